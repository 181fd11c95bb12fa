import { randomBytes } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The sandbox's certificates as real PDFs (pdf-lib), so a downloaded or e-mailed certificate
 * opens in any viewer and a test can read the person's name in it (test/support/pdf-text.ts).
 *
 * Standard Helvetica only: nothing to load from disk, a few milliseconds per document. Its
 * WinAnsi encoding covers Spanish (á é í ó ú ü ñ ¿ ¡); any character outside it is replaced by
 * '?' rather than making pdf-lib throw in the middle of a request.
 */
export interface CertificatePdfContent {
  /** The fund's trade name (public/config.json `provider.tradeName`): the letterhead and the PDF author. */
  readonly tradeName: string;
  /** The certificate's name, e.g. 'Certificado para declaración de renta': heading and PDF title. */
  readonly title: string;
  /** Whom it certifies. */
  readonly holder: { readonly fullName: string; readonly documentLabel: string };
  /** The certifying text, one paragraph per entry (wrapped to the page). */
  readonly paragraphs: readonly string[];
  /** An optional table (beneficiaries, etc.): a header row then rows, same number of cells. */
  readonly table?: { readonly header: readonly string[]; readonly rows: readonly (readonly string[])[] };
  readonly issuedAt: Date;
  readonly verificationCode: string;
}

export const PDF_PRODUCER = 'Sandbox del Portal de Servicios en Línea (pdf-lib)';

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 56;
const brandBlue = rgb(0x0b / 255, 0x53 / 255, 0x94 / 255);
const textColor = rgb(0.1, 0.13, 0.17);
const mutedColor = rgb(0.29, 0.33, 0.4);

/** '23 de noviembre de 2026': the date in Bogotá, whatever the server's time zone. */
export function formatIssueDate(date: Date): string {
  return new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Bogota' }).format(
    date,
  );
}

/** A code a person could read over the phone: no 0/O or 1/I to confuse. */
export function newVerificationCode(certificateCode: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return `${certificateCode.toUpperCase()}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // Embedded once per document and reused by every line drawn.
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const safe = encodableText(regular);

  document.setTitle(safe(content.title), { showInWindowTitleBar: true });
  document.setAuthor(safe(content.tradeName));
  document.setSubject(safe(`${content.title} de ${content.holder.fullName}`));
  document.setProducer(PDF_PRODUCER);
  document.setCreator(PDF_PRODUCER);
  document.setLanguage('es-CO');
  document.setCreationDate(content.issuedAt);
  document.setModificationDate(content.issuedAt);

  const writer = new PageWriter(document, regular, bold);
  writer.band(safe(content.tradeName));
  writer.space(28);
  writer.heading(safe(content.title));
  writer.space(8);
  writer.line(safe(`Expedido el ${formatIssueDate(content.issuedAt)}`), { font: 'regular', size: 10, color: mutedColor });
  writer.space(20);
  writer.line(safe(content.holder.fullName), { font: 'bold', size: 13 });
  writer.line(safe(content.holder.documentLabel), { font: 'regular', size: 11, color: mutedColor });
  writer.space(16);
  for (const paragraph of content.paragraphs) {
    writer.paragraph(safe(paragraph));
    writer.space(10);
  }
  if (content.table) {
    writer.space(6);
    writer.table(content.table.header.map(safe), content.table.rows.map((row) => row.map(safe)));
  }
  writer.space(24);
  writer.paragraph(
    safe(`Código de verificación: ${content.verificationCode}. Este documento fue generado por el sandbox del portal y no tiene validez legal.`),
    { size: 9, color: mutedColor },
  );
  return document.save();
}

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

/** Replaces what the font cannot encode (emoji, CJK...) with '?'. */
function encodableText(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.replace(/\s+/g, ' '), (character) => (supported.has(character.codePointAt(0) ?? 0) ? character : '?')).join('');
}

interface LineStyle {
  readonly font?: 'regular' | 'bold';
  readonly size?: number;
  readonly color?: ReturnType<typeof rgb>;
}

/** Top-down layout on A4 pages, adding a page when the text reaches the bottom margin. */
class PageWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = document.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  private get width(): number {
    return pageSize[0] - 2 * margin;
  }

  band(text: string): void {
    const height = 44;
    this.page.drawRectangle({ x: 0, y: pageSize[1] - height, width: pageSize[0], height, color: brandBlue });
    this.page.drawText(text, { x: margin, y: pageSize[1] - 28, size: 12, font: this.bold, color: rgb(1, 1, 1) });
    this.y = pageSize[1] - height - 12;
  }

  heading(text: string): void {
    for (const row of this.wrap(text, this.bold, 18)) this.line(row, { font: 'bold', size: 18, color: brandBlue });
  }

  space(points: number): void {
    this.y -= points;
  }

  line(text: string, style: LineStyle = {}): void {
    const size = style.size ?? 11;
    this.ensureRoom(size * 1.4);
    this.y -= size * 1.4;
    this.page.drawText(text, {
      x: margin,
      y: this.y,
      size,
      font: style.font === 'bold' ? this.bold : this.regular,
      color: style.color ?? textColor,
    });
  }

  paragraph(text: string, style: LineStyle = {}): void {
    const font = style.font === 'bold' ? this.bold : this.regular;
    for (const row of this.wrap(text, font, style.size ?? 11)) this.line(row, style);
  }

  table(header: readonly string[], rows: readonly (readonly string[])[]): void {
    // The first column (a name) gets half the width, so a full name stays on one line.
    const fractions = header.length === 1 ? [1] : header.map((_, index) => (index === 0 ? 0.5 : 0.5 / (header.length - 1)));
    const widths = fractions.map((fraction) => fraction * this.width);
    const starts = widths.map((_, index) => margin + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
    const size = 10;
    const drawRow = (cells: readonly string[], font: PDFFont) => {
      const wrapped = cells.map((cell, column) => this.wrap(cell, font, size, (widths[column] ?? this.width) - 6));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.4 + 6;
      this.ensureRoom(height);
      wrapped.forEach((lines, column) => {
        lines.forEach((text, index) => {
          this.page.drawText(text, {
            x: starts[column] ?? margin,
            y: this.y - (index + 1) * size * 1.4,
            size,
            font,
            color: textColor,
          });
        });
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: margin, y: this.y + 2 },
        end: { x: margin + this.width, y: this.y + 2 },
        thickness: 0.5,
        color: mutedColor,
      });
    };
    drawRow(header, this.bold);
    for (const row of rows) drawRow(row, this.regular);
  }

  private wrap(text: string, font: PDFFont, size: number, width = this.width): string[] {
    const rows: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && font.widthOfTextAtSize(candidate, size) > width) {
        rows.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current !== '') rows.push(current);
    return rows;
  }

  private ensureRoom(height: number): void {
    if (this.y - height >= margin) return;
    this.page = this.document.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }
}
