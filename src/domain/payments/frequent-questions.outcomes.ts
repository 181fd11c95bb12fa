import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * GET /api/pagos/consultarPreguntasFrecuentes (the contract's `getFrequentQuestions`): responseCode 0 with the PDF
 * (base64) that the page opens in a new tab. Any other code, a 0 without a PDF, or a `data` that is
 * not a PDF, is the generic error.
 */
export const frequentQuestionsOutcomes = outcomeTable<'ready', 'systemError'>({ 0: 'ready' }, 'systemError');

export const frequentQuestionsOutcome = (code: number | null) => frequentQuestionsOutcomes.outcomeOf(code);

/** The file name the document goes by when the answer names none. */
export const frequentQuestionsFileName = 'preguntas-frecuentes.pdf';

const base64Text = /^[A-Za-z0-9+/]*={0,2}$/;
const pdfSignature = '%PDF-';

/**
 * Whether `base64` is valid base64 (spaces and line breaks ignored) whose bytes start with the PDF
 * signature '%PDF-': what the fund sends as the frequent-questions document, never an HTML error
 * page or an empty string that a browser tab would show as garbage.
 */
export function isPdfBase64(base64: string): boolean {
  const compact = base64.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !base64Text.test(compact)) return false;
  try {
    return atob(compact.slice(0, 8)).startsWith(pdfSignature);
  } catch {
    return false;
  }
}
