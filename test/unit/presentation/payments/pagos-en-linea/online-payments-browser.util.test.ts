import { describe, expect, it, vi } from 'vitest';
import type { DocumentViewer, PendingDocumentTab } from '@/application/shared/document-viewer.port';
import type { ExternalNavigator } from '@/application/shared/external-navigator.port';
import type { ReceiptPrinter } from '@/application/shared/receipt-printer.port';
import { OnlinePaymentsBrowser } from '@/presentation/payments/pagos-en-linea/online-payments-browser.util';

describe('OnlinePaymentsBrowser', () => {
  it('hands each call to its port as it is', async () => {
    const tab: PendingDocumentTab = { opened: true, show: vi.fn(() => 'shown' as const), cancel: vi.fn() };
    const viewer = { prepare: vi.fn<DocumentViewer['prepare']>(() => tab) };
    const printer = { print: vi.fn<ReceiptPrinter['print']>(async () => undefined) };
    const navigator = { leaveTo: vi.fn<ExternalNavigator['leaveTo']>() };
    const browser = new OnlinePaymentsBrowser(viewer, printer, navigator);

    expect(browser.prepareDocumentTab()).toBe(tab);
    const receipt = { title: 'Comprobante de pago', rows: [['Referencia', '2026110451']] as const };
    await browser.print(receipt);
    expect(printer.print).toHaveBeenCalledWith(receipt);
    browser.leaveTo('https://checkout.placetopay.example/spa/session/1');
    expect(navigator.leaveTo).toHaveBeenCalledWith('https://checkout.placetopay.example/spa/session/1');
  });

  it('passes on a printer that could not print', async () => {
    const failure = new Error('no frame');
    const browser = new OnlinePaymentsBrowser(
      { prepare: vi.fn() },
      { print: vi.fn(async () => Promise.reject(failure)) },
      { leaveTo: vi.fn() },
    );
    await expect(browser.print({ title: 'Comprobante', rows: [] })).rejects.toBe(failure);
  });
});
