import { describe, expect, it } from 'vitest';
import { authorizationOutcome, errorHint, frameAncestorsAllow, framingVerdict, logoutOutcome } from '../../../scripts/doctor/identity-answers.mjs';

// What the doctor reads in an identity provider's answers (scripts/doctor/identity-answers.mjs), on
// the answers Keycloak and oidc-provider give, and the browsers' framing rule.

const provider = new URL('https://sso.caja.example/realms/afiliados/protocol/openid-connect/auth');
const portal = new URL('https://portal.caja.example');
const callback = 'https://portal.caja.example/auth/callback';
const request = `${provider.href}?client_id=portal-servicios`;

describe('an authorization request’s answer', () => {
  it('is accepted when the provider shows or sends to its sign-in page, or sends back to the address', () => {
    expect(authorizationOutcome({ status: 200, headers: {}, body: '<title>Sign in to afiliados</title>' }, callback, request).kind).toBe('login');
    // The interaction's one-time id is left out of the words.
    expect(authorizationOutcome({ status: 303, headers: { location: '/realms/portal/interaction/HWdpDWKzNget3vVa7pUViSQJ18r5Crvq-QENu0dsecI' }, body: '' }, callback, request)).toEqual({
      kind: 'login',
      detail: 'HTTP 303 a https://sso.caja.example/realms/portal/interaction/…',
    });
    const back = authorizationOutcome({ status: 302, headers: { location: `${callback}?error=login_required&state=s` }, body: '' }, callback, request);
    expect(back.kind).toBe('back');
    expect(back.params?.get('error')).toBe('login_required');
    // Keycloak's response_mode=fragment, and oidc-client-ts's default query, read alike.
    expect(authorizationOutcome({ status: 302, headers: { location: `${callback}#error=login_required` }, body: '' }, callback, request).params?.get('error')).toBe('login_required');
  });

  it('is refused on an error answer, an error page answered 200, or a redirect to the provider’s error page', () => {
    const keycloak = '<div id="kc-content"><p id="kc-error-message" class="instruction">Invalid parameter: redirect_uri</p></div>';
    expect(authorizationOutcome({ status: 400, headers: {}, body: keycloak }, callback, request)).toEqual({ kind: 'refused', detail: 'HTTP 400: «Invalid parameter: redirect_uri»' });
    expect(authorizationOutcome({ status: 200, headers: {}, body: keycloak }, callback, request).kind).toBe('refused');
    expect(authorizationOutcome({ status: 302, headers: { location: '/error?error=invalid_request' }, body: '' }, callback, request).kind).toBe('refused');
    expect(authorizationOutcome({ status: 500, headers: {}, body: '' }, callback, request).kind).toBe('broken');
    expect(authorizationOutcome({ status: 302, headers: {}, body: '' }, callback, request).kind).toBe('broken');
  });

  it('names the reason of an error answer: JSON, oidc-provider’s error page, Keycloak’s', () => {
    expect(errorHint('{"error":"invalid_request","error_description":"Invalid parameter: redirect_uri"}')).toBe('Invalid parameter: redirect_uri');
    expect(errorHint('<li>error: invalid_redirect_uri</li><li>error_description: redirect_uri did not match any of the client&#39;s registered redirect_uris</li><li>state: 1</li>')).toBe(
      "redirect_uri did not match any of the client's registered redirect_uris",
    );
    expect(errorHint('<html><body>Nothing to see</body></html>')).toBe('');
  });
});

describe('an end-session request’s answer, asked without id_token_hint', () => {
  const home = 'https://portal.caja.example/';
  it('accepts the address on a confirmation page or a redirect to it', () => {
    expect(logoutOutcome({ status: 200, headers: {}, body: '<p>Do you want to log out?</p>' }, home, request).verdict).toBe('accepted');
    expect(logoutOutcome({ status: 302, headers: { location: home }, body: '' }, home, request).verdict).toBe('accepted');
  });

  it('refuses it on Keycloak’s and oidc-provider’s error pages', () => {
    expect(logoutOutcome({ status: 400, headers: {}, body: '<p id="kc-error-message">Invalid redirect uri</p>' }, home, request)).toEqual({ verdict: 'refused', detail: 'HTTP 400: «Invalid redirect uri»' });
    expect(logoutOutcome({ status: 400, headers: {}, body: '<li>error_description: post_logout_redirect_uri not registered</li>' }, home, request).verdict).toBe('refused');
  });

  it('cannot tell from an answer that names no redirect address', () => {
    expect(logoutOutcome({ status: 400, headers: {}, body: 'Missing parameters: id_token_hint' }, home, request).verdict).toBe('unknown');
    expect(logoutOutcome({ status: 302, headers: { location: 'https://sso.caja.example/login' }, body: '' }, home, request).verdict).toBe('unknown');
  });
});

describe('whether browsers let the portal frame a provider’s document', () => {
  const self = new URL('https://sso.caja.example/realms/afiliados/protocol/openid-connect/auth');
  it.each([
    [["'none'"], false],
    [['*'], true],
    [["'self'"], false],
    [['https:'], true],
    [['http:'], true],
    [['https://portal.caja.example'], true],
    [['portal.caja.example'], true],
    [['*.caja.example'], true],
    [['*.portal.caja.example'], false],
    [['https://portal.caja.example:8443'], false],
    [['https://portal.caja.example:*'], true],
    [['http://portal.caja.example'], true],
    [['https://portal.caja.example/'], true],
    [['https://portal.caja.example/servicios/'], false],
    [['https://PORTAL.caja.example'], true],
    [["'self'", 'https://otro.example'], false],
  ])('frame-ancestors %j lets the portal frame it: %s', (sources, allowed) => {
    expect(frameAncestorsAllow(sources, portal, self)).toBe(allowed);
  });

  it("lets a document on the portal's own origin be framed under 'self' and SAMEORIGIN", () => {
    const same = new URL('https://portal.caja.example/realms/portal/protocol/openid-connect/auth');
    expect(frameAncestorsAllow(["'self'"], portal, same)).toBe(true);
    expect(framingVerdict({ 'x-frame-options': 'SAMEORIGIN' }, same, portal).allowed).toBe(true);
    expect(framingVerdict({ 'x-frame-options': 'SAMEORIGIN' }, self, portal)).toEqual({ allowed: false, by: 'X-Frame-Options «SAMEORIGIN»' });
  });

  it('reads X-Frame-Options as the HTML standard does: DENY, conflicting values refuse; ALLOW-FROM is ignored', () => {
    expect(framingVerdict({}, self, portal).allowed).toBe(true);
    expect(framingVerdict({ 'x-frame-options': 'DENY' }, self, portal).allowed).toBe(false);
    expect(framingVerdict({ 'x-frame-options': 'deny, deny' }, self, portal).allowed).toBe(false);
    expect(framingVerdict({ 'x-frame-options': 'SAMEORIGIN, DENY' }, self, portal).allowed).toBe(false);
    expect(framingVerdict({ 'x-frame-options': 'ALLOW-FROM https://portal.caja.example' }, self, portal)).toEqual({
      allowed: true,
      by: 'X-Frame-Options «ALLOW-FROM https://portal.caja.example», que los navegadores ignoran',
    });
  });

  it('lets frame-ancestors decide alone, every enforced policy having to allow it; Report-Only blocks nothing', () => {
    const csp = (value: string, xfo = 'DENY') => new Headers({ 'Content-Security-Policy': value, 'X-Frame-Options': xfo });
    expect(framingVerdict(csp("default-src 'self'; frame-ancestors https://portal.caja.example"), self, portal).allowed).toBe(true);
    expect(framingVerdict(csp("frame-ancestors 'self'", 'ALLOWALL'), self, portal)).toEqual({ allowed: false, by: "Content-Security-Policy «frame-ancestors 'self'»" });
    const two = new Headers([
      ['Content-Security-Policy', 'frame-ancestors https://portal.caja.example'],
      ['Content-Security-Policy', "frame-ancestors 'none'"],
    ]);
    expect(framingVerdict(two, self, portal).allowed).toBe(false);
    // A policy without frame-ancestors leaves X-Frame-Options in charge.
    expect(framingVerdict(csp("default-src 'self'"), self, portal).allowed).toBe(false);
    expect(framingVerdict({ 'content-security-policy-report-only': "frame-ancestors 'none'" }, self, portal).allowed).toBe(true);
  });
});
