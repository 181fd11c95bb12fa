import { describe, expect, it } from 'vitest';
import { fallbackFovisCertificateName, fovisCertificateName } from '@/domain/fovis/fovis-certificate.entity';

describe('FOVIS certificate name', () => {
  it.each([
    ['Certificado de postulación', 'Otro', 'Certificado de postulación'],
    ['  Certificado de postulación ', null, 'Certificado de postulación'],
    ['', ' Certificado de la respuesta ', 'Certificado de la respuesta'],
    ['   ', 'Certificado de la respuesta', 'Certificado de la respuesta'],
    [null, 'Certificado de la respuesta', 'Certificado de la respuesta'],
    [null, null, 'Certificado FOVIS'],
    ['  ', '  ', 'Certificado FOVIS'],
  ])('card %j, answer %j -> %j', (card, answer, expected) => {
    expect(fovisCertificateName(card, answer)).toBe(expected);
  });

  it('the fallback', () => {
    expect(fallbackFovisCertificateName).toBe('Certificado FOVIS');
  });
});
