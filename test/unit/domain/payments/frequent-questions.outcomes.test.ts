import { describe, expect, it } from 'vitest';
import { frequentQuestionsOutcome, frequentQuestionsOutcomes, isPdfBase64 } from '@/domain/payments/frequent-questions.outcomes';

const pdf = btoa('%PDF-1.7\n%âãÏÓ\n1 0 obj');

describe('frequent questions outcome table (GET consultarPreguntasFrecuentes)', () => {
  it('names responseCode 0 only', () => {
    expect(frequentQuestionsOutcomes.rows).toEqual({ 0: 'ready' });
    expect(frequentQuestionsOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [0, 'ready'],
    [200, 'systemError'],
    [1, 'systemError'],
    [987, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(frequentQuestionsOutcome(code)).toBe(outcome);
  });
});

describe('isPdfBase64', () => {
  it('accepts base64 that decodes to a PDF, line breaks included', () => {
    expect(isPdfBase64(pdf)).toBe(true);
    expect(isPdfBase64(`${pdf.slice(0, 8)}\n${pdf.slice(8)}`)).toBe(true);
    expect(isPdfBase64('JVBERi0xLjcKJcfsj6IK')).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['an HTML page', btoa('<!DOCTYPE html><html>')],
    ['not base64', '%PDF-1.7 plain text'],
    ['cut off (length not a multiple of 4)', pdf.slice(0, pdf.length - 1)],
    ['too short to hold the signature', btoa('%PD')],
    ['a PNG', btoa('\x89PNG\r\n\x1a\n')],
  ])('refuses %s', (_name, base64) => {
    expect(isPdfBase64(base64)).toBe(false);
  });
});
