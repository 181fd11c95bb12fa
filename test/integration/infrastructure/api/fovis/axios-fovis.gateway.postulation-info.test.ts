import { describe, expect, it } from 'vitest';
import { callNamed, gatewayWith, type Json, postulation, postulationRead } from '@test/support/fovis/fovis-gateway-calls';
import { answer, json, type JsonBody, offContract, unnamedCode } from '@test/support/gateway-transport-contract';

// The FOVIS gateway's GET postulation-info: the code, and each field of data as ADR 0015 reads it.

describe('AxiosFovisGateway', () => {
  // -------------------------------------------------------------------------------------------
  describe('GET postulation-info', () => {
    const call = callNamed('getPostulationInfo');
    const read = async (body: Json, status = 200, respond = json) => {
      answer(call, respond(body as JsonBody, status));
      return gatewayWith().getPostulationInfo();
    };
    const withData = (fields: Json) => ({ responseCode: 200, data: { ...postulation, ...fields } });

    it('reads responseCode 200 and every field of data', async () => {
      await expect(read({ responseCode: 200, data: postulation })).resolves.toEqual({ ok: true, code: 200, value: { info: postulationRead } });
    });

    it.each([
      ['404', { responseCode: 404, data: null, message: 'Sin postulación' }, 404],
      ['500', { responseCode: 500, data: null, message: 'Error' }, 500],
      ['1', { responseCode: 1, data: postulation }, 1],
    ])('reads responseCode %s as that code', async (_name, body, code) => {
      await expect(read(body, 200, unnamedCode)).resolves.toMatchObject({ ok: true, code });
    });

    it('reads responseCode before a leftover code (the contract’s `getPostulationInfo` states success as responseCode 200)', async () => {
      await expect(read({ code: 200, responseCode: 404, data: postulation }, 200, unnamedCode)).resolves.toMatchObject({ ok: true, code: 404 });
      await expect(read({ code: 0, responseCode: 200, data: postulation })).resolves.toMatchObject({ ok: true, code: 200 });
      await expect(read({ code: 200, data: postulation })).resolves.toMatchObject({ ok: true, code: 200 });
    });

    it.each([404, 500])('gives responseCode %i mirrored in the HTTP status the same answer as with HTTP 200', async (code) => {
      const body = { responseCode: code, data: null, message: 'Respuesta del fondo' };
      const mirrored = await read(body, code, unnamedCode);
      expect(mirrored).toEqual(await read(body, 200, unnamedCode));
      expect(mirrored).toEqual({ ok: true, code, value: { info: null } });
    });

    it.each([
      ['absent', { responseCode: 200 }],
      ['null', { responseCode: 200, data: null }],
      ['a list', { responseCode: 200, data: [postulation] }, offContract],
      ['a text', { responseCode: 200, data: 'postulado' }, offContract],
    ])('reads data %s as no info (null)', async (_name, body, respond?: typeof json) => {
      await expect(read(body, 200, respond)).resolves.toEqual({ ok: true, code: 200, value: { info: null } });
    });

    it('turns every missing or wrongly typed field into null (lists: empty)', async () => {
      const result = await read({
        responseCode: 200,
        data: { fullName: 7, loggedHouseHold: 1.5, postulantMembers: 'JUAN', status: '  ', projectName: null, totalSaving: '', certificateTypes: {} },
      }, 200, offContract);
      expect(result).toEqual({
        ok: true,
        code: 200,
        value: {
          info: { fullName: null, household: null, members: [], status: null, projectName: null, totalSaving: null, certificateTypes: [], modality: null },
        },
      });
    });

    describe('certificate ids: numbers, or digits as text (ADR 0015)', () => {
      it.each([
        ['a number', 3, 3],
        ['digits as text', '3', 3],
        ['digits with spaces', ' 14 ', 14],
        ['a leading zero', '03', 3],
        ['a number outside 1-14, kept', 15, 15],
        ['digits outside 1-14, kept', '99', 99],
        ['a word', 'tres', null],
        ['a fraction', 1.5, null],
        ['a fraction as text', '1.5', null],
        ['a negative as text', '-3', null],
        ['blank', '  ', null],
        ['absent', undefined, null],
        ['null', null, null],
      ])('reads an id written as %s', async (_name, id, read_) => {
        // An id the portal refuses is one the contract refuses (WholeNumberOrDigits): off-contract.
        const respond = read_ === null && id !== undefined ? offContract : json;
        const result = await read(withData({ certificateTypes: [{ id, name: 'Certificado' }] }), 200, respond);
        expect(result).toMatchObject({ ok: true, value: { info: { certificateTypes: [{ id: read_, name: 'Certificado' }] } } });
      });

      it('keeps a card without a name (null) and drops entries that are not objects', async () => {
        const result = await read(withData({ certificateTypes: [{ id: 2 }, 'tarjeta', null, { id: '4', name: 'Desistimiento' }] }), 200, offContract);
        expect(result).toMatchObject({
          value: {
            info: {
              certificateTypes: [
                { id: 2, name: null },
                { id: 4, name: 'Desistimiento' },
              ],
            },
          },
        });
      });
    });

    describe('totalSaving: a JSON number or digits alone (ADR 0015)', () => {
      it.each([
        ['a number', 2_500_000, 2_500_000],
        ['zero', 0, 0],
        ['a number with cents', 2_500_000.5, 2_500_000.5],
        ['digits as text', '2500000', 2_500_000],
        ['digits with spaces', ' 2500000 ', 2_500_000],
        ['the fund’s thousands dots', '2.500.000', null],
        ['thousands commas', '2,500,000', null],
        ['a currency sign', '$2500000', null],
        ['a decimal as text', '2500000.50', null],
        ['a negative number', -1, null],
        ['a negative as text', '-2500000', null],
        ['null', null, null],
        ['absent', undefined, null],
      ])('reads %s', async (_name, totalSaving, amount) => {
        // An amount the portal refuses is one the contract refuses: off-contract.
        const respond = amount === null && totalSaving !== undefined ? offContract : json;
        await expect(read(withData({ totalSaving }), 200, respond)).resolves.toMatchObject({ value: { info: { totalSaving: amount } } });
      });
    });

    describe('the modality label: the fund’s API names no field for it (ADR 0015)', () => {
      const without = Object.fromEntries(Object.entries(postulation).filter(([key]) => key !== 'modality'));
      const readModality = (fields: Json, respond = json) => read({ responseCode: 200, data: { ...without, ...fields } }, 200, respond);

      it.each(['modality', 'modalityLabel', 'modalityName', 'modalidad'])('reads it under %s', async (field) => {
        await expect(readModality({ [field]: 'Mejoramiento de vivienda' })).resolves.toMatchObject({
          value: { info: { modality: 'Mejoramiento de vivienda' } },
        });
      });

      it('takes the first field present in that order', async () => {
        await expect(readModality({ modalidad: 'D', modalityName: 'C', modalityLabel: 'B', modality: 'A' })).resolves.toMatchObject({
          value: { info: { modality: 'A' } },
        });
        await expect(readModality({ modalidad: 'D', modalityName: 'C' })).resolves.toMatchObject({ value: { info: { modality: 'C' } } });
      });

      it('skips a field that is blank or not text for the next one', async () => {
        await expect(readModality({ modality: '  ', modalityLabel: 7, modalityName: null, modalidad: 'Vivienda usada' }, offContract)).resolves.toMatchObject({
          value: { info: { modality: 'Vivienda usada' } },
        });
      });

      it('is null under any other name', async () => {
        await expect(readModality({ modalityType: 'Vivienda nueva', tipoModalidad: 'X' })).resolves.toMatchObject({ value: { info: { modality: null } } });
      });
    });

    it('reads members: document numbers as numbers kept as text, types trimmed, entries that are not objects dropped', async () => {
      const result = await read(
        withData({
          loggedHouseHold: 778_812,
          postulantMembers: [
            { memberFullName: 'JUAN PEREZ', documentType: ' TI ', documentNumber: 1_034_567_890 },
            'ANA',
            null,
            { memberFullName: null, documentType: 5, documentNumber: ' 98765 ' },
          ],
        }),
        200,
        offContract,
      );
      expect(result).toMatchObject({
        value: {
          info: {
            household: '778812',
            members: [
              { memberFullName: 'JUAN PEREZ', documentType: 'TI', documentNumber: '1034567890' },
              { memberFullName: null, documentType: null, documentNumber: '98765' },
            ],
          },
        },
      });
    });
  });
});
