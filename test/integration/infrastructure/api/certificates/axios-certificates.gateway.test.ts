import { describe, expect, it } from 'vitest';
import type { CertificatesGateway } from '@/application/certificates/certificates-gateway.port';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { calls, gatewayWith, juan, sofia } from '@test/support/certificates/certificates-gateway-calls';
import { answer, describeGatewayTransport, json, jsonFor, offContract } from '@test/support/gateway-transport-contract';
import { namedCode } from '@test/support/operation-outcome-tables';

// The certificates gateway's transport contract, every outcome docs/api/openapi.yaml names for each
// call, where each call reads its code, and what each request sends. The other readings of the
// answers' fields are in the .decoding and .monetary-quota tests beside this one.

// Any body with a code the call names, where the call puts it, will do for the transport's cases.
const transportCalls = calls.map((call) => ({ ...call, success: call.codeBody(namedCode(call.name)) }));
const outcomeCases = calls.flatMap((call) => call.outcomes.map((outcome) => [call.name, outcome.code, call, outcome] as const));

describe('AxiosCertificatesGateway', () => {
  describeGatewayTransport({
    calls: transportCalls,
    gatewayWith,
    notAnObject: { truncatedJson: '{"code": 0, "data": [', list: [{ code: 0 }] },
    bearer: {
      title: 'the bearer token',
      more: () => {
        it('covers the seven calls that require the bearer token (the contract’s `bearerAuth`)', () => {
          expect(calls.filter((call) => call.signedIn).map((call) => call.name)).toEqual([
            'getMonetaryQuota',
            'requestDownloadableCertificate',
            'sendCertificateByEmail',
            'getBeneficiaries',
            'uploadSchoolCertificate',
            'requestAffiliationCard',
            'sendDeathCertificates',
          ]);
        });
      },
    },
    moreWithoutAUsableAnswer: (call) => {
      it('turns missing or wrongly typed fields of a success into nulls', async () => {
        answer(call, offContract(call.badlyTyped.body));
        await expect(call.invoke(gatewayWith())).resolves.toEqual({ ok: true, code: call.badlyTyped.code, value: call.badlyTyped.value });
      });

      // A code that is not a whole number is outside the contract (BusinessCode), and so is none
      // where the call requires one: those answers are marked off-contract.
      it.each([
        ['a numeric string', '0', 0, json],
        ['a padded numeric string', ' 422 ', 422, json],
        ['a word', 'OK', null, offContract],
        ['a fraction', 1.5, null, offContract],
        ['a list', [0], null, offContract],
        ['nothing', undefined, null, offContract],
      ])('reads %s as the code %s', async (_what, written, code, respond) => {
        // A code the call does not name is outside the contract too: marked.
        answer(call, (respond === json ? jsonFor(call.name, code) : respond)(call.codeBody(written)));
        await expect(call.invoke(gatewayWith())).resolves.toMatchObject({ ok: true, code });
      });
    },
  });

  it.each(outcomeCases)('%s reads code %i and its fields', async (_name, _code, call, outcome) => {
    answer(call, jsonFor(call.name, outcome.code)(outcome.body));
    await expect(call.invoke(gatewayWith('token'))).resolves.toEqual({ ok: true, code: outcome.code, value: outcome.value });
  });

  it.each(outcomeCases.filter(([, code]) => code >= 200 && code < 500))(
    '%s gives code %i mirrored in the HTTP status the same answer as with HTTP 200',
    async (_name, code, call, outcome) => {
      answer(call, jsonFor(call.name, code)(outcome.body, code));
      const mirrored = await call.invoke(gatewayWith('token'));
      answer(call, jsonFor(call.name, code)(outcome.body, 200));
      const plain = await call.invoke(gatewayWith('token'));
      expect(mirrored).toEqual(plain);
      expect(mirrored).toEqual({ ok: true, code, value: outcome.value });
    },
  );

  describe('which field holds the code', () => {
    it.each([
      ['requestDownloadableCertificate', { code: 200, responseCode: 0 }, 0],
      ['getBeneficiaries', { code: 200, responseCode: 101 }, 101],
      ['requestAffiliationCard', { code: 200, responseCode: 422 }, 422],
      ['sendCertificateByEmail', { code: 422, responseCode: 0 }, 422],
      ['uploadSchoolCertificate', { responseCode: 200, data: { filingNumber: 'RAD-3' } }, 200],
      ['sendDeathCertificates', { code: null, responseCode: '200' }, 200],
      ['requestFosfecCertificate', { data: { code: 2 } }, 2],
      ['requestBeneficiaryCertificate', { code: 200, data: { code: 18 } }, 18],
      ['requestBeneficiaryCertificate', { code: 0, data: { code: 103 } }, 103],
      ['requestBeneficiaryCertificate', { code: 422, data: null }, 422],
    ] as const)('%s reads %j as %i', async (name, body, code) => {
      const call = calls.find((candidate) => candidate.name === name)!;
      answer(call, json(body));
      await expect(call.invoke(gatewayWith('token'))).resolves.toMatchObject({ ok: true, code });
    });
  });

  describe('requests beyond the table', () => {
    const call = (name: keyof CertificatesGateway) => calls.find((candidate) => candidate.name === name)!;

    it('sends optionalPersons null for the holder’s own certificate', async () => {
      const seen = answer(call('requestDownloadableCertificate'), json({ responseCode: 0 }));
      await gatewayWith('token').requestDownloadableCertificate({ certificateCode: 'C06', optionalPersons: null });
      expect(seen[0]?.body).toEqual({ certificateCode: 'C06', optionalPersons: null });
    });

    it('sends consecutivo null for an external school certificate', async () => {
      const seen = answer(call('uploadSchoolCertificate'), json({ code: 200 }));
      await gatewayWith('token').uploadSchoolCertificate({
        consecutivo: null,
        typeFile: 'image/png',
        binaryFile: 'iVBORw0KGgo=',
        optionalsPersons: [juan],
      });
      expect(seen[0]?.body).toEqual({ code: 'C05', consecutivo: null, typeFile: 'image/png', binaryFile: 'iVBORw0KGgo=', optionalsPersons: [juan] });
    });

    it('sends only the contract’s fields of a beneficiary (`requestAffiliationCard`), whatever else the object carries', async () => {
      const seen = answer(call('requestAffiliationCard'), json({ responseCode: 0 }));
      const withExtras = { ...sofia, selected: true, id: 3 } as Beneficiary;
      await gatewayWith('token').requestAffiliationCard({ beneficiaries: [withExtras] });
      expect(seen[0]?.body).toEqual({ beneficiaries: [sofia], certificateCode: 'C08' });
    });

    it.each([
      [{ includeAll: false }, 'false'],
      [{ includeAll: true }, 'true'],
      [{}, 'true'],
    ])('asks getDataBeneficiary with %j as includeAll=%s', async (request, expected) => {
      const seen = answer(call('getBeneficiaries'), json({ responseCode: 0, data: [] }));
      await gatewayWith('token').getBeneficiaries(request);
      expect(seen[0]?.query).toEqual({ includeAll: expected });
    });
  });
});
