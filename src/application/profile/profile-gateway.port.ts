import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { LocationOption } from '@/domain/profile/location.entity';
import type { Sector, UserRecord } from '@/domain/profile/user-record.entity';

/**
 * The fund's people API (docs/api/openapi.yaml: manage/people users and locations) as the data-update
 * use cases need it. The adapter speaks HTTP and JSON; this port speaks answers. Every call
 * carries the signed-in person's bearer token. Every method resolves, never rejects.
 */
export interface ProfileGateway {
  /** GET users/user?idType&idNumber (the signed-in person's own document). Success: code 200 with data. */
  getUser(query: UserQuery): Promise<GatewayAnswer<UserRecordAnswer>>;
  /** PUT users/{idSap}. Success: code 0; 409: the e-mail belongs to another account. */
  updateUser(idSap: string, request: UpdateUserRequest): Promise<GatewayAnswer<UpdateUserAnswer>>;
  /** GET locations/states?countryCode (`detail.states`). */
  getStates(countryCode: string): Promise<GatewayAnswer<LocationListAnswer>>;
  /** GET locations/cities?stateCode (`detail.cities`). */
  getCities(stateCode: string): Promise<GatewayAnswer<LocationListAnswer>>;
  /** GET locations/neighborhoods?cityCode (`detail.neighborhoods`). */
  getNeighborhoods(cityCode: string): Promise<GatewayAnswer<LocationListAnswer>>;
}
export const ProfileGateway = Symbol.for('ProfileGateway');

/** The query of the user call, named as the API names it. */
export interface UserQuery {
  readonly idType: string;
  readonly idNumber: string;
}

export interface UserRecordAnswer {
  /**
   * The record as read from `data` (an object holding the fields; the adapter may also accept the
   * readings its ADR lists), null when it is absent or cannot be read (no `idSap` to update it by).
   */
  readonly record: UserRecord | null;
}

/** The PUT body (the contract's `updateUser`), in the order and with the names the API gives them. */
export interface UpdateUserRequest {
  /** The signed-in person's own document, never one typed in the form. */
  readonly documentType: string;
  readonly documentNumber: string;
  readonly mobile: string;
  /** '' when the person has no landline (the field is optional). */
  readonly phone: string;
  readonly email: string;
  readonly country: string;
  readonly state: string;
  readonly city: string;
  readonly neighborhood: string;
  readonly sector: Sector;
  readonly address: string;
}

export interface UpdateUserAnswer {
  /** The answer's `description`, when it has one (kept for the log; the modals have fixed texts). */
  readonly description: string | null;
}

export interface LocationListAnswer {
  /**
   * The options in the fund's order: empty when the list is empty or absent; null when it is not a
   * list or holds an entry without a name or code (the select would show a wrong or blank option).
   */
  readonly options: readonly LocationOption[] | null;
}
