import type { SandboxPersona } from '../api/sandbox-state';

/**
 * The realm roles every seeded person holds, as Keycloak would send them: its default roles
 * (`default-roles-{realm}`, `offline_access`, `uma_authorization`) plus `role_personas`, the
 * role the fund's API gives the certificate cards that need sign-in
 * (sandbox/data/certificates.ts). The retired holder holds it too: being retired is
 * something the fund's API answers (code 101), not something the identity provider decides.
 */
const personaRealmRoles: readonly string[] = ['default-roles-portal', 'offline_access', 'uma_authorization', 'role_personas'];

/** Keycloak's default client roles of its `account` client, so resource-role checks have data to read. */
const personaAccountRoles: readonly string[] = ['manage-account', 'manage-account-links', 'view-profile'];

/**
 * The claims the portal reads (docs/identity.md), shaped as the fund's Keycloak realm sends them:
 * `numIdentificacion` and `tipoIdentificacion` are user-profile attributes, `name` is
 * "given family", and there is no `email` for a person without one on record.
 * `sub` is the persona's stable id, so a renamed persona keeps its sessions.
 */
export function claimsOf(persona: SandboxPersona): Record<string, unknown> {
  return {
    sub: persona.id,
    preferred_username: persona.username,
    given_name: persona.givenNames,
    family_name: persona.familyNames,
    name: `${persona.givenNames} ${persona.familyNames}`,
    numIdentificacion: persona.documentNumber,
    tipoIdentificacion: persona.documentType,
    ...(persona.email ? { email: persona.email, email_verified: true } : {}),
    realm_access: { roles: [...personaRealmRoles] },
    resource_access: { account: { roles: [...personaAccountRoles] } },
  };
}

/** Every claim name above, for the provider's scope-to-claims table. */
export const personaClaimNames: readonly string[] = [
  'sub',
  'preferred_username',
  'given_name',
  'family_name',
  'name',
  'numIdentificacion',
  'tipoIdentificacion',
  'email',
  'email_verified',
  'realm_access',
  'resource_access',
];
