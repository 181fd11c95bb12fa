import { fullName } from '@/domain/shared/names.rules';
import type { Session } from './session.entity';

/** Decoded token claims as they arrive: nothing in them is trusted to have the right shape. */
export type TokenClaims = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The string entries of `holder.roles`, or null when `holder` carries no role list at all. */
function roleList(holder: unknown): string[] | null {
  if (!isRecord(holder) || !Array.isArray(holder.roles)) return null;
  return holder.roles.filter((role): role is string => typeof role === 'string');
}

/**
 * realm_access.roles from the ID token; when the ID token has no realm_access (Keycloak's
 * default puts roles in the access token only), from the access token's claims; else none.
 */
export function realmRoles(idClaims: TokenClaims, accessClaims: TokenClaims | null): readonly string[] {
  return roleList(idClaims.realm_access) ?? roleList(accessClaims?.realm_access) ?? [];
}

/** resource_access[client].roles for every client, with the same ID-token-first fallback. */
export function clientRoles(idClaims: TokenClaims, accessClaims: TokenClaims | null): Record<string, readonly string[]> {
  const source = isRecord(idClaims.resource_access) ? idClaims.resource_access : accessClaims?.resource_access;
  if (!isRecord(source)) return {};
  const byClient: Record<string, readonly string[]> = {};
  for (const [client, holder] of Object.entries(source)) {
    const roles = roleList(holder);
    if (roles) byClient[client] = roles;
  }
  return byClient;
}

/**
 * The session the portal shows, from the ID token's claims (docs/identity.md):
 * userName = preferred_username, userFullName = first given name + first surname in title case
 * (falling back to `name` when the provider sends no given/family names), documentType =
 * tipoIdentificacion, documentNumber = numIdentificacion.
 */
export function sessionFromClaims(idClaims: TokenClaims, accessClaims: TokenClaims | null = null): Session {
  const shownName = fullName(text(idClaims.given_name), text(idClaims.family_name)) || fullName(text(idClaims.name), null);
  return Object.freeze({
    isLogged: true,
    userName: text(idClaims.preferred_username),
    userFullName: shownName || text(idClaims.preferred_username),
    documentType: text(idClaims.tipoIdentificacion),
    documentNumber: text(idClaims.numIdentificacion),
    roles: Object.freeze([...realmRoles(idClaims, accessClaims)]),
    clientRoles: Object.freeze(clientRoles(idClaims, accessClaims)),
  });
}

/** Access is granted if any listed realm role is held (docs/shell.md, roles). An empty list grants nothing. */
export function hasAnyRole(session: Session, roles: readonly string[]): boolean {
  return session.isLogged && roles.some((role) => session.roles.includes(role));
}

/** A client (resource) role check: resource_access[client].roles contains `role`. */
export function hasClientRole(session: Session, client: string, role: string): boolean {
  return session.isLogged && (session.clientRoles?.[client]?.includes(role) ?? false);
}
