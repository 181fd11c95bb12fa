import type { Container } from 'inversify';
import { vi } from 'vitest';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import {
  ProfileGateway,
  type LocationListAnswer,
  type UpdateUserAnswer,
  type UpdateUserRequest,
  type UserQuery,
  type UserRecordAnswer,
} from '@/application/profile/profile-gateway.port';
import type { LocationLevel, LocationOption } from '@/domain/profile/location.entity';
import type { UserRecord } from '@/domain/profile/user-record.entity';
import { answer, noAnswer } from '@test/support/gateway-answers';

export { answer, noAnswer } from '@test/support/gateway-answers';

type Methods = { [K in keyof ProfileGateway]: ProfileGateway[K] };

/**
 * A ProfileGateway whose every method is a spy answering a network failure unless the test says
 * otherwise, so an unexpected call shows up as the failure path, never as a hang.
 */
export function fakeProfileGateway(overrides: Partial<Methods> = {}) {
  const failing = () => vi.fn(async () => noAnswer<never>());
  return {
    getUser: failing(),
    updateUser: failing(),
    getStates: failing(),
    getCities: failing(),
    getNeighborhoods: failing(),
    ...Object.fromEntries(Object.entries(overrides).map(([name, impl]) => [name, vi.fn(impl)])),
  } as { [K in keyof Methods]: ReturnType<typeof vi.fn<Methods[K]>> };
}

/** Binds (or rebinds) the port to `gateway` in a test's container. */
export function bindProfileGateway(container: Container, gateway: ProfileGateway): void {
  if (container.isBound(ProfileGateway)) container.unbind(ProfileGateway);
  container.bind<ProfileGateway>(ProfileGateway).toConstantValue(gateway);
}

/*
 * The stock the view model and page tests answer from: a record and a few DIVIPOLA-like lists.
 */
const option = (code: string, name: string): LocationOption => ({ code, name, id: Number(code) });

const states: LocationOption[] = [
  option('05', 'Antioquia'),
  option('11', 'Bogotá, D.C.'),
  option('25', 'Cundinamarca'),
];

const cities: Record<string, LocationOption[]> = {
  '05': [option('05001', 'Medellín'), option('05002', 'Abejorral'), option('05088', 'Bello')],
  '11': [option('11001', 'Bogotá, D.C.')],
  '25': [option('25175', 'Chía'), option('25899', 'Zipaquirá')],
};

const neighborhoods: Record<string, LocationOption[]> = {
  '05001': [option('0500109999', 'SIN IDENTIFICAR'), option('0500100001', 'El Poblado'), option('0500100002', 'Laureles')],
  '05002': [option('0500209999', 'SIN IDENTIFICAR')],
  '05088': [option('0508809999', 'SIN IDENTIFICAR'), option('0508800001', 'Niquía')],
  '11001': [option('1100109999', 'SIN IDENTIFICAR'), option('1100100001', 'Chapinero'), option('1100100002', 'Usaquén')],
  '25175': [option('2517509999', 'SIN IDENTIFICAR'), option('2517500001', 'Centro')],
  '25899': [option('2589909999', 'SIN IDENTIFICAR')],
};

export const fullRecord: UserRecord = {
  idSap: '1000234',
  mobile: '3001234567',
  phone: '6044445566',
  email: 'ana.perez@example.com',
  address: 'Calle 10 # 43-12',
  country: 'CO',
  state: '05',
  city: '05001',
  neighborhood: '0500100001',
  sector: 'U',
};

export const recordWithoutLocation: UserRecord = {
  ...fullRecord,
  idSap: '1000777',
  phone: '',
  country: null,
  state: null,
  city: null,
  neighborhood: null,
  sector: null,
};

interface Held<T> {
  resolve: (answer?: GatewayAnswer<T>) => void;
}

/**
 * A ProfileGateway answering from the stock above, built on `fakeProfileGateway`: the record (200)
 * and the lists, an update accepted (0). Each call can be answered otherwise (`answers`) or held
 * until the test releases it (`hold`). For the data-update view model and page tests.
 */
export function stockedProfileGateway(record: UserRecord | null = fullRecord) {
  /** Every call in the order it was made: 'user', 'states:CO', 'cities:05'… */
  const calls: string[] = [];
  const answers: {
    user: GatewayAnswer<UserRecordAnswer>;
    update: GatewayAnswer<UpdateUserAnswer>;
    lists: Partial<Record<string, GatewayAnswer<LocationListAnswer>>>;
  } = {
    user: answer(200, { record }),
    update: answer(0, { description: 'Actualizado' }),
    lists: {},
  };
  const held = new Map<string, Held<LocationListAnswer>>();
  const toHold = new Set<string>();

  const listOf = (level: LocationLevel, code: string): GatewayAnswer<LocationListAnswer> => {
    const key = `${level}:${code}`;
    const given = answers.lists[key];
    if (given) return given;
    const options = level === 'states' ? (code === 'CO' ? states : []) : ((level === 'cities' ? cities : neighborhoods)[code] ?? []);
    return answer(null, { options });
  };

  const list = (level: LocationLevel) => async (code: string) => {
    const key = `${level}:${code}`;
    calls.push(key);
    const listed = listOf(level, code);
    if (!toHold.has(key)) return listed;
    toHold.delete(key);
    return new Promise<GatewayAnswer<LocationListAnswer>>((resolve) => held.set(key, { resolve: (given) => resolve(given ?? listed) }));
  };

  const gateway = fakeProfileGateway({
    getUser: async (query: UserQuery) => {
      calls.push('user');
      void query;
      return answers.user;
    },
    updateUser: async (idSap: string, request: UpdateUserRequest) => {
      calls.push(`update:${idSap}`);
      void request;
      return answers.update;
    },
    getStates: list('states'),
    getCities: list('cities'),
    getNeighborhoods: list('neighborhoods'),
  });

  return {
    gateway,
    calls,
    answers,
    /** The next call for `level:code` waits until `release` is called. */
    hold(key: string) {
      toHold.add(key);
    },
    release(key: string, answer?: GatewayAnswer<LocationListAnswer>) {
      const waiting = held.get(key);
      if (!waiting) throw new Error(`Nothing held for ${key}`);
      held.delete(key);
      waiting.resolve(answer);
    },
    isHeld: (key: string) => held.has(key),
  };
}
