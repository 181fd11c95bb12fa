import { describe, expect, it } from 'vitest';
import { gatewayWith, type Json, respond } from '@test/support/certificates/certificates-gateway-calls';
import { contractExample } from '@test/support/contract-examples';
import { unreadFields } from '@test/support/read-fields';

// How the certificates gateway decodes the monetary quota: where familiarGroups is read from, and
// which groups, periods and rows it keeps.

describe('AxiosCertificatesGateway', () => {
  describe('decoding', () => {
    const gateway = () => gatewayWith('token');

    describe('the monetary quota', () => {
      const detailRow = { state: 'Pagado', beneficiaryIdentification: '1034567890', beneficiaryName: 'SOFIA GOMEZ', subsidyValue: 68_000 };
      const period = { paymentMethod: 'Tarjeta', subsidyValue: 68_000, detail: [detailRow] };
      const quota = (body: Json, fault?: 'off-contract') => {
        respond('/api/v1/certifications/cuota-monetaria', 'get', body, fault);
        return gateway().getMonetaryQuota();
      };

      it('reads familiarGroups from data when detail has none', async () => {
        await expect(quota({ code: 0, data: { familiarGroups: { g1: { '2024-04': period } } } })).resolves.toEqual({
          ok: true,
          code: 0,
          value: { familiarGroups: { g1: { '2024-04': period } }, description: null },
        });
      });

      it("reads every field of the contract's code-0 example, to the paid beneficiaries' values", async () => {
        const result = await quota({ ...contractExample('getMonetaryQuota', 0).body });
        // The example carries no description: the one field left null.
        expect(unreadFields(result)).toEqual(['value.description']);
      });

      it.each([1, 101])("reads the contract's example of code %s: the code, and no groups", async (code) => {
        await expect(quota({ ...contractExample('getMonetaryQuota', code).body })).resolves.toMatchObject({ ok: true, code, value: { familiarGroups: null } });
      });

      it('keeps an empty familiarGroups object empty: the fund says there is nothing', async () => {
        await expect(quota({ code: 0, detail: { familiarGroups: {} } })).resolves.toMatchObject({ value: { familiarGroups: {} } });
      });

      it('drops damaged rows, periods and groups and keeps what can be shown truthfully', async () => {
        const result = await quota({
          code: 0,
          detail: {
            familiarGroups: {
              sano: {
                '2024-04': {
                  ...period,
                  paymentMethod: 7,
                  detail: [detailRow, { ...detailRow, subsidyValue: '68000' }, { ...detailRow, beneficiaryName: null }, 'fila'],
                },
                '2024-13': period,
                abril: period,
                '2024-05': { ...period, subsidyValue: '68000' },
                '2024-06': { ...period, detail: null },
                '2024-07': 'sin datos',
              },
              'solo-danados': { '2024-05': { ...period, subsidyValue: null } },
              'no-es-objeto': [period],
              vacio: {},
            },
          },
        }, 'off-contract');
        expect(result).toEqual({
          ok: true,
          code: 0,
          value: {
            description: null,
            familiarGroups: { sano: { '2024-04': { paymentMethod: null, subsidyValue: 68_000, detail: [detailRow] } } },
          },
        });
      });

      it.each([
        ['a list', [{ '2024-04': period }]],
        ['a string', 'grupos'],
        ['null', null],
      ])('is null when familiarGroups is %s', async (_what, familiarGroups) => {
        await expect(quota({ code: 0, detail: { familiarGroups } }, 'off-contract')).resolves.toMatchObject({ value: { familiarGroups: null } });
      });

      it('keeps a key such as __proto__ a plain group key', async () => {
        const detail = JSON.parse(`{"familiarGroups": {"__proto__": {"2024-04": ${JSON.stringify(period)}}}}`) as Json;
        const result = await quota({ code: 0, detail });
        const groups = result.ok ? result.value.familiarGroups : null;
        expect(groups === null ? null : Object.getPrototypeOf(groups)).toBe(Object.prototype);
        expect(Object.keys(groups ?? {})).toEqual(['__proto__']);
      });
    });
  });
});
