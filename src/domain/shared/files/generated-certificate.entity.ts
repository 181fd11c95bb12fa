/**
 * A certificate the fund generated (docs/certificates.md, 'Generated certificate'): its name (the
 * download's file name comes from it, `certificateFileName`) and the PDF as base64.
 */
export interface GeneratedCertificate {
  readonly name: string;
  readonly binary: string;
}
