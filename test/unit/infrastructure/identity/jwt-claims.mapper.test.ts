import { describe, expect, it } from 'vitest';
import { decodeJwtClaims } from '@/infrastructure/identity/jwt-claims.mapper';
import { jwt } from '@test/support/oidc';

describe('decodeJwtClaims', () => {
  it('reads the payload, UTF-8 included (names with accents)', () => {
    expect(decodeJwtClaims(jwt({ given_name: 'MARÍA JOSÉ', realm_access: { roles: ['role_personas'] } }))).toEqual({
      given_name: 'MARÍA JOSÉ',
      realm_access: { roles: ['role_personas'] },
    });
  });

  it.each([
    ['an opaque token (oidc-provider default)', 'p4f9Zr0paCO0paco'],
    ['two parts', 'a.b'],
    ['a payload that is not base64url JSON', 'a.%%%.c'],
    ['a payload that is a JSON array', `a.${Buffer.from('[1]').toString('base64url')}.c`],
    ['nothing', undefined],
    ['null', null],
  ])('gives null for %s', (_name, token) => {
    expect(decodeJwtClaims(token)).toBeNull();
  });
});
