/**
 * What became of a document handed to {@link PendingDocumentTab.show}:
 * - 'shown': the PDF is open in the new tab (the browser's own viewer).
 * - 'invalid': the content is not base64 or not a PDF; the blank tab was closed and nothing was
 *   saved, so the flow shows the system error.
 * - 'blocked': no tab could show it (a pop-up blocker refused it, or the person closed the blank
 *   tab before the document arrived); the PDF was saved as a download instead, so the person still
 *   gets it. The flow may tell them where to find it.
 */
export type DocumentShowOutcome = 'shown' | 'invalid' | 'blocked';

/**
 * A blank tab opened during the click, waiting for the document. Use it once: `show` when the
 * document arrived, `cancel` when the call failed. A second call does nothing to the tab (a `show`
 * after `cancel`, or a second `show`, saves the file as a download and answers 'blocked').
 */
export interface PendingDocumentTab {
  /** False when the browser refused the blank tab already (a pop-up blocker): `show` will save the file. */
  readonly opened: boolean;
  /**
   * Shows `base64` (a PDF, no data-URL prefix) in the tab; `fileName` names the download when the
   * tab was blocked.
   */
  show(base64: string, fileName: string): DocumentShowOutcome;
  /** Closes the blank tab (the call that should have brought the document failed). */
  cancel(): void;
}

/**
 * Opens a PDF the portal received (the payments' frequent-questions PDF) in a new tab, as a real
 * PDF. Pop-up blockers only allow a new tab during the click's user activation, while the PDF
 * arrives after an API call; hence two steps: `prepare()` synchronously in the click handler,
 * before any await, then `show` (or `cancel`) on the handle once the call answered.
 */
export interface DocumentViewer {
  prepare(): PendingDocumentTab;
}
export const DocumentViewer = Symbol.for('DocumentViewer');
