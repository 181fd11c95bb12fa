// @vitest-environment node
// oidc-provider (Koa) and Node's own fetch, with its Set-Cookie access, need Node rather
// than happy-dom, whose fetch applies a browser's CORS and cookie rules.
import { describe, expect, it, vi } from 'vitest';
import { currentPersona } from '@sandbox/api/current-persona';
import { createIdentityProvider, identityMountPath } from '@sandbox/identity/create-identity-provider';
import { lifetimesFrom } from '@sandbox/identity/identity-settings';
import type { SandboxMount } from '@sandbox/server/sandbox-mounts';
import {
  Browser,
  authorizeUrl,
  bearerRequest,
  jwtPayload,
  locationOf,
  parseHtml,
  pkcePair,
  sandboxAppOverHttp,
  signIn,
  tokenRequest,
} from '@test/support/sandbox/identity-provider-flow';

// The real provider over real HTTP once signed in: refresh-token rotation, the session's idle
// limit, the silent check and logout; and the lifetimes read from the environment.

const start = sandboxAppOverHttp();

describe('sandbox identity provider: session, refresh and logout', () => {
  it('rotates refresh tokens: the new one works, the used one is refused with invalid_grant', async () => {
    const origin = await start();
    const { tokens } = await signIn(origin);
    const refreshed = await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toEqual(expect.any(String));
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.body.access_token).not.toBe(tokens.access_token);
    expect(jwtPayload(refreshed.body.id_token)).toMatchObject({ preferred_username: 'maria.restrepo', numIdentificacion: '1037600123' });

    const reused = await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // Reuse is taken as theft: the whole sign-in is revoked, the newer token included. This is
    // why the portal must never let two tabs refresh with the same token.
    const afterReuse = await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token });
    expect(afterReuse.body.error).toBe('invalid_grant');
    expect(await currentPersona(bearerRequest(refreshed.body.access_token))).toBeNull();
  });

  it('keeps an active sign-in alive past SANDBOX_SESSION_TTL, and ends an idle one after it', async () => {
    const identity: SandboxMount = {
      path: identityMountPath,
      create: (context) => createIdentityProvider(context, { environment: { SANDBOX_SESSION_TTL: '60', SANDBOX_REFRESH_TOKEN_TTL: '600' } }),
    };
    const origin = await start([identity]);
    const signedInAt = Date.now();
    let { refresh_token: refreshToken } = (await signIn(origin)).tokens;
    const refreshAt = async (secondsAfterSignIn: number) => {
      // Only Date is faked, so sockets and timers keep running.
      vi.useFakeTimers({ toFake: ['Date'], now: signedInAt + secondsAfterSignIn * 1000 });
      try {
        return await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: refreshToken });
      } finally {
        vi.useRealTimers();
      }
    };
    for (const seconds of [40, 80, 120]) {
      const answer = await refreshAt(seconds);
      expect(answer.status, `${seconds} s after signing in`).toBe(200);
      refreshToken = answer.body.refresh_token;
    }
    // 65 s without any activity: past the 60-s session, well within the token's own 600 s.
    expect((await refreshAt(185)).body.error).toBe('invalid_grant');
  });

  it('answers a silent check (prompt=none) with a code while signed in, and login_required otherwise', async () => {
    const origin = await start();
    const { browser } = await signIn(origin);
    const silent = { prompt: 'none', code_challenge: pkcePair().challenge, code_challenge_method: 'S256' };
    const signedIn = locationOf(await browser.fetch(authorizeUrl(origin, silent)), origin);
    expect(signedIn.pathname).toBe('/auth/callback');
    expect(signedIn.searchParams.get('code')).not.toBeNull();

    const anonymous = locationOf(await new Browser().fetch(authorizeUrl(origin, silent)), origin);
    expect(anonymous.searchParams.get('error')).toBe('login_required');
  });

  it('signs out with id_token_hint at once, back to the portal, and the access token stops working', async () => {
    const origin = await start();
    const { browser, tokens } = await signIn(origin);
    expect((await currentPersona(bearerRequest(tokens.access_token)))?.username).toBe('maria.restrepo');

    const query = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${origin}/` });
    const page = await browser.fetch(`${origin}/realms/portal/protocol/openid-connect/logout?${query}`);
    const html = await page.text();
    const document = parseHtml(html);
    const form = document.getElementById('op.logoutForm');
    expect(form).not.toBeNull();
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    const fields = Object.fromEntries(
      [...document.querySelectorAll('input[type="hidden"]')].map((input) => [input.getAttribute('name') ?? '', input.getAttribute('value') ?? '']),
    );
    expect(fields.logout).toBe('yes');
    const back = locationOf(await browser.fetch(new URL(form?.getAttribute('action') ?? '', origin).href, { form: fields }), origin);
    expect(back.href).toBe(`${origin}/`);

    expect(await currentPersona(bearerRequest(tokens.access_token))).toBeNull();
    const refresh = await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.body.error).toBe('invalid_grant');
  });
});

describe('sandbox identity provider: lifetimes', () => {
  it('defaults to 20-minute tokens and a 30-minute session and refresh window', () => {
    expect(lifetimesFrom({})).toEqual({ accessToken: 1200, refreshToken: 1800, session: 1800 });
  });

  it('reads SANDBOX_ACCESS_TOKEN_TTL, SANDBOX_REFRESH_TOKEN_TTL and SANDBOX_SESSION_TTL', () => {
    expect(
      lifetimesFrom({ SANDBOX_ACCESS_TOKEN_TTL: '30', SANDBOX_REFRESH_TOKEN_TTL: ' 90 ', SANDBOX_SESSION_TTL: '' }),
    ).toEqual({ accessToken: 30, refreshToken: 90, session: 1800 });
  });

  it('refuses a value that is not whole seconds between 1 and a day, naming the variable', () => {
    for (const value of ['0', '-5', '1.5', '5m', '86401']) {
      expect(() => lifetimesFrom({ SANDBOX_SESSION_TTL: value }), value).toThrow(/^SANDBOX_SESSION_TTL debe ser/);
    }
  });
});
