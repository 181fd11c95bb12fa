import { describe, expect, it } from 'vitest';
import type { CertificateFileAnswer, ListedCertificate, SentByEmailAnswer } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { RequestAffiliationCard } from '@/application/certificates/request-affiliation-card.use-case';
import { RequestDownloadableCertificate } from '@/application/certificates/request-downloadable-certificate.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { createTestContainer } from '@test/support/test-container';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';

const pdf: CertificateFileAnswer = { binary: 'JVBERi0xLjQK', name: 'Certificado para declaración de renta', description: null };
const failures = ['network', 'timeout', 'server', 'malformed', 'cancelled'] as const;

function containerWith(overrides: Parameters<typeof fakeCertificatesGateway>[0]) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway(overrides);
  bindCertificatesGateway(container, gateway);
  return { container, gateway };
}

describe('RequestDownloadableCertificate (c04, c06)', () => {
  const request = (result: GatewayAnswer<CertificateFileAnswer>, code: 'C04' | 'C06' = 'C04') => {
    const { container, gateway } = containerWith({ requestDownloadableCertificate: async () => result });
    return { run: () => container.get(RequestDownloadableCertificate).execute(code), gateway };
  };

  it.each(['C04', 'C06'] as const)('asks for %s for the holder alone; responseCode 0 -> ready with the code', async (code) => {
    const { run, gateway } = request(answer(0, pdf), code);
    await expect(run()).resolves.toEqual({ kind: 'ready', certificate: { code, name: pdf.name, binary: pdf.binary } });
    expect(gateway.requestDownloadableCertificate).toHaveBeenCalledExactlyOnceWith({ certificateCode: code, optionalPersons: null });
  });

  it.each([
    ['C04', 'Certificado para declaración de renta'],
    ['C06', 'Certificado de afiliación con beneficiarios'],
  ] as const)('%s without a name (or a blank one) takes the certificate’s own name', async (code, name) => {
    for (const missing of [null, '  ']) {
      await expect(request(answer(0, { ...pdf, name: missing }), code).run()).resolves.toEqual({
        kind: 'ready',
        certificate: { code, name, binary: pdf.binary },
      });
    }
  });

  it.each([1, 101, 422, 500, null])('responseCode %s -> conditions not met, noCumpleLasCondiciones (step 4)', async (code) => {
    await expect(request(answer(code, { ...pdf, binary: null })).run()).resolves.toEqual({ kind: 'noCumpleLasCondiciones' });
  });

  it('responseCode 0 without a PDF -> system error', async () => {
    await expect(request(answer(0, { ...pdf, binary: null })).run()).resolves.toEqual({ kind: 'systemError' });
    await expect(request(answer(0, { ...pdf, binary: '' })).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(failures)('no answer (%s) -> system error', async (reason) => {
    await expect(request(noAnswer(reason)).run()).resolves.toEqual({ kind: 'systemError' });
  });
});

describe('RequestDownloadableCertificate: a PDF sent without a name takes its card’s name (ADR 0011)', () => {
  const fundsName = 'Certificado tributario, año gravable 2025';
  const cards = (...listed: ListedCertificate[]) => answer(200, { cards: listed });
  const request = (
    file: GatewayAnswer<CertificateFileAnswer>,
    list: GatewayAnswer<{ cards: readonly ListedCertificate[] | null }>,
    code: 'C04' | 'C06' = 'C04',
  ) => {
    const { container, gateway } = containerWith({ requestDownloadableCertificate: async () => file, listCertificates: async () => list });
    return { run: () => container.get(RequestDownloadableCertificate).execute(code), gateway };
  };
  const bare = answer(0, { ...pdf, name: null });

  it.each(['C04', 'C06'] as const)('%s as a bare PDF is named from the list’s card for its code, with one list call', async (code) => {
    const { run, gateway } = request(
      bare,
      cards(
        { code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role' },
        { code: code.toLowerCase(), name: ` ${fundsName} `, role: 'role_personas' },
      ),
      code,
    );
    await expect(run()).resolves.toEqual({ kind: 'ready', certificate: { code, name: fundsName, binary: pdf.binary } });
    expect(gateway.listCertificates).toHaveBeenCalledOnce();
  });

  it('a blank name is looked up as a missing one', async () => {
    const { run } = request(answer(0, { ...pdf, name: '  ' }), cards({ code: 'c04', name: fundsName, role: 'role_personas' }));
    await expect(run()).resolves.toMatchObject({ certificate: { name: fundsName } });
  });

  it('the fund’s name in the answer wins, and the list is not asked', async () => {
    const { run, gateway } = request(answer(0, pdf), cards({ code: 'c04', name: fundsName, role: 'role_personas' }));
    await expect(run()).resolves.toMatchObject({ certificate: { name: pdf.name } });
    expect(gateway.listCertificates).not.toHaveBeenCalled();
  });

  it.each([
    ['has no card for the code', cards({ code: 'c06', name: fundsName, role: 'role_personas' })],
    ['names the card blank', cards({ code: 'c04', name: '   ', role: 'role_personas' })],
    ['lists it with a role the portal does not show', cards({ code: 'c04', name: fundsName, role: 'admin' })],
    ['answers a code other than 200', answer(500, { cards: [{ code: 'c04', name: fundsName, role: 'role_personas' }] })],
    ['answers 200 without a list', answer(200, { cards: null })],
    ['fails', noAnswer<{ cards: readonly ListedCertificate[] | null }>('timeout')],
  ])('falls back to the certificate’s own name when the list %s', async (_case, list) => {
    await expect(request(bare, list).run()).resolves.toEqual({
      kind: 'ready',
      certificate: { code: 'C04', name: 'Certificado para declaración de renta', binary: pdf.binary },
    });
  });

  it.each([
    ['conditions not met', answer(1, { ...pdf, binary: null, name: null }), { kind: 'noCumpleLasCondiciones' }],
    ['a 0 without a PDF', answer(0, { ...pdf, binary: null, name: null }), { kind: 'systemError' }],
    ['no answer', noAnswer<CertificateFileAnswer>(), { kind: 'systemError' }],
  ] as const)('%s asks no list', async (_case, file, expected) => {
    const { run, gateway } = request(file, cards({ code: 'c04', name: fundsName, role: 'role_personas' }));
    await expect(run()).resolves.toEqual(expected);
    expect(gateway.listCertificates).not.toHaveBeenCalled();
  });
});

describe('RequestAffiliationCard (c08)', () => {
  const person = (n: number): Beneficiary => ({ namePerson: `PERSONA ${n}`, documentType: 'TI', documentNumber: `10000000${n}` });
  const card: CertificateFileAnswer = { binary: 'JVBERi0xLjQK', name: 'Tarjeta de afiliación', description: null };
  const request = (result: GatewayAnswer<CertificateFileAnswer>, chosen: readonly Beneficiary[] = [person(1), person(2)]) => {
    const { container, gateway } = containerWith({ requestAffiliationCard: async () => result });
    return { run: () => container.get(RequestAffiliationCard).execute(chosen), gateway };
  };

  it('sends the chosen beneficiaries; responseCode 0 -> the card, coded C08', async () => {
    const { run, gateway } = request(answer(0, card));
    await expect(run()).resolves.toEqual({ kind: 'ready', certificate: { code: 'C08', name: 'Tarjeta de afiliación', binary: card.binary } });
    expect(gateway.requestAffiliationCard).toHaveBeenCalledExactlyOnceWith({ beneficiaries: [person(1), person(2)] });
  });

  it('a card without a name is the Tarjeta de afiliación', async () => {
    await expect(request(answer(0, { ...card, name: null })).run()).resolves.toMatchObject({
      certificate: { name: 'Tarjeta de afiliación' },
    });
  });

  it('five is allowed', async () => {
    const { run, gateway } = request(answer(0, card), [1, 2, 3, 4, 5].map(person));
    await expect(run()).resolves.toMatchObject({ kind: 'ready' });
    expect(gateway.requestAffiliationCard).toHaveBeenCalledOnce();
  });

  it.each([
    ['none', []],
    ['six', [1, 2, 3, 4, 5, 6].map(person)],
  ])('%s chosen never reaches the fund -> system error', async (_, chosen) => {
    const { run, gateway } = request(answer(0, card), chosen);
    await expect(run()).resolves.toEqual({ kind: 'systemError' });
    expect(gateway.requestAffiliationCard).not.toHaveBeenCalled();
  });

  it.each([1, 101, 422, null])('responseCode %s -> conditions not met, noCumpleLasCondiciones (step 4)', async (code) => {
    await expect(request(answer(code, { ...card, binary: null })).run()).resolves.toEqual({ kind: 'noCumpleLasCondiciones' });
  });

  it('responseCode 0 without a PDF -> system error', async () => {
    await expect(request(answer(0, { ...card, binary: null })).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(failures)('no answer (%s) -> system error', async (reason) => {
    await expect(request(noAnswer(reason)).run()).resolves.toEqual({ kind: 'systemError' });
  });
});

describe('SendCertificateByEmail', () => {
  const certificate = { code: 'C06', name: 'Certificado de afiliación con beneficiarios', binary: 'JVBERi0xLjQK' } as const;
  const send = (result: GatewayAnswer<SentByEmailAnswer>) => {
    const { container, gateway } = containerWith({ sendCertificateByEmail: async () => result });
    return { run: () => container.get(SendCertificateByEmail).execute(certificate), gateway };
  };

  it('sends the code and the PDF on screen; code 0 -> sent to the e-mail the fund names', async () => {
    const { run, gateway } = send(answer(0, { email: ' maria@example.co ', description: null }));
    await expect(run()).resolves.toEqual({ kind: 'sent', email: 'maria@example.co' });
    expect(gateway.sendCertificateByEmail).toHaveBeenCalledExactlyOnceWith({ certificateCode: 'C06', binaryFile: 'JVBERi0xLjQK' });
  });

  it('code 0 without an e-mail is still sent (the screen names the registered e-mail)', async () => {
    await expect(send(answer(0, { email: null, description: null })).run()).resolves.toEqual({ kind: 'sent', email: null });
    await expect(send(answer(0, { email: '', description: null })).run()).resolves.toEqual({ kind: 'sent', email: null });
  });

  it('code 422 -> not sent (step 5)', async () => {
    await expect(send(answer(422, { email: null, description: 'Sin correo' })).run()).resolves.toEqual({ kind: 'notSent' });
  });

  it.each([1, 200, 500, null])('code %s -> system error', async (code) => {
    await expect(send(answer(code, { email: 'x@example.co', description: null })).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(failures)('no answer (%s) -> system error', async (reason) => {
    await expect(send(noAnswer(reason)).run()).resolves.toEqual({ kind: 'systemError' });
  });
});
