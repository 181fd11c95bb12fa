import { describe, expect, it } from 'vitest';
import { SendFovisCertificateByEmail } from '@/application/fovis/send-fovis-certificate-by-email.use-case';
import { FovisGateway, type SendDocumentRequest } from '@/application/fovis/fovis-gateway.port';
import { Identity } from '@/application/shared/session/identity.port';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { callNamed, calls, containerWith, email, gatewayWith, type Json, pdf, registration } from '@test/support/fovis/fovis-gateway-calls';
import { answer, describeGatewayTransport, json, jsonFor, type JsonBody, offContract, unnamedCode } from '@test/support/gateway-transport-contract';

// The FOVIS gateway's transport contract, with HTTP 401 and the code's spellings for each call, and
// the POST send-document call: its payload and its answer. The GET calls are in the
// .postulation-info and .certificate tests beside this one.

describe('AxiosFovisGateway', () => {
  describeGatewayTransport({
    calls,
    gatewayWith,
    notAnObject: { truncatedJson: '{"responseCode": 200, "data": {', list: [{ responseCode: 200 }] },
    bearer: {
      title: 'the bearer token: the three calls are B',
      more: () => {
        it('marks every call as signed in', () => {
          expect(calls.filter((call) => call.signedIn).map((call) => call.name)).toEqual(['getPostulationInfo', 'getCertificate', 'sendDocument']);
        });
      },
    },
    moreWithoutAUsableAnswer: (call) => {
      it('never reads HTTP 401 as a business answer, even with a code where the call puts it (ADR 0012)', async () => {
        const unauthorized = json({ ...call.codeBody(401), message: 'Unauthorized' }, 401);
        answer(call, unauthorized);
        await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'unauthorized' });
        // Signed in, the provider cannot be asked for a new token: one request, the same failure.
        const seen = answer(call, unauthorized);
        await expect(call.invoke(gatewayWith('token-de-maria'))).resolves.toEqual({ ok: false, reason: 'unauthorized' });
        expect(seen).toHaveLength(1);
      });

      it('reports a 401 whose renewal the provider refuses as the session ended', async () => {
        const seen = answer(call, json({ ...call.codeBody(401), message: 'Unauthorized' }, 401));
        const gateway = containerWith('token-de-maria', 2_000, () => ({ kind: 'sessionEnded' })).get<FovisGateway>(FovisGateway);
        await expect(call.invoke(gateway)).resolves.toEqual({ ok: false, reason: 'sessionEnded' });
        expect(seen).toHaveLength(1);
      });

      // A code that is not a whole number is outside the contract (BusinessCode): marked off-contract.
      it.each([
        ['a numeric string', '200', 200, json],
        ['a padded numeric string', ' 500 ', 500, json],
        ['a word', 'OK', null, offContract],
        ['a fraction', 1.5, null, offContract],
        ['nothing', undefined, null, json],
      ])('reads %s as the code %s', async (_what, written, code, respond) => {
        // A code the call does not name is outside the contract too: marked.
        answer(call, (respond === json ? jsonFor(call.name, code) : respond)(call.codeBody(written)));
        await expect(call.invoke(gatewayWith())).resolves.toMatchObject({ ok: true, code });
      });
    },
  });

  // -------------------------------------------------------------------------------------------
  describe('POST send-document', () => {
    const call = callNamed('sendDocument');
    const read = async (body: Json, status = 200, respond = json) => {
      answer(call, respond(body as JsonBody, status));
      return gatewayWith().sendDocument(registration);
    };

    it('sends the payload field by field, in the order of the contract’s `sendDocument`, as JSON', async () => {
      const seen = answer(call, json(call.success));
      await gatewayWith().sendDocument({ ...registration, sendEmail: false, certificateId: 14, fileName: 'certificado-de-postulación.pdf' });
      const body = seen[0]?.body as Json;
      expect(Object.keys(body)).toEqual(['documentType', 'documentNumber', 'certificateId', 'fileName', 'sendEmail', 'binaryFile']);
      expect(body.documentType).toBe('CC');
      expect(body.documentNumber).toBe('1020304050');
      expect(body.certificateId).toBe(14);
      expect(body.fileName).toBe('certificado-de-postulación.pdf');
      expect(body.sendEmail).toBe(false);
      expect(body.binaryFile).toBe(pdf);
      expect(seen[0]?.contentType).toMatch(/^application\/json/);
      expect(seen[0]?.authorization).toBe('Bearer token-de-maria');
    });

    it('sends only the contract’s fields of `sendDocument`, whatever else the request object carries', async () => {
      const seen = answer(call, json(call.success));
      await gatewayWith().sendDocument({ ...registration, name: 'Certificado', kind: 'severances-desistment' } as SendDocumentRequest);
      expect(Object.keys(seen[0]?.body as Json)).toEqual(['documentType', 'documentNumber', 'certificateId', 'fileName', 'sendEmail', 'binaryFile']);
    });

    it('through SendFovisCertificateByEmail: the session’s own document, the card’s id, the file-name rule, sendEmail true', async () => {
      const container = containerWith('token-de-maria');
      container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity({ ...signedInSession, documentNumber: ' 1020304050 ' }));
      const seen = answer(call, json({ responseCode: 200, data: { mail: email } }));

      const result = await container
        .get(SendFovisCertificateByEmail)
        .execute({ id: 3, kind: 'severances-desistment', name: 'Certificado de desistimiento, cesantías', binary: pdf });

      expect(result).toEqual({ kind: 'sent', email });
      expect(seen).toHaveLength(1);
      expect(Object.entries(seen[0]?.body as Json)).toEqual([
        ['documentType', 'CC'],
        ['documentNumber', '1020304050'],
        ['certificateId', 3],
        ['fileName', 'certificado-de-desistimiento-cesantías.pdf'],
        ['sendEmail', true],
        ['binaryFile', pdf],
      ]);
    });

    it('reads responseCode 200 with data.mail', async () => {
      await expect(read({ responseCode: 200, data: { mail: email } })).resolves.toEqual({ ok: true, code: 200, value: { mail: email } });
    });

    it.each([
      ['trimmed', { responseCode: 200, data: { mail: ` ${email} ` } }, email],
      ['blank', { responseCode: 200, data: { mail: '  ' } }, null],
      ['not text', { responseCode: 200, data: { mail: ['a@b.co'] } }, null, offContract],
      ['absent (a download registered)', { responseCode: 200, data: {} }, null],
      ['data null', { responseCode: 200, data: null }, null],
      ['data as the bare address (not read)', { responseCode: 200, data: email }, null, offContract],
      ['a top-level mail (not read)', { responseCode: 200, mail: email }, null],
    ])('reads data.mail %s', async (_name, body, mail, respond?: typeof json) => {
      await expect(read(body, 200, respond)).resolves.toEqual({ ok: true, code: 200, value: { mail } });
    });

    it.each([
      ['another responseCode', { responseCode: 404, data: null }, 404],
      ['responseCode before a leftover code', { code: 200, responseCode: 500 }, 500],
      ['responseCode 200 before a leftover code', { code: 500, responseCode: 200, data: { mail: email } }, 200],
      ['code when there is no responseCode', { code: 0 }, 0],
    ])('reads %s', async (_name, body, code) => {
      await expect(read(body, 200, jsonFor('sendDocument', code))).resolves.toMatchObject({ ok: true, code });
    });

    it('gives a code mirrored in the HTTP status the same answer as with HTTP 200', async () => {
      const body = { responseCode: 422, data: null, message: 'No registrado' };
      expect(await read(body, 422, unnamedCode)).toEqual(await read(body, 200, unnamedCode));
      expect(await read({ responseCode: 500 }, 500)).toEqual({ ok: true, code: 500, value: { mail: null } });
    });
  });
});
