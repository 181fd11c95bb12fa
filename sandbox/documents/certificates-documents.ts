import type { SandboxBeneficiary, SandboxPersona } from '../data/personas';
import { certificateCards } from '../data/certificates';
import { documentTypeOptions } from '../identity/identity-pages';
import { newVerificationCode, renderCertificatePdf, toBase64, type CertificatePdfContent } from './certificate-pdf';
import { sandboxTradeName } from './trade-name';

/**
 * What each certificate says, for the codes the sandbox generates: C01 worker, C02 beneficiary,
 * C04 income tax, C05 school, C06 with beneficiaries, C07 FOSFEC, C08 affiliation card. The
 * name is the card's (sandbox/data/certificates.ts), so the file the portal saves is
 * named as the card it came from.
 */
export type GeneratedCertificateCode = 'C01' | 'C02' | 'C04' | 'C05' | 'C06' | 'C07' | 'C08';

export interface GeneratedCertificate {
  readonly name: string;
  /** The PDF as base64, as the API carries it. */
  readonly binary: string;
  readonly verificationCode: string;
}

export function certificateName(code: GeneratedCertificateCode): string {
  const card = certificateCards.find((candidate) => candidate.code === code.toLowerCase());
  return card?.name ?? code;
}

/** The download's file name, as the portal builds it: lower case, spaces to hyphens, no commas, '.pdf'. */
export function certificateFileName(name: string): string {
  return `${name.toLowerCase().replace(/,/g, '').trim().replace(/\s+/g, '-')}.pdf`;
}

export function fullNameOf(persona: SandboxPersona): string {
  return `${persona.givenNames} ${persona.familyNames}`;
}

export function documentLabel(documentType: string, documentNumber: string): string {
  const type = documentTypeOptions.find((option) => option.code === documentType);
  return `${type?.label ?? documentType} ${documentNumber}`;
}

/**
 * The PDF of a certificate about `persona` (the holder). `beneficiaries` are the people it
 * covers: the student of C05, the beneficiary of C02, the selection of C08; C04 and C06 list
 * every beneficiary on record.
 */
export async function generateCertificate(
  code: GeneratedCertificateCode,
  persona: SandboxPersona,
  beneficiaries: readonly SandboxBeneficiary[] = [],
  issuedAt: Date = new Date(),
): Promise<GeneratedCertificate> {
  const name = certificateName(code);
  const verificationCode = newVerificationCode(code);
  const content: CertificatePdfContent = {
    tradeName: sandboxTradeName(),
    title: name,
    holder: { fullName: fullNameOf(persona), documentLabel: documentLabel(persona.documentType, persona.documentNumber) },
    paragraphs: paragraphsFor(code, persona, beneficiaries, issuedAt),
    ...(tableFor(code, persona, beneficiaries) ?? {}),
    issuedAt,
    verificationCode,
  };
  return { name, binary: toBase64(await renderCertificatePdf(content)), verificationCode };
}

function paragraphsFor(
  code: GeneratedCertificateCode,
  persona: SandboxPersona,
  beneficiaries: readonly SandboxBeneficiary[],
  issuedAt: Date,
): string[] {
  const trade = sandboxTradeName();
  const who = `${fullNameOf(persona)}, identificado(a) con ${documentLabel(persona.documentType, persona.documentNumber).toLowerCase()}`;
  const employer = persona.affiliation.employer ? ` por intermedio de ${persona.affiliation.employer}` : '';
  const state =
    persona.affiliation.status === 'activo'
      ? `se encuentra afiliado(a) como trabajador(a) activo(a)${employer}`
      : 'estuvo afiliado(a) y a la fecha no registra una afiliación activa';
  const first = beneficiaries[0];
  switch (code) {
    case 'C01':
      return [`${trade} certifica que ${who}, ${state}.`];
    case 'C02':
      return [
        first
          ? `${trade} certifica que ${first.namePerson}, identificado(a) con ${documentLabel(first.documentType, first.documentNumber).toLowerCase()}, se encuentra registrado(a) como beneficiario(a) (${first.relationship}) de ${who}.`
          : `${trade} certifica que ${who}, ${state}.`,
      ];
    case 'C04':
      return [
        `${trade} certifica que ${who}, ${state}.`,
        `Se expide para efectos de la declaración de renta del año gravable ${issuedAt.getFullYear() - 1}, con el grupo familiar registrado a la fecha.`,
      ];
    case 'C05':
      return [
        `${trade} certifica que ${who}, ${state}.`,
        first
          ? `Se expide para presentar ante la institución educativa de ${first.namePerson}, identificado(a) con ${documentLabel(first.documentType, first.documentNumber).toLowerCase()}, beneficiario(a) registrado(a) del afiliado(a).`
          : 'Se expide para presentar ante la institución educativa.',
      ];
    case 'C06':
      return [`${trade} certifica que ${who}, ${state}, con los beneficiarios registrados que se relacionan a continuación.`];
    case 'C07':
      return [`${trade} certifica que ${who}, registra una postulación al Mecanismo de Protección al Cesante (FOSFEC).`];
    case 'C08':
      return [`Tarjeta de afiliación de ${who}. Beneficiarios incluidos:`];
  }
}

function tableFor(
  code: GeneratedCertificateCode,
  persona: SandboxPersona,
  beneficiaries: readonly SandboxBeneficiary[],
): Pick<CertificatePdfContent, 'table'> | null {
  const listed = code === 'C04' || code === 'C06' ? persona.beneficiaries : code === 'C08' ? beneficiaries : [];
  if (listed.length === 0) return null;
  return {
    table: {
      header: ['Beneficiario', 'Documento', 'Parentesco'],
      rows: listed.map((beneficiary) => [
        beneficiary.namePerson,
        `${beneficiary.documentType} ${beneficiary.documentNumber}`,
        beneficiary.relationship.charAt(0).toUpperCase() + beneficiary.relationship.slice(1),
      ]),
    },
  };
}
