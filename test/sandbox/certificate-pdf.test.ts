// @vitest-environment node
import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  formatIssueDate,
  newVerificationCode,
  PDF_PRODUCER,
  renderCertificatePdf,
  type CertificatePdfContent,
} from '@sandbox/documents/certificate-pdf';
import { certificateFileName, generateCertificate } from '@sandbox/documents/certificates-documents';
import { sandboxTradeName } from '@sandbox/documents/trade-name';
import { seededPersonas } from '@sandbox/data/personas';
import { isPdf, pdfLines, pdfText } from '@test/support/pdf-text';

const content: CertificatePdfContent = {
  tradeName: 'Caja de Compensación Familiar (demo)',
  title: 'Certificado para declaración de renta',
  holder: { fullName: 'María Fernanda Restrepo Gómez', documentLabel: 'Cédula de ciudadanía 1037600123' },
  paragraphs: ['La caja certifica que la señora está afiliada. ¿Año gravable? ¡Sí! Ñandú, pingüino, “comillas” – raya.'],
  table: { header: ['Beneficiario', 'Documento'], rows: [['SOFÍA ARANGO RESTREPO', 'TI 1034567890']] },
  issuedAt: new Date('2026-03-05T15:00:00Z'),
  verificationCode: 'C04-ABCD-EFGH',
};

describe('sandbox certificate PDFs (pdf-lib)', () => {
  it('writes a real PDF with the title, the person, the document, the es-CO date, the code and the letterhead', async () => {
    const bytes = await renderCertificatePdf(content);
    expect(isPdf(bytes)).toBe(true);
    expect(Buffer.from(bytes).subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdfLines(bytes)).toEqual([
      'Caja de Compensación Familiar (demo)',
      'Certificado para declaración de renta',
      'Expedido el 5 de marzo de 2026',
      'María Fernanda Restrepo Gómez',
      'Cédula de ciudadanía 1037600123',
      'La caja certifica que la señora está afiliada. ¿Año gravable? ¡Sí! Ñandú, pingüino, “comillas” – raya.',
      'Beneficiario',
      'Documento',
      'SOFÍA ARANGO RESTREPO',
      'TI 1034567890',
      expect.stringContaining('Código de verificación: C04-ABCD-EFGH.') as unknown as string,
      'legal.',
    ]);
  });

  it('sets the PDF metadata: title, author (the fund), producer, language', async () => {
    const document = await PDFDocument.load(await renderCertificatePdf(content), { updateMetadata: false });
    expect(document.getTitle()).toBe('Certificado para declaración de renta');
    expect(document.getAuthor()).toBe('Caja de Compensación Familiar (demo)');
    expect(document.getProducer()).toBe(PDF_PRODUCER);
    expect(document.getSubject()).toBe('Certificado para declaración de renta de María Fernanda Restrepo Gómez');
    expect(document.getCreationDate()?.toISOString()).toBe('2026-03-05T15:00:00.000Z');
  });

  it('replaces what WinAnsi cannot encode instead of failing', async () => {
    const bytes = await renderCertificatePdf({ ...content, holder: { ...content.holder, fullName: 'Ana 😀 Lee 李' } });
    expect(pdfText(bytes)).toContain('Ana ? Lee ?');
  });

  it('adds pages when the text runs long, and every line stays readable', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => [`PERSONA NÚMERO ${index + 1}`, `CC ${1000 + index}`]);
    const bytes = await renderCertificatePdf({ ...content, table: { header: ['Beneficiario', 'Documento'], rows } });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const lines = pdfLines(bytes);
    expect(lines).toContain('PERSONA NÚMERO 1');
    expect(lines).toContain('PERSONA NÚMERO 80');
  });

  it('is fast: ten certificates well under a second', async () => {
    await renderCertificatePdf(content);
    const started = performance.now();
    for (let index = 0; index < 10; index++) await renderCertificatePdf(content);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('formats the issue date in Bogotá, es-CO', () => {
    // 01:00 UTC on the 1st is still the last day of the month before in Bogotá (UTC-5).
    expect(formatIssueDate(new Date('2026-12-01T01:00:00Z'))).toBe('30 de noviembre de 2026');
    expect(formatIssueDate(new Date('2026-01-15T12:00:00Z'))).toBe('15 de enero de 2026');
  });

  it('makes verification codes without look-alike characters', () => {
    const codes = Array.from({ length: 50 }, () => newVerificationCode('c04'));
    for (const code of codes) expect(code).toMatch(/^C04-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(new Set(codes).size).toBe(50);
  });
});

describe('sandbox certificates per persona', () => {
  const maria = seededPersonas[0]!;

  it("reads the letterhead from public/config.json's provider.tradeName", () => {
    expect(sandboxTradeName()).toBe('Caja de Compensación Familiar del Valle de Aburrá (demo)');
  });

  it("the school certificate names the holder, her document and the student", async () => {
    const certificate = await generateCertificate('C05', maria, [maria.beneficiaries[1]!], new Date('2026-11-20T15:00:00Z'));
    expect(certificate.name).toBe('Certificado escolar');
    const text = pdfText(certificate.binary);
    expect(text).toContain('María Fernanda Restrepo Gómez');
    expect(text).toContain('Cédula de ciudadanía 1037600123');
    expect(text).toContain('SOFÍA ARANGO RESTREPO');
    expect(text).toContain('Expedido el 20 de noviembre de 2026');
    expect(text).toContain(certificate.verificationCode);
  });

  it('names files by the download’s naming rule (docs/certificates.md)', () => {
    expect(certificateFileName('Certificado para declaración de renta')).toBe('certificado-para-declaración-de-renta.pdf');
    expect(certificateFileName('Tarjeta de afiliación, copia')).toBe('tarjeta-de-afiliación-copia.pdf');
  });
});

describe('test/support/pdf-text', () => {
  function handMadePdf(content: string, compressed: boolean): Buffer {
    const data = compressed ? deflateSync(Buffer.from(content, 'latin1')) : Buffer.from(content, 'latin1');
    const filter = compressed ? ' /Filter /FlateDecode' : '';
    return Buffer.concat([
      Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Length ${data.length}${filter} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
  }

  it('reads literal strings with escapes, hex strings and TJ arrays, in Flate streams or not', () => {
    const ops =
      'BT /F1 12 Tf 72 700 Td (Hola \\(mundo\\) \\351\\361) Tj T* [<4A6F73E9> -250 ( G) 10 (regorio)] TJ 0 -14 Td <93436F6D696C6C617394> Tj ET';
    for (const compressed of [false, true]) {
      expect(pdfLines(handMadePdf(ops, compressed))).toEqual(['Hola (mundo) éñ', 'José Gregorio', '“Comillas”']);
    }
  });

  it('ignores strings outside text objects and accepts base64 input', () => {
    const pdf = handMadePdf('q (no es texto) Tj Q BT (sí) Tj ET', false);
    expect(pdfText(pdf.toString('base64'))).toBe('sí');
    expect(isPdf(Buffer.from('<html>'))).toBe(false);
  });
});
