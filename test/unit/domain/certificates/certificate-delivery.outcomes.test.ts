import { describe, expect, it } from 'vitest';
import {
  certificateGenerationOutcome,
  certificateGenerationOutcomes,
  deliverableCertificateNames,
  sendByEmailOutcome,
  sendByEmailOutcomes,
} from '@/domain/certificates/certificate-delivery.outcomes';

describe('certificate generation outcomes (downloadable and affiliationCard, spec section 4)', () => {
  it('the table holds exactly the spec rows', () => {
    expect(certificateGenerationOutcomes).toEqual({ 0: 'ready' });
  });

  it.each([
    [0, 'ready'],
    [1, 'notAvailable'],
    [101, 'notAvailable'],
    [422, 'notAvailable'],
    [500, 'notAvailable'],
    [null, 'notAvailable'],
  ] as const)('responseCode %s -> %s', (code, outcome) => {
    expect(certificateGenerationOutcome(code)).toBe(outcome);
  });
});

describe('send-by-e-mail outcomes (spec section 4)', () => {
  it('the table holds exactly the spec rows', () => {
    expect(sendByEmailOutcomes).toEqual({ 0: 'sent', 422: 'notSent' });
  });

  it.each([
    [0, 'sent'],
    [422, 'notSent'],
    [1, 'systemError'],
    [200, 'systemError'],
    [500, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(sendByEmailOutcome(code)).toBe(outcome);
  });
});

describe('deliverable certificate names', () => {
  it('are the names the fund gives the cards', () => {
    expect(deliverableCertificateNames).toEqual({
      C04: 'Certificado para declaración de renta',
      C05: 'Certificado escolar',
      C06: 'Certificado de afiliación con beneficiarios',
      C08: 'Tarjeta de afiliación',
    });
  });
});
