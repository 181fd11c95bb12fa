import { describe, expect, it } from 'vitest';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { email, gatewayWith, juan, pdf, query, respond, sofia } from '@test/support/certificates/certificates-gateway-calls';

// How the certificates gateway decodes the files, cards and beneficiary lists of a success: what it
// keeps, what it drops, and each reading of the beneficiary list.

describe('AxiosCertificatesGateway', () => {
  describe('decoding', () => {
    const gateway = () => gatewayWith('token');

    it('reads a certificate file sent as a bare base64 string', async () => {
      respond('/api/v1/certifications/certificates/downloadable', 'post', { responseCode: 0, data: pdf, description: 'Generado' });
      await expect(gateway().requestDownloadableCertificate({ certificateCode: 'C04', optionalPersons: null })).resolves.toEqual({
        ok: true,
        code: 0,
        value: { binary: pdf, name: null, description: 'Generado' },
      });
    });

    it('reads the affiliation card sent as a bare base64 string', async () => {
      respond('/api/v1/certifications/affiliationCard', 'post', { responseCode: 0, data: pdf });
      await expect(gateway().requestAffiliationCard({ beneficiaries: [sofia] })).resolves.toEqual({
        ok: true,
        code: 0,
        value: { binary: pdf, name: null, description: null },
      });
    });

    it('drops beneficiaries without a string name, type or number and keeps the rest', async () => {
      respond('/api/v1/certifications/certificates/getDataBeneficiary', 'get', {
        responseCode: 0,
        data: [
          sofia,
          { namePerson: 'SIN DOCUMENTO', documentType: 'CC' },
          { namePerson: 'NUMERO NUMERICO', documentType: 'CC', documentNumber: 123456 },
          { namePerson: '   ', documentType: 'CC', documentNumber: '1' },
          null,
          'JUAN',
          juan,
        ],
      }, 'off-contract');
      await expect(gateway().getBeneficiaries()).resolves.toEqual({ ok: true, code: 0, value: { beneficiaries: [sofia, juan] } });
    });

    it('keeps an empty beneficiary list empty, not null', async () => {
      respond('/api/v1/certifications/certificates/getDataBeneficiary', 'get', { responseCode: 0, data: [] });
      await expect(gateway().getBeneficiaries()).resolves.toEqual({ ok: true, code: 0, value: { beneficiaries: [] } });
    });

    describe('the beneficiary list, in each reading of ADR 0011', () => {
      const beneficiariesAnswering = async (data: unknown, fault?: 'off-contract') => {
        respond('/api/v1/certifications/certificates/getDataBeneficiary', 'get', { responseCode: 0, description: null, data }, fault);
        return gateway().getBeneficiaries();
      };
      const listed = (beneficiaries: readonly Beneficiary[] | null) => ({ ok: true, code: 0, value: { beneficiaries } });

      it.each([
        ['data as the bare list', [sofia, juan]],
        ['data.familiarGroups (ADR 0011: the key named inside this call’s data)', { familiarGroups: [sofia, juan], description: 'Grupo familiar' }],
        ['data.beneficiaries (ADR 0011: the key for a list of beneficiaries)', { beneficiaries: [sofia, juan], total: 2 }],
        ['familiarGroups first when both are lists', { familiarGroups: [sofia, juan], beneficiaries: [juan] }],
        ['the key that is a list when the other is not', { familiarGroups: { grupo1: {} }, beneficiaries: [sofia, juan] }],
      ])('reads %s', async (_reading, data) => {
        await expect(beneficiariesAnswering(data)).resolves.toEqual(listed([sofia, juan]));
      });

      it('drops damaged rows inside an object reading as in the bare list', async () => {
        await expect(beneficiariesAnswering({ familiarGroups: [sofia, { namePerson: 'SIN DOCUMENTO' }, null] }, 'off-contract')).resolves.toEqual(listed([sofia]));
      });

      it('keeps an empty list inside the object empty (no beneficiaries), not null', async () => {
        await expect(beneficiariesAnswering({ familiarGroups: [] })).resolves.toEqual(listed([]));
      });

      it.each([
        ['an object without a list', { total: 2, description: 'Sin lista' }, 'off-contract'],
        ['a list under an unnamed key', { items: [sofia] }, 'off-contract'],
        ['familiarGroups as the monetary quota’s object', { familiarGroups: { grupo1: { '2026-01': {} } } }, 'off-contract'],
        ['a list nested one level deeper', { data: [sofia] }, 'off-contract'],
        ['a string', 'SOFIA', 'off-contract'],
        ['null', null, undefined],
      ] as const)('reads %s as unreadable (null)', async (_reading, data, fault) => {
        await expect(beneficiariesAnswering(data, fault)).resolves.toEqual(listed(null));
      });
    });

    it('drops listed cards without a string code, name or role', async () => {
      respond('/api/v1/certifications/listarCertificados', 'get', {
        code: 200,
        data: [{ code: 'c99', name: 'Desconocido', role: 'any_role' }, { code: 'c02', name: 'Beneficiario' }, { code: 3, name: 'X', role: 'any_role' }, []],
      }, 'off-contract');
      // Unknown codes are the domain's to filter, so c99 stays.
      await expect(gateway().listCertificates()).resolves.toEqual({
        ok: true,
        code: 200,
        value: { cards: [{ code: 'c99', name: 'Desconocido', role: 'any_role' }] },
      });
    });

    it('reads the beneficiary certificate’s fields from the top level when data lacks them', async () => {
      respond('/api/v1/certifications/beneficiario', 'get', { code: 0, detail: email, description: 'Enviado', data: null });
      await expect(gateway().requestBeneficiaryCertificate(query)).resolves.toEqual({
        ok: true,
        code: 0,
        value: { email, description: 'Enviado' },
      });
    });
  });
});
