/**
 * The signed-in person as the portal sees them (docs/identity.md, the session).
 * The access token itself is deliberately not here: it stays inside the identity adapter and
 * reaches the HTTP layer only through `AccessTokenSource`, so no view can leak or store it.
 */
export interface Session {
  readonly isLogged: boolean;
  readonly userName: string | null;
  readonly userFullName: string | null;
  readonly documentType: string | null;
  readonly documentNumber: string | null;
  /** Realm roles (realm_access.roles). */
  readonly roles: readonly string[];
  /** Client roles by client id (resource_access[client].roles); absent when the token has none. */
  readonly clientRoles?: Readonly<Record<string, readonly string[]>>;
}

export const anonymousSession: Session = Object.freeze({
  isLogged: false,
  userName: null,
  userFullName: null,
  documentType: null,
  documentNumber: null,
  roles: Object.freeze([]) as readonly string[],
});
