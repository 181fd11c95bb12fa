import { Identity, AccessTokenSource, type TokenRenewal } from '@/application/shared/session/identity.port';
import { ProfileGateway, type UpdateUserRequest } from '@/application/profile/profile-gateway.port';
import type { LocationLevel } from '@/domain/profile/location.entity';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { FakeTokenSource } from '@test/support/fake-token-source';
import type { JsonBody, TransportCall } from '@test/support/gateway-transport-contract';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

/*
 * What the AxiosProfileGateway tests share (axios-profile.gateway.test.ts and
 * axios-profile.gateway.locations.test.ts): the gateway the profile module binds over the shell's
 * real HTTP client, the contract's bodies (`getUser`, `updateUser`, the location lists; ADR 0015)
 * defined here rather than taken from the sandbox, and the five calls as the shared transport
 * contract runs them.
 */

export type Json = Record<string, unknown>;

export const profileApi = '/api/v1/manage/people';
export const email = 'ana.perez@correo.co';

export function containerWith(token: string | null, requestTimeoutMs = 2_000, renewal?: (rejected: string) => TokenRenewal) {
  const container = createTestContainer(testConfig({ requestTimeoutMs }));
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token, renewal));
  return container;
}

export function gatewayWith(token: string | null = 'token-de-ana', requestTimeoutMs = 2_000): ProfileGateway {
  return containerWith(token, requestTimeoutMs).get<ProfileGateway>(ProfileGateway);
}

/** The container of a signed-in person (token and session), for the use cases that read the session. */
export function signedInContainer(session = signedInSession) {
  const container = containerWith('token-de-ana');
  container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity(session));
  return container;
}

export const record: Json = {
  mobile: '3104567890',
  phone: '6045551234',
  email,
  country: 'CO',
  state: '05',
  city: '05001',
  neighborhood: '0500100101',
  address: 'Cra. 45 # 12-30',
  sector: 'U',
  idSap: '700123',
};

export const update: UpdateUserRequest = {
  documentType: 'CC',
  documentNumber: '1020304050',
  mobile: '3104567890',
  phone: '',
  email,
  country: 'CO',
  state: '11',
  city: '11001',
  neighborhood: '1100100002',
  sector: 'R',
  address: 'Cra. 45 # 12-30',
};

export interface Call extends TransportCall<ProfileGateway> {
  readonly name: keyof ProfileGateway;
}

const location = (level: LocationLevel, parameter: string, parent: string): Call => ({
  name: level === 'states' ? 'getStates' : level === 'cities' ? 'getCities' : 'getNeighborhoods',
  method: 'get',
  path: `${profileApi}/locations/${level}`,
  signedIn: true,
  invoke: (gateway) =>
    level === 'states' ? gateway.getStates(parent) : level === 'cities' ? gateway.getCities(parent) : gateway.getNeighborhoods(parent),
  query: { [parameter]: parent },
  body: undefined,
  success: { detail: { [level]: [{ name: 'Antioquia', id: 1, code: '05' }] } },
});

// The four GETs and the PUT go through the shared contract; what only the PUT does (its idSap in the
// path, its body field by field, its codes) has its own block below.
export const calls: readonly Call[] = [
  {
    name: 'getUser',
    method: 'get',
    path: `${profileApi}/users/user`,
    signedIn: true,
    invoke: (gateway) => gateway.getUser({ idType: 'CC', idNumber: '1020304050' }),
    query: { idType: 'CC', idNumber: '1020304050' },
    body: undefined,
    success: { code: 200, data: record, message: 'OK' } as JsonBody,
  },
  location('states', 'countryCode', 'CO'),
  location('cities', 'stateCode', '05'),
  location('neighborhoods', 'cityCode', '05001'),
  {
    name: 'updateUser',
    method: 'put',
    path: `${profileApi}/users/700123`,
    signedIn: true,
    invoke: (gateway) => gateway.updateUser('700123', update),
    query: {},
    body: update,
    success: { code: 0, description: 'Actualizado' },
  },
];

export const callNamed = (name: keyof ProfileGateway) => calls.find((call) => call.name === name)!;
