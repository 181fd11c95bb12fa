import { describe, expect, it } from 'vitest';
import { visibleCertificateCards } from '@/domain/certificates/certificate-cards.rules';

const card = (code: string, role = 'any_role', name = `Certificado ${code}`) => ({ code, name, role });

describe('visibleCertificateCards (c01 to c09 and their roles: docs/certificates.md, docs/shell.md)', () => {
  it('keeps the known codes in the list order with their roles', () => {
    const cards = visibleCertificateCards([card('c07'), card('c01'), card('c04', 'role_personas')]);
    expect(cards.map((c) => [c.code, c.role])).toEqual([
      ['c07', 'any_role'],
      ['c01', 'any_role'],
      ['c04', 'role_personas'],
    ]);
  });

  it.each([['c10'], ['C01'], [''], ['c1'], ['fovis']])('hides a card with the unknown code %j', (code) => {
    expect(visibleCertificateCards([card(code), card('c02')]).map((c) => c.code)).toEqual(['c02']);
  });

  it('hides a card whose role is neither any_role nor role_personas', () => {
    expect(visibleCertificateCards([card('c01', 'admin'), card('c02')]).map((c) => c.code)).toEqual(['c02']);
  });

  it('shows a code listed twice once', () => {
    expect(visibleCertificateCards([card('c01'), card('c01')])).toHaveLength(1);
  });

  it.each([
    ['c01', 'Descargar'],
    ['c02', 'Descargar'],
    ['c03', 'Consultar'],
    ['c04', 'Descargar'],
    ['c05', 'Descargar'],
    ['c06', 'Descargar'],
    ['c07', 'Descargar'],
    ['c08', 'Descargar'],
    ['c09', 'Consultar'],
  ] as const)('%s says %s', (code, label) => {
    expect(visibleCertificateCards([card(code)])[0]?.buttonLabel).toBe(label);
  });

  it('keeps the name as listed', () => {
    expect(visibleCertificateCards([card('c07', 'any_role', 'Certificado FOSFEC')])[0]?.name).toBe('Certificado FOSFEC');
  });
});
