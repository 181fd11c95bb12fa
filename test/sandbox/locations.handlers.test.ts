import { describe, expect, it } from 'vitest';
import { seededPersonas } from '@sandbox/data/personas';

const BASE = 'http://localhost/api/v1/manage/people/locations';

interface Option {
  id: number;
  code: string;
  name: string;
}

async function list(path: string, key: 'states' | 'cities' | 'neighborhoods'): Promise<Option[]> {
  const response = await fetch(`${BASE}/${path}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { code: number; detail: Record<string, Option[]> };
  expect(body.code).toBe(0);
  const options = body.detail[key];
  if (!options) throw new Error(`detail.${key} missing`);
  return options;
}

describe('sandbox: location lists (DANE DIVIPOLA)', () => {
  it("lists Colombia's 33 departments, Antioquia with code 05", async () => {
    const states = await list('states?countryCode=CO', 'states');
    expect(states).toHaveLength(33);
    expect(states).toContainEqual({ id: 5, code: '05', name: 'Antioquia' });
    expect(states).toContainEqual({ id: 11, code: '11', name: 'Bogotá, D.C.' });
  });

  it('answers an empty list for another country or no country', async () => {
    expect(await list('states?countryCode=VE', 'states')).toEqual([]);
    expect(await list('states', 'states')).toEqual([]);
  });

  it("lists Antioquia's 125 municipalities, Medellín 05001 among them", async () => {
    const cities = await list('cities?stateCode=05', 'cities');
    expect(cities).toHaveLength(125);
    expect(cities).toContainEqual({ id: 5001, code: '05001', name: 'Medellín' });
    expect(cities.every((city) => city.code.startsWith('05') && city.code.length === 5)).toBe(true);
  });

  it('answers an empty list of cities for an unknown department', async () => {
    expect(await list('cities?stateCode=00', 'cities')).toEqual([]);
    expect(await list('cities?stateCode=', 'cities')).toEqual([]);
  });

  it("starts Medellín's neighbourhoods with the spec's default 0500109999 'SIN IDENTIFICAR'", async () => {
    const neighborhoods = await list('neighborhoods?cityCode=05001', 'neighborhoods');
    expect(neighborhoods[0]).toEqual({ id: 500109999, code: '0500109999', name: 'SIN IDENTIFICAR' });
    expect(neighborhoods.length).toBeGreaterThan(1);
  });

  it('gives every municipality the same small list on every call, codes unique and prefixed by the city', async () => {
    for (const cityCode of ['05001', '11001', '76001', '27493']) {
      const first = await list(`neighborhoods?cityCode=${cityCode}`, 'neighborhoods');
      const second = await list(`neighborhoods?cityCode=${cityCode}`, 'neighborhoods');
      expect(second).toEqual(first);
      expect(first.map((option) => option.code)).toContain(`${cityCode}09999`);
      expect(new Set(first.map((option) => option.code)).size).toBe(first.length);
      expect(new Set(first.map((option) => option.name)).size).toBe(first.length);
      expect(first.every((option) => option.code.startsWith(cityCode) && option.code.length === 10)).toBe(true);
    }
  });

  it('answers an empty list of neighbourhoods for an unknown city', async () => {
    expect(await list('neighborhoods?cityCode=99999', 'neighborhoods')).toEqual([]);
  });

  it("holds every seeded persona's location, so the data-update form can show it", async () => {
    for (const persona of seededPersonas) {
      if (!persona.location) continue;
      const { state, city, neighborhood } = persona.location;
      expect((await list('states?countryCode=CO', 'states')).map((o) => o.code)).toContain(state);
      expect((await list(`cities?stateCode=${state}`, 'cities')).map((o) => o.code)).toContain(city);
      expect((await list(`neighborhoods?cityCode=${city}`, 'neighborhoods')).map((o) => o.code)).toContain(neighborhood);
    }
  });
});
