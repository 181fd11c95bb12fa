/**
 * Saves a file the portal received (a certificate's PDF) on the person's device. The browser
 * adapter builds an object URL, clicks a download link and revokes the URL after 40 s:
 * long enough for slow phones to start the download.
 */
export interface FileDownloader {
  /**
   * Saves `base64` (no data-URL prefix) as `fileName` with the given MIME type.
   * Returns false when the content is not valid base64, so the flow can show the system error.
   */
  saveBase64File(fileName: string, base64: string, mimeType: string): boolean;
}
export const FileDownloader = Symbol.for('FileDownloader');
