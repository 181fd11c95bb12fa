import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/shared/config/app-config.model';
import type { Receipt, ReceiptPrinter } from '@/application/shared/receipt-printer.port';

/**
 * How long a print frame may stay when its window never says `afterprint` (some mobile browsers),
 * and how long it may take to load before the print is given up.
 */
const frameLifetimeMs = 60_000;

// Only the receipt: no portal header, menu or footer exists in this document to begin with.
const printStyles = `
@page { margin: 15mm; }
html { color: #000; background: #fff; font: 11pt/1.4 Arial, Helvetica, sans-serif; }
body { margin: 0; }
.fondo { margin: 0 0 4mm; font-size: 10pt; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
h1 { margin: 0 0 3mm; font-size: 16pt; }
.encabezado { margin: 0 0 1mm; }
table { width: 100%; margin-top: 5mm; border-collapse: collapse; }
th, td { padding: 2mm 3mm; border-bottom: 0.3mm solid #999; text-align: left; vertical-align: top; }
th { width: 40%; font-weight: 700; }
tr { break-inside: avoid; }
`;

/** The Trusted Types policy named in the production CSP's `trusted-types` (scripts/generate-csp.mjs). */
export const RECEIPT_TRUSTED_TYPES_POLICY = 'receipt-print';

type HtmlPolicy = { createHTML(input: string): unknown };
type HtmlPolicyFactory = { createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy };
let htmlPolicy: HtmlPolicy | null = null;

/**
 * The receipt's document as `srcdoc` takes it: under the production CSP's
 * `require-trusted-types-for 'script'` a TrustedHTML from this module's own policy, which only
 * {@link receiptDocument}'s output (every text escaped, no script) ever reaches; a plain string
 * where the browser has no Trusted Types.
 */
function trustedReceiptDocument(html: string): unknown {
  const factory = (globalThis as { trustedTypes?: HtmlPolicyFactory }).trustedTypes;
  if (factory === undefined) return html;
  htmlPolicy ??= factory.createPolicy(RECEIPT_TRUSTED_TYPES_POLICY, { createHTML: (input) => input });
  return htmlPolicy.createHTML(html);
}

/**
 * {@link ReceiptPrinter} through a hidden `srcdoc` frame: a document built here from plain data,
 * every text escaped, with an inline stylesheet and no script (the production CSP forbids inline
 * scripts, allows inline styles; a `srcdoc` frame needs no `frame-src`). The frame is removed on
 * its window's `afterprint` or after 60 s, never right after `print()`: printing starts after the
 * call returns, and a frame removed at once prints nothing (docs/deployment.md).
 */
@injectable()
export class FrameReceiptPrinter implements ReceiptPrinter {
  constructor(@inject(AppConfig) private readonly config: AppConfig) {}

  print(receipt: Receipt): Promise<void> {
    if (typeof document === 'undefined') return Promise.reject(new Error('No document to print from.'));
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.title = receipt.title;
    // Not display:none: Firefox does not print a frame that is not rendered.
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    // Reflect.set: the DOM types know `srcdoc` as a string only, not the TrustedHTML it also takes.
    Reflect.set(frame, 'srcdoc', trustedReceiptDocument(receiptDocument(this.config.provider.tradeName, receipt)));

    return new Promise<void>((resolve, reject) => {
      let printing = false;
      const remove = () => {
        clearTimeout(fallback);
        frame.remove();
      };
      const fallback = setTimeout(() => {
        frame.remove();
        if (!printing) reject(new Error('The print frame did not load.'));
      }, frameLifetimeMs);
      frame.addEventListener(
        'load',
        () => {
          // Too late: the fallback gave up on this frame already.
          if (!frame.isConnected) return;
          const framed = frame.contentWindow;
          if (framed === null) {
            remove();
            reject(new Error('The print frame has no window.'));
            return;
          }
          framed.addEventListener('afterprint', remove, { once: true });
          try {
            framed.focus();
            framed.print();
          } catch (error) {
            remove();
            reject(error instanceof Error ? error : new Error('The browser refused to print.'));
            return;
          }
          printing = true;
          resolve();
        },
        { once: true },
      );
      document.body.append(frame);
    });
  }
}

/** The frame's whole document: every text escaped, no script. */
function receiptDocument(tradeName: string, { title, headingLines = [], rows }: Receipt): string {
  const heading = headingLines.map((line) => `<p class="encabezado">${escapeText(line)}</p>`).join('');
  const body = rows
    .map(([label, value]) => `<tr><th scope="row">${escapeText(label)}</th><td>${escapeText(value)}</td></tr>`)
    .join('');
  return (
    '<!doctype html><html lang="es-CO"><head><meta charset="utf-8">' +
    `<title>${escapeText(title)}</title><style>${printStyles}</style></head><body>` +
    `<p class="fondo">${escapeText(tradeName)}</p><h1>${escapeText(title)}</h1>${heading}` +
    `<table><tbody>${body}</tbody></table></body></html>`
  );
}

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}
