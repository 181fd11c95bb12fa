import { inject, injectable } from 'inversify';
import { DocumentViewer, type PendingDocumentTab } from '@/application/shared/document-viewer.port';
import { ExternalNavigator } from '@/application/shared/external-navigator.port';
import { ReceiptPrinter, type Receipt } from '@/application/shared/receipt-printer.port';

/**
 * What /pagos-en-linea asks of the browser, as one collaborator of its view model: the tab that
 * shows the frequent questions' PDF, the receipt printer, and leaving for the checkout. Each call
 * goes straight to its port; tests fake the ports, not this.
 */
@injectable()
export class OnlinePaymentsBrowser {
  constructor(
    @inject(DocumentViewer) private readonly documents: DocumentViewer,
    @inject(ReceiptPrinter) private readonly printer: ReceiptPrinter,
    @inject(ExternalNavigator) private readonly navigator: ExternalNavigator,
  ) {}

  /** A blank tab for a PDF still on its way: call it in the click itself, before any await. */
  prepareDocumentTab(): PendingDocumentTab {
    return this.documents.prepare();
  }

  /** Rejects when the browser could not be asked to print. */
  print(receipt: Receipt): Promise<void> {
    return this.printer.print(receipt);
  }

  /** Leaves the portal for `url` (an allowed checkout address) in the same tab. */
  leaveTo(url: string): void {
    this.navigator.leaveTo(url);
  }
}
