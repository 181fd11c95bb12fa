import { describe, expect, it } from 'vitest';
import type { GatewayAnswer, GatewayFailureReason } from '@/application/shared/gateway-answer.model';
import type { LocationListAnswer } from '@/application/profile/profile-gateway.port';
import { LoadLocations } from '@/application/profile/load-locations.use-case';
import type { LocationLevel, LocationOption } from '@/domain/profile/location.entity';
import { fakeProfileGateway } from '@test/support/profile/fake-profile-gateway';

const medellin: LocationOption[] = [
  { name: 'SIN IDENTIFICAR', id: 500109999, code: '0500109999' },
  { name: 'El Poblado', id: 500100001, code: '0500100001' },
];

const answer = (code: number | null, options: readonly LocationOption[] | null): GatewayAnswer<LocationListAnswer> => ({
  ok: true,
  code,
  value: { options },
});

/** Every location call answers `result`; the user calls are never expected here. */
function locationsWith(result: GatewayAnswer<LocationListAnswer>) {
  const gateway = fakeProfileGateway({
    getStates: async () => result,
    getCities: async () => result,
    getNeighborhoods: async () => result,
  });
  return { useCase: new LoadLocations(gateway), gateway };
}

const levels: readonly LocationLevel[] = ['states', 'cities', 'neighborhoods'];

describe('LoadLocations (the contract’s `getStates`, `getCities`, `getNeighborhoods`)', () => {
  it('each level asks its own call with the trimmed parent code, once', async () => {
    const { useCase, gateway } = locationsWith(answer(null, medellin));
    await useCase.states(' CO ');
    await useCase.cities('05 ');
    await useCase.neighborhoods('05001');
    expect(gateway.getStates).toHaveBeenCalledExactlyOnceWith('CO');
    expect(gateway.getCities).toHaveBeenCalledExactlyOnceWith('05');
    expect(gateway.getNeighborhoods).toHaveBeenCalledExactlyOnceWith('05001');
    expect(gateway.getUser).not.toHaveBeenCalled();
    expect(gateway.updateUser).not.toHaveBeenCalled();
  });

  it.each(levels)('%s: the options in the fund\'s order, with no code, 0 or 200', async (level) => {
    for (const code of [null, 0, 200]) {
      await expect(locationsWith(answer(code, medellin)).useCase.load(level, '05')).resolves.toEqual({ kind: 'options', options: medellin });
    }
  });

  it.each(levels)('%s: an empty list is no results (No se encontraron resultados)', async (level) => {
    await expect(locationsWith(answer(0, [])).useCase.load(level, '05')).resolves.toEqual({ kind: 'noResults' });
  });

  it.each(levels)('%s: a blank parent code asks nothing and finds no results', async (level) => {
    const { useCase, gateway } = locationsWith(answer(0, medellin));
    await expect(useCase.load(level, '  ')).resolves.toEqual({ kind: 'noResults' });
    expect(gateway.getStates).not.toHaveBeenCalled();
    expect(gateway.getCities).not.toHaveBeenCalled();
    expect(gateway.getNeighborhoods).not.toHaveBeenCalled();
  });

  it.each(levels)('%s: a list that cannot be read is a system error', async (level) => {
    await expect(locationsWith(answer(0, null)).useCase.load(level, '05')).resolves.toEqual({ kind: 'systemError' });
  });

  it.each([1, 404, 500])('code %s: a system error, whatever the list', async (code) => {
    for (const level of levels) {
      await expect(locationsWith(answer(code, medellin)).useCase.load(level, '05')).resolves.toEqual({ kind: 'systemError' });
    }
  });

  it.each<GatewayFailureReason>(['network', 'timeout', 'server', 'malformed', 'cancelled', 'unauthorized', 'sessionEnded'])(
    'no answer (%s): a system error at every level',
    async (reason) => {
      for (const level of levels) {
        await expect(locationsWith({ ok: false, reason }).useCase.load(level, '05')).resolves.toEqual({ kind: 'systemError' });
      }
    },
  );
});
