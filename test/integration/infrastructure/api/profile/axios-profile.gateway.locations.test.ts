import { describe, expect, it } from 'vitest';
import { LoadLocations } from '@/application/profile/load-locations.use-case';
import { answer, json, jsonFor, type JsonBody, offContract, unnamedCode } from '@test/support/gateway-transport-contract';
import { callNamed, gatewayWith, profileApi, signedInContainer, type Json } from '@test/support/profile/profile-gateway-calls';

// The gateway's three location lists (GET locations/states, cities, neighborhoods): what it asks
// with, and both readings ADR 0015 allows. The bodies are defined here, not taken from the sandbox.

describe.each([
  ['states', 'getStates', 'countryCode', 'CO', 5, '05', 2],
  ['cities', 'getCities', 'stateCode', '05', 5001, '05001', 5],
  ['neighborhoods', 'getNeighborhoods', 'cityCode', '05001', 500_109_999, '0500109999', 10],
] as const)('AxiosProfileGateway: GET locations/%s', (level, name, parameter, parent, numericCode, paddedCode, width) => {
  const call = callNamed(name);
  const read = async (body: Json, status = 200, respond = json) => {
    answer(call, respond(body as JsonBody, status));
    return call.invoke(gatewayWith());
  };
  const option = (code: unknown, id: unknown = 7, optionName: unknown = 'SIN IDENTIFICAR') => ({ name: optionName, id, code });
  const listed = (options: unknown) => ({ ok: true, code: null, value: { options } });

  it(`asks with ${parameter}, as given`, async () => {
    const seen = answer(call, json({ detail: { [level]: [] } }));
    await gatewayWith()[name]('  X9 ');
    expect(seen.map((sent) => ({ pathname: sent.pathname, query: sent.query }))).toEqual([{ pathname: `${profileApi}/locations/${level}`, query: { [parameter]: '  X9 ' } }]);
  });

  it(`through LoadLocations: asks with ${parameter} trimmed and hands over the options`, async () => {
    const seen = answer(call, json({ detail: { [level]: [option(paddedCode, 1, 'Uno')] } }));
    const result = await signedInContainer().get(LoadLocations).load(level, ` ${parent} `);
    expect(seen.map((sent) => sent.query)).toEqual([{ [parameter]: parent }]);
    expect(result).toEqual({ kind: 'options', options: [{ name: 'Uno', id: 1, code: paddedCode }] });
  });

  describe('both readings (ADR 0015): the list in detail.<level>, or detail as the list', () => {
    it.each([
      [`detail.${level}`, { detail: { [level]: [option('A1', 1, ' Uno '), option('B2', 2, 'Dos')] } }],
      ['detail as the list', { detail: [option('A1', 1, ' Uno '), option('B2', 2, 'Dos')] }],
    ])('reads %s in the fund’s order, names trimmed', async (_name, body) => {
      await expect(read(body)).resolves.toEqual(
        listed([
          { name: 'Uno', id: 1, code: 'A1' },
          { name: 'Dos', id: 2, code: 'B2' },
        ]),
      );
    });

    it.each([
      ['an empty list', { detail: { [level]: [] } }],
      ['detail as an empty list', { detail: [] }],
      [`detail.${level} null`, { detail: { [level]: null } }],
      [`detail without ${level}`, { detail: {} }],
      ['detail null', { detail: null }],
      ['no detail', {}],
    ])('reads %s as no options (empty)', async (_name, body) => {
      await expect(read(body)).resolves.toEqual(listed([]));
    });

    it.each([
      [`detail.${level} a text`, { detail: { [level]: 'Antioquia' } }],
      [`detail.${level} an object`, { detail: { [level]: { '05': 'Antioquia' } } }],
      ['detail a text', { detail: 'sin datos' }],
      ['detail a number', { detail: 5 }],
      ['detail true', { detail: true }],
    ])('reads %s as unreadable (null)', async (_name, body) => {
      // Every row is a damaged answer, outside the contract on purpose.
      await expect(read(body, 200, offContract)).resolves.toEqual(listed(null));
    });

    it('reads only the level asked for: another level’s list is not this one', async () => {
      const other = level === 'states' ? 'cities' : 'states';
      await expect(read({ detail: { [other]: [option('A1')] } })).resolves.toEqual(listed([]));
    });
  });

  it.each([
    ['a number', 12, 12],
    ['digits as text', '12', 12],
    ['digits with spaces', ' 12 ', 12],
    ['missing', undefined, 2],
    ['null', null, 2],
    ['a word', 'doce', 2],
    ['a fraction', 1.5, 2],
  ])('reads an option id given as %s', async (_name, id, read_) => {
    await expect(read({ detail: { [level]: [option('A1', 1), { name: 'Dos', id, code: 'B2' }] } })).resolves.toMatchObject({
      value: { options: [{ id: 1 }, { id: read_ }] },
    });
  });

  it(`pads a code sent as a number to its DANE width (${width}): ${numericCode} -> '${paddedCode}'`, async () => {
    await expect(read({ detail: { [level]: [option(numericCode)] } })).resolves.toEqual(listed([{ name: 'SIN IDENTIFICAR', id: 7, code: paddedCode }]));
  });

  it('keeps a code sent as text as sent (trimmed)', async () => {
    await expect(read({ detail: { [level]: [option(` ${paddedCode} `)] } })).resolves.toMatchObject({ value: { options: [{ code: paddedCode }] } });
  });

  it.each([
    ['without a name', { id: 1, code: 'A1' }],
    ['with a blank name', option('A1', 1, '  ')],
    ['with a name that is not text', option('A1', 1, 5)],
    ['without a code', { id: 1, name: 'Uno' }],
    ['with a blank code', option(' ')],
    ['with a negative code', option(-5)],
    ['with a fractional code', option(5.5)],
    ['that is not an object', 'Antioquia'],
    ['that is null', null],
  ])('reads a list with one option %s as unreadable (null), never a shorter list', async (_name, bad) => {
    // Every row is a damaged option, outside the contract on purpose.
    await expect(read({ detail: { [level]: [option('A1'), bad] } }, 200, offContract)).resolves.toEqual(listed(null));
  });

  it.each([
    ['code 200', { code: 200, detail: { [level]: [] } }, 200],
    ['code 0', { code: 0, detail: { [level]: [] } }, 0],
    ['another code', { code: 404, detail: null, description: 'Sin datos' }, 404],
    ['code before a leftover responseCode', { code: 404, responseCode: 200 }, 404],
    ['no code', { detail: { [level]: [] } }, null],
  ])('reads %s', async (_name, body, code) => {
    await expect(read(body, 200, jsonFor(name, code))).resolves.toMatchObject({ ok: true, code });
  });

  it('gives a code mirrored in the HTTP status the same answer as with HTTP 200', async () => {
    const body = { code: 404, detail: null };
    expect(await read(body, 404, unnamedCode)).toEqual(await read(body, 200, unnamedCode));
  });
});
