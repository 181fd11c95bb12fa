import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { clientRoles, hasAnyRole, hasClientRole, realmRoles, sessionFromClaims } from '@/domain/shared/session/session-claims.rules';

const maria = {
  sub: 'a1',
  preferred_username: 'maria.restrepo',
  given_name: 'MARÍA JOSÉ',
  family_name: 'RESTREPO GÓMEZ',
  name: 'MARÍA JOSÉ RESTREPO GÓMEZ',
  tipoIdentificacion: 'CC',
  numIdentificacion: '43512876',
  realm_access: { roles: ['role_personas', 'offline_access'] },
};

describe('sessionFromClaims', () => {
  it('maps the identity claims the portal reads (docs/identity.md) to the session', () => {
    expect(sessionFromClaims(maria)).toEqual({
      isLogged: true,
      userName: 'maria.restrepo',
      userFullName: 'María Restrepo',
      documentType: 'CC',
      documentNumber: '43512876',
      roles: ['role_personas', 'offline_access'],
      clientRoles: {},
    });
  });

  it.each([
    [{ given_name: 'juan', family_name: 'DE LA CRUZ RUIZ' }, 'Juan De La Cruz'],
    [{ given_name: 'ANA' }, 'Ana'],
    [{ family_name: 'OSPINA' }, 'Ospina'],
    [{ name: 'LUZ OSPINA' }, 'Luz'],
    [{ preferred_username: 'luz.ospina' }, 'luz.ospina'],
    [{ given_name: '   ', family_name: '' }, null],
  ])('full name from %j -> %j', (claims, expected) => {
    expect(sessionFromClaims(claims).userFullName).toBe(expected);
  });

  it('reads missing or non-text claims as null, never as "undefined"', () => {
    const session = sessionFromClaims({ preferred_username: 42, tipoIdentificacion: null, numIdentificacion: ['1'] });
    expect(session).toMatchObject({ userName: null, documentType: null, documentNumber: null, roles: [] });
  });

  it('property: always logged in, roles are strings, never throws on arbitrary claims', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), fc.option(fc.dictionary(fc.string(), fc.anything())), (id, access) => {
        const session = sessionFromClaims(id, access);
        expect(session.isLogged).toBe(true);
        expect(session.roles.every((role) => typeof role === 'string')).toBe(true);
      }),
    );
  });
});

describe('realmRoles', () => {
  const access = { realm_access: { roles: ['from_access'] } };
  it.each([
    ['ID token first', { realm_access: { roles: ['from_id'] } }, access, ['from_id']],
    ['access token when the ID token has none (Keycloak default)', {}, access, ['from_access']],
    ['an empty ID-token list still wins: the realm said so', { realm_access: { roles: [] } }, access, []],
    ['none anywhere', {}, null, []],
    ['malformed lists are ignored', { realm_access: { roles: 'admin' } }, { realm_access: { roles: [1, 'ok'] } }, ['ok']],
    ['realm_access that is an array', { realm_access: ['x'] }, null, []],
  ])('%s', (_name, id, accessClaims, expected) => {
    expect(realmRoles(id, accessClaims)).toEqual(expected);
  });
});

describe('role checks', () => {
  const session = sessionFromClaims(
    { ...maria, realm_access: undefined },
    { realm_access: { roles: ['role_personas'] }, resource_access: { 'portal-servicios': { roles: ['pagos'] }, broken: { roles: 7 } } },
  );

  it.each([
    [['role_personas'], true],
    [['otro', 'role_personas'], true],
    [['otro'], false],
    [[], false],
  ])('hasAnyRole(%j) -> %s', (roles, expected) => {
    expect(hasAnyRole(session, roles)).toBe(expected);
  });

  it('anonymous holds no role', () => {
    expect(hasAnyRole({ ...anonymousSession, roles: ['role_personas'] }, ['role_personas'])).toBe(false);
  });

  it.each([
    ['portal-servicios', 'pagos', true],
    ['portal-servicios', 'otro', false],
    ['otro-cliente', 'pagos', false],
    ['broken', 'pagos', false],
  ])('hasClientRole(%s, %s) -> %s', (client, role, expected) => {
    expect(hasClientRole(session, client, role)).toBe(expected);
  });

  it('clientRoles keeps only well-formed entries', () => {
    expect(clientRoles({ resource_access: { a: { roles: ['x'] }, b: null } }, null)).toEqual({ a: ['x'] });
  });
});
