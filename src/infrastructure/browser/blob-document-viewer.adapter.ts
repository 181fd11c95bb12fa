import { inject, injectable } from 'inversify';
import type { DocumentShowOutcome, DocumentViewer, PendingDocumentTab } from '@/application/shared/document-viewer.port';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { decodeBase64 } from './object-url-file-downloader.adapter';

/** 40 s, as for downloads: the tab may start reading the object URL well after `show`. */
const objectUrlLifetimeMs = 40_000;
const pdfType = 'application/pdf';
// '%PDF': every PDF file starts with it.
const pdfSignature = [0x25, 0x50, 0x44, 0x46];

/**
 * {@link DocumentViewer} through a blank tab opened during the click, later sent to an object URL
 * of the PDF: a top-level blob: document that Chromium's viewer shows under the production CSP
 * (`object-src 'none'` forbids `<embed>`/`<object>`, never used here; test/e2e/production-server.spec.ts).
 *
 * No 'noopener' on `window.open`: with it the call returns null and the tab could be neither sent
 * to the PDF nor closed. The blank tab is the portal's own (about:blank, same origin); its
 * `opener` is cut before anything is shown in it.
 */
@injectable()
export class BlobDocumentViewer implements DocumentViewer {
  constructor(@inject(FileDownloader) private readonly downloader: FileDownloader) {}

  prepare(): PendingDocumentTab {
    return new BlankTab(openBlankTab(), this.downloader);
  }
}

class BlankTab implements PendingDocumentTab {
  readonly opened: boolean;
  private settled = false;

  constructor(
    private readonly tab: Window | null,
    private readonly downloader: FileDownloader,
  ) {
    this.opened = tab !== null;
  }

  show(base64: string, fileName: string): DocumentShowOutcome {
    const tab = this.settled ? null : this.tab;
    this.settled = true;
    const bytes = decodeBase64(base64);
    if (bytes === null || !startsWithPdfSignature(bytes)) {
      closeTab(tab);
      return 'invalid';
    }
    if (tab === null || tab.closed) {
      // Blocked, or closed by the person while waiting: the person still gets the PDF.
      return this.downloader.saveBase64File(fileName, base64, pdfType) ? 'blocked' : 'invalid';
    }
    const url = URL.createObjectURL(new Blob([bytes], { type: pdfType }));
    // replace, not assign: Back in the new tab must not lead to the blank page.
    tab.location.replace(url);
    setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
    return 'shown';
  }

  cancel(): void {
    if (this.settled) return;
    this.settled = true;
    closeTab(this.tab);
  }
}

function openBlankTab(): Window | null {
  if (typeof window === 'undefined') return null;
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    // Some embedded browsers throw instead of returning null: blocked all the same.
  }
  if (tab === null) return null;
  try {
    tab.opener = null;
  } catch {
    // Not the portal's own blank page after all: leave it as it is.
  }
  return tab;
}

function closeTab(tab: Window | null): void {
  if (tab !== null && !tab.closed) tab.close();
}

function startsWithPdfSignature(bytes: Uint8Array): boolean {
  return pdfSignature.every((byte, index) => bytes[index] === byte);
}
