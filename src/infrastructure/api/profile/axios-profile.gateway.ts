import { inject, injectable } from 'inversify';
import type {
  LocationListAnswer,
  ProfileGateway,
  UpdateUserAnswer,
  UpdateUserRequest,
  UserQuery,
  UserRecordAnswer,
} from '@/application/profile/profile-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { LocationLevel } from '@/domain/profile/location.entity';
import { toGatewayAnswer } from '@/infrastructure/http/gateway-answer.mapper';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { readLocationList, readUpdateUser, readUserRecord, updateUserDto } from './profile.mapper';

const base = '/api/v1/manage/people';

/** The paths of the contract's People operations (docs/api/openapi.yaml); appended to `apiBaseUrl` by the HTTP client. */
const profileApiPaths = {
  user: `${base}/users/user`,
  update: (idSap: string) => `${base}/users/${encodeURIComponent(idSap)}`,
  locations: (level: LocationLevel) => `${base}/locations/${level}`,
} as const;

/** The query parameter each location level is asked by (the contract's `getStates`, `getCities`, `getNeighborhoods`). */
const parentParameter: Readonly<Record<LocationLevel, string>> = {
  states: 'countryCode',
  cities: 'stateCode',
  neighborhoods: 'cityCode',
};

/**
 * {@link ProfileGateway} over the {@link HttpClient}, which attaches the signed-in person's bearer
 * token. The contract gives these calls a plain `code`, read first. Decoding and the PUT body live in
 * `profile.mapper.ts` (ADR 0015).
 */
@injectable()
export class AxiosProfileGateway implements ProfileGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async getUser(query: UserQuery): Promise<GatewayAnswer<UserRecordAnswer>> {
    const response = await this.http.get(profileApiPaths.user, { params: { idType: query.idType, idNumber: query.idNumber } });
    return toGatewayAnswer(response, 'code-first', readUserRecord);
  }

  async updateUser(idSap: string, request: UpdateUserRequest): Promise<GatewayAnswer<UpdateUserAnswer>> {
    const response = await this.http.put(profileApiPaths.update(idSap), updateUserDto(request));
    return toGatewayAnswer(response, 'code-first', readUpdateUser);
  }

  getStates(countryCode: string): Promise<GatewayAnswer<LocationListAnswer>> {
    return askLocations(this.http, 'states', countryCode);
  }

  getCities(stateCode: string): Promise<GatewayAnswer<LocationListAnswer>> {
    return askLocations(this.http, 'cities', stateCode);
  }

  getNeighborhoods(cityCode: string): Promise<GatewayAnswer<LocationListAnswer>> {
    return askLocations(this.http, 'neighborhoods', cityCode);
  }
}

// A function, not a method: the prototype holds exactly the port's calls, which the fault matrix
// reads to prove every call has its row.
async function askLocations(http: HttpClient, level: LocationLevel, parentCode: string): Promise<GatewayAnswer<LocationListAnswer>> {
  const response = await http.get(profileApiPaths.locations(level), { params: { [parentParameter[level]]: parentCode } });
  return toGatewayAnswer(response, 'code-first', readLocationList(level));
}
