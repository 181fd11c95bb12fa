import { describe, expect, it } from 'vitest';
import {
  certificateGenerationOutcome,
  certificateGenerationOutcomes,
  deliverableCertificateNames,
  sendByEmailOutcome,
  sendByEmailOutcomes,
} from '@/domain/certificates/certificate-delivery.outcomes';

describe('certificateGenerationOutcomes (the contract’s `requestDownloadableCertificate` and `requestAffiliationCard`)', () => {
  it('the table holds exactly the contract’s rows; any other code is noCumpleLasCondiciones', () => {
    expect(certificateGenerationOutcomes.rows).toEqual({ 0: 'ready' });
    expect(certificateGenerationOutcomes.otherwise).toBe('noCumpleLasCondiciones');
  });

  it.each([
    [0, 'ready'],
    [1, 'noCumpleLasCondiciones'],
    [101, 'noCumpleLasCondiciones'],
    [422, 'noCumpleLasCondiciones'],
    [500, 'noCumpleLasCondiciones'],
    [null, 'noCumpleLasCondiciones'],
  ] as const)('responseCode %s -> %s', (code, outcome) => {
    expect(certificateGenerationOutcomes.outcomeOf(code)).toBe(outcome);
    expect(certificateGenerationOutcome(code)).toBe(outcome);
  });
});

describe('sendByEmailOutcomes (the contract’s `sendCertificateByEmail`)', () => {
  it('the table holds exactly the contract’s rows; any other code is a system error', () => {
    expect(sendByEmailOutcomes.rows).toEqual({ 0: 'sent', 422: 'notSent' });
    expect(sendByEmailOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [0, 'sent'],
    [422, 'notSent'],
    [1, 'systemError'],
    [200, 'systemError'],
    [500, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(sendByEmailOutcomes.outcomeOf(code)).toBe(outcome);
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
