/** One line of a receipt: what it is and its value, both plain text (never HTML). */
export type ReceiptRow = readonly [label: string, value: string];

/** A receipt to print, as plain data: the printer lays it out and escapes every text. */
export interface Receipt {
  /** The receipt's title ("Comprobante de pago"); also the print job's name. */
  readonly title: string;
  /** Lines shown under the title, before the rows (a date, a short notice). */
  readonly headingLines?: readonly string[];
  readonly rows: readonly ReceiptRow[];
}

/**
 * Prints a receipt (the payment result's print button) without the portal's header, menu or
 * footer: only the fund's name, the title and the rows. The browser adapter prints a hidden frame.
 */
export interface ReceiptPrinter {
  /**
   * Resolves once the browser was asked to print (its dialog may still be open); rejects when it
   * could not be (no document, or the frame never loaded), so the flow can show the system error.
   */
  print(receipt: Receipt): Promise<void>;
}
export const ReceiptPrinter = Symbol.for('ReceiptPrinter');
