import { describe, expect, it } from 'vitest';
import { fovisCertificateKinds, type FovisCertificateId } from '@/domain/fovis/fovis-certificate-kind.entity';
import { callNamed, gatewayWith, type Json, pdf, subsidies } from '@test/support/fovis/fovis-gateway-calls';
import { answer, json, jsonFor, type JsonBody, offContract, unnamedCode } from '@test/support/gateway-transport-contract';

// The FOVIS gateway's GET of a certificate: the fourteen paths, both readings of the PDF, the
// not-eligible answer and where the code is read.

describe('AxiosFovisGateway', () => {
  // -------------------------------------------------------------------------------------------
  describe('GET {kind}', () => {
    const call = callNamed('getCertificate');
    const read = async (body: Json, status = 200, respond = json) => {
      answer(call, respond(body as JsonBody, status));
      return gatewayWith().getCertificate('severances-desistment');
    };

    it.each(Object.entries(fovisCertificateKinds))('asks certificate %s at its own path', async (_id, kind) => {
      const seen = answer({ method: 'get', path: `${subsidies}/${kind}` }, json({ code: 200, data: pdf }));
      await gatewayWith().getCertificate(kind);
      expect(seen.map(({ method, pathname, query, body }) => ({ method, pathname, query, body }))).toEqual([
        { method: 'GET', pathname: `${subsidies}/${kind}`, query: {}, body: undefined },
      ]);
    });

    it('spells the 14 paths as section 7 does', () => {
      expect(Object.keys(fovisCertificateKinds).map(Number) as FovisCertificateId[]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
      expect(fovisCertificateKinds[10]).toBe('quiting-subsidy');
    });

    describe('both readings of the PDF (ADR 0015): data bare, or data.binary with data.name', () => {
      it.each([
        ['data as the bare base64', { code: 200, data: pdf, message: 'OK' }, { binary: pdf, name: null, message: 'OK' }],
        [
          'data as {name, binary}',
          { code: 200, data: { name: ' Certificado de desistimiento ', binary: pdf } },
          { binary: pdf, name: 'Certificado de desistimiento', message: null },
        ],
        ['data as {binary} without a name', { code: 200, data: { binary: pdf } }, { binary: pdf, name: null, message: null }],
        ['the base64 with surrounding spaces', { code: 200, data: ` ${pdf}\n` }, { binary: pdf, name: null, message: null }],
      ])('%s', async (_name, body, value) => {
        await expect(read(body)).resolves.toEqual({ ok: true, code: 200, value });
      });

      it.each([
        ['data absent', { code: 200 }],
        ['data null', { code: 200, data: null }],
        ['data blank', { code: 200, data: '  ' }],
        ['data a number', { code: 200, data: 7 }, offContract],
        ['data a list', { code: 200, data: [pdf] }, offContract],
        ['binary not text', { code: 200, data: { name: 'Certificado', binary: [1, 2] } }, offContract],
        ['binary under another key', { code: 200, data: { name: 'Certificado', file: pdf } }, offContract],
      ])('%s: no PDF (null)', async (_name, body, respond?: typeof json) => {
        await expect(read(body, 200, respond)).resolves.toMatchObject({ ok: true, code: 200, value: { binary: null } });
      });

      it('reads no name from a name that is blank or not text', async () => {
        await expect(read({ code: 200, data: { name: '  ', binary: pdf } })).resolves.toMatchObject({ value: { name: null } });
        await expect(read({ code: 200, data: { name: 7, binary: pdf } }, 200, offContract)).resolves.toMatchObject({ value: { name: null } });
      });
    });

    describe('the not-eligible answer: code 500 or the message “500”', () => {
      it.each([
        ['code 500', { code: 500, data: null, message: 'No cumple' }, 500, 'No cumple'],
        ['code "500"', { code: '500', data: null }, 500, null],
        ['the message "500" beside code 200', { code: 200, data: null, message: '500' }, 200, '500'],
        ['the message 500 as a number', { code: 200, data: null, message: 500 }, 200, '500'],
        ['the message "500" with spaces', { code: 404, message: ' 500 ' }, 404, '500'],
        ['the message "500" with no code', { message: '500' }, null, '500'],
      ])('%s', async (_name, body, code, message) => {
        await expect(read(body)).resolves.toEqual({ ok: true, code, value: { binary: null, name: null, message } });
      });

      it('gives code 500 with HTTP 500 (a JSON body carrying the code) the same answer as with HTTP 200', async () => {
        const body = { code: 500, data: null, message: '500' };
        const mirrored = await read(body, 500);
        expect(mirrored).toEqual(await read(body, 200));
        expect(mirrored).toEqual({ ok: true, code: 500, value: { binary: null, name: null, message: '500' } });
      });

      it('reads HTTP 500 with responseCode 500 (no code) as the answer 500 too', async () => {
        await expect(read({ responseCode: 500, message: 'Error' }, 500)).resolves.toMatchObject({ ok: true, code: 500 });
      });

      it('reads HTTP 500 with the message "500" and no code anywhere as a server failure (the HTTP layer’s rule, ADR 0005)', async () => {
        await expect(read({ message: '500' }, 500)).resolves.toEqual({ ok: false, reason: 'server' });
      });

      it('reads a message that is not "500" as it is, and none as null', async () => {
        await expect(read({ code: 404, message: 'Sin certificado' }, 200, unnamedCode)).resolves.toMatchObject({ value: { message: 'Sin certificado' } });
        await expect(read({ code: 404, message: { texto: '500' } }, 200, offContract)).resolves.toMatchObject({ value: { message: null } });
        await expect(read({ code: 404, message: 500.5 }, 200, unnamedCode)).resolves.toMatchObject({ value: { message: '500.5' } });
      });
    });

    it.each([
      ['code before a leftover responseCode', { code: 500, responseCode: 200 }, 500],
      ['code before responseCode, the other way round', { code: 200, responseCode: 500, data: pdf }, 200],
      ['responseCode when there is no code', { responseCode: 404 }, 404],
      ['data.code last', { data: { code: 404 } }, 404],
      ['another code', { code: 404, data: null, message: 'No encontrado' }, 404],
    ])('reads %s', async (_name, body, code) => {
      await expect(read(body, 200, jsonFor('getCertificate', code))).resolves.toMatchObject({ ok: true, code });
    });

    it('gives another code mirrored in the HTTP status the same answer as with HTTP 200', async () => {
      const body = { code: 404, data: null, message: 'No encontrado' };
      expect(await read(body, 404, unnamedCode)).toEqual(await read(body, 200, unnamedCode));
    });
  });
});
