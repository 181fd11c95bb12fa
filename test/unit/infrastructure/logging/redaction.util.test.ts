import { describe, expect, it } from 'vitest';
import { redactSecrets } from '@/infrastructure/logging/redaction.util';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtYXJpYSJ9.c2lnbmF0dXJh';

describe('redactSecrets: logs never hold secrets', () => {
  it.each([
    ['a JWT anywhere', `token ${jwt} rechazado`, 'token [token] rechazado'],
    ['a bearer header', 'Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['an authorization code and state in an address', 'https://portal/x?code=SplxlOBeZQQ&state=af0ifjsldkj&origen=menu', 'https://portal/x?code=[oculto]&state=[oculto]&origen=menu'],
    ['a PKCE verifier in a form body', 'grant_type=authorization_code&code_verifier=a1B2c3D4e5', 'grant_type=authorization_code&code_verifier=[oculto]'],
    ['tokens in JSON', '{"refresh_token": "r-123", "access_token":"a-456", "expires_in": 300}', '{"refresh_token":"[oculto]", "access_token":"[oculto]", "expires_in": 300}'],
    ['an e-mail address', 'No se pudo enviar a maria.restrepo+caja@correo.example.co.', 'No se pudo enviar a [correo].'],
    ['a document number in a query, a path and a sentence', 'GET /x?numDoc=1037600123 /users/71650432 para CC 43218765.', 'GET /x?numDoc=[número] /users/[número] para CC [número].'],
    ['a phone number', 'Llamar al 3001234567', 'Llamar al [número]'],
  ])('hides %s', (_what, text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it.each([
    ['grouped with dots', 'CC 1.017.234.567 no existe', 'CC [número] no existe'],
    ['grouped with dots, eight digits', 'documento 71.234.567.', 'documento [número].'],
    ['grouped with spaces', 'cédula 1017 234 567 rechazada', 'cédula [número] rechazada'],
    ['grouped with dashes', 'NIT 890-900-841-6', 'NIT [número]'],
    ['right after a colon', 'CC:1017234567', 'CC:[número]'],
    ['as a JSON number', '{"numeroDocumento":1017234567}', '{"numeroDocumento":[número]}'],
    ['as a JSON string with dots', '{"numeroDocumento":"1.017.234.567"}', '{"numeroDocumento":"[número]"}'],
    ['glued to its type', 'CC1017234567', 'CC[número]'],
    ['with encoded spaces', 'doc=1017%20234%20567', 'doc=[número]'],
  ])('hides a document number %s', (_what, text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it.each([
    ['an accented local part', 'Enviado a josé@correo.co', 'Enviado a [correo]'],
    ['an accent before the @', 'de maría@correo.example.co.', 'de [correo].'],
    ['an eñe and a Unicode domain', '<ñandú.peña@correo.cañón.co>', '<[correo]>'],
    ['an encoded @', '?email=maria.restrepo%40correo.co&x=1', '?email=[correo]&x=1'],
    ['an encoded @ and accent', 'correo=jos%C3%A9%40correo.co', 'correo=[correo]'],
  ])('hides an e-mail address with %s', (_what, text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it.each([
    ['token=', '/descarga?token=Zk9xR2dYb3BlbmF0aW9u&tipo=pdf', '/descarga?token=[oculto]&tipo=pdf'],
    ['ticket= (short)', 'ticket=ST-12a', 'ticket=[oculto]'],
    ['any name', '?radicado_firma=6f1d3c9a0b7e4d2fa1c3&x=1', '?radicado_firma=[oculto]&x=1'],
    ['any name in JSON', '{"handle": "Qm9sZXRhRGVQYWdvMTIzNDU2"}', '{"handle": "[oculto]"}'],
    ['any name after a colon', 'sesion: 9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', 'sesion: [oculto]'],
    ['no name, a long hex digest', 'firma a94a8fe5ccb19ba61c4c0873d391e987982fbbd3 inválida', 'firma [token] inválida'],
  ])('hides an opaque value under %s', (_what, text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it.each([
    'at load (https://portal.example/assets/index-Ab12.js:1:123456) en 2026, código 4040',
    'at foo (file.js:10:20)',
    'https://host/assets/x-abc123.js:12:345',
    'load@https://portal.example/assets/index-Ab123456.js:1:1234567',
    'at http://localhost:51730/src/presentation/app/render-app.tsx:40:12',
    'at eval (eval at run (https://portal.example/assets/x-CFY2EYht.js:3:4), <anonymous>:1:22)',
    'Error al mostrar la ruta /certificados/:tipo',
    '/certificados/certificado-afiliacion-trabajador',
    '?tipo=certificado-afiliacion-trabajador&origen=menu',
    'TypeError: Failed to fetch dynamically imported module: https://portal.example/assets/personal-data-form-CFY2EYht.js',
  ])('keeps the shape of %s', (text) => {
    expect(redactSecrets(text)).toBe(text);
  });

  it('hides a query between a script and its line, but keeps the script and the position', () => {
    expect(redactSecrets('at x (http://localhost:5173/src/x.tsx?t=1733456789012:10:20)')).toBe('at x (http://localhost:5173/src/x.tsx?t=[número]:10:20)');
  });
});
