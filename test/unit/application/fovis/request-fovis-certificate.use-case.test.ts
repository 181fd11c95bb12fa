import { describe, expect, it } from 'vitest';
import { RequestFovisCertificate } from '@/application/fovis/request-fovis-certificate.use-case';
import type { FovisCertificateAnswer } from '@/application/fovis/fovis-gateway.port';
import type { GatewayAnswer, GatewayFailureReason } from '@/application/shared/gateway-answer.model';
import { fovisCertificateKinds, type FovisCertificateId } from '@/domain/fovis/fovis-certificate-kind.entity';
import type { FovisCertificateType } from '@/domain/fovis/postulation-info.entity';
import { fakeFovisGateway } from '@test/support/fovis/fake-fovis-gateway';

const pdf = 'JVBERi0xLjQKJcfs';

const answer = (code: number | null, value: Partial<FovisCertificateAnswer> = {}): GatewayAnswer<FovisCertificateAnswer> => ({
  ok: true,
  code,
  value: { binary: null, name: null, message: null, ...value },
});

/** A gateway whose certificate call answers `result`; no other call is expected. */
function requestWith(result: GatewayAnswer<FovisCertificateAnswer>) {
  const gateway = fakeFovisGateway({ getCertificate: async () => result });
  const useCase = new RequestFovisCertificate(gateway);
  return { run: (type: FovisCertificateType) => useCase.execute(type), gateway };
}

const postulation: FovisCertificateType = { id: 14, name: 'Certificado de postulación' };

describe('RequestFovisCertificate (a step-1 card: the contract’s `getCertificate`; docs/fovis.md)', () => {
  it.each(Object.entries(fovisCertificateKinds).map(([id, kind]) => [Number(id) as FovisCertificateId, kind]))(
    'id %s asks GET %s, once, and nothing else',
    async (id, kind) => {
      const { run, gateway } = requestWith(answer(200, { binary: pdf }));
      await run({ id, name: 'Certificado' });
      expect(gateway.getCertificate).toHaveBeenCalledExactlyOnceWith(kind);
      expect(gateway.getPostulationInfo).not.toHaveBeenCalled();
      expect(gateway.sendDocument).not.toHaveBeenCalled();
    },
  );

  it('200 with the PDF: generated, with the card\u2019s id, kind and name', async () => {
    await expect(requestWith(answer(200, { binary: pdf, name: 'Otro nombre', message: 'OK' })).run(postulation)).resolves.toEqual({
      kind: 'generated',
      certificate: { id: 14, kind: 'postulation', name: 'Certificado de postulación', binary: pdf },
    });
  });

  it('a card without a name takes the answer\u2019s name, else the fallback', async () => {
    const named = await requestWith(answer(200, { binary: pdf, name: ' Certificado Mi Casa Ya ' })).run({ id: 7, name: ' ' });
    expect(named).toEqual({ kind: 'generated', certificate: { id: 7, kind: 'mi-casa-ya', name: 'Certificado Mi Casa Ya', binary: pdf } });
    const unnamed = await requestWith(answer(200, { binary: pdf })).run({ id: 7, name: '' });
    expect(unnamed.kind === 'generated' && unnamed.certificate.name).toBe('Certificado FOVIS');
  });

  it('a PDF with surrounding white space is handed over without it', async () => {
    const result = await requestWith(answer(200, { binary: `\n${pdf} ` })).run(postulation);
    expect(result.kind === 'generated' && result.certificate.binary).toBe(pdf);
  });

  it.each([
    ['code 500', answer(500)],
    ['code 500 with a PDF', answer(500, { binary: pdf })],
    ["message '500' without a code", answer(null, { message: '500' })],
    ["message '500' beside a 200 without a PDF", answer(200, { message: '500' })],
    ["message '500' beside another code", answer(422, { message: ' 500 ' })],
  ])('%s: not eligible', async (_label, result) => {
    await expect(requestWith(result).run(postulation)).resolves.toEqual({ kind: 'notEligible' });
  });

  it.each([
    ['0', 0],
    ['15', 15],
    ['1.5', 1.5],
    ['-1', -1],
    ['null (unreadable)', null],
  ])('id %s: unavailable, and nothing is asked', async (_label, id) => {
    const { run, gateway } = requestWith(answer(200, { binary: pdf }));
    await expect(run({ id, name: 'Certificado' })).resolves.toEqual({ kind: 'unavailable' });
    expect(gateway.getCertificate).not.toHaveBeenCalled();
  });

  it("the text '3' as an id: unavailable, nothing asked (the domain takes only numbers)", async () => {
    const { run, gateway } = requestWith(answer(200, { binary: pdf }));
    await expect(run({ id: '3' as unknown as number, name: 'Certificado' })).resolves.toEqual({ kind: 'unavailable' });
    expect(gateway.getCertificate).not.toHaveBeenCalled();
  });

  it.each([
    ['200 without a PDF', answer(200)],
    ['200 with an empty PDF', answer(200, { binary: '' })],
    ['200 with a blank PDF', answer(200, { binary: '  ' })],
    ['code 0 with a PDF', answer(0, { binary: pdf })],
    ['code 404', answer(404, { binary: pdf })],
    ['code 422 with a message', answer(422, { message: 'No cumple' })],
    ['no code', answer(null, { binary: pdf })],
    ["message 'Error 500'", answer(null, { message: 'Error 500' })],
  ])('%s: a system error', async (_label, result) => {
    await expect(requestWith(result).run(postulation)).resolves.toEqual({ kind: 'systemError' });
  });

  it.each<GatewayFailureReason>(['network', 'timeout', 'server', 'malformed', 'cancelled', 'unauthorized', 'sessionEnded'])(
    'no answer (%s): a system error',
    async (reason) => {
      await expect(requestWith({ ok: false, reason }).run(postulation)).resolves.toEqual({ kind: 'systemError' });
    },
  );
});
