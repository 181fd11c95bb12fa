// @vitest-environment node
// oidc-provider (Koa) and Node's own fetch, with its Set-Cookie access, need Node rather
// than happy-dom, whose fetch applies a browser's CORS and cookie rules.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { currentPersona, unauthorizedResponse } from '@sandbox/api/current-persona';
import { createIdentityProvider, identityMountPath } from '@sandbox/identity/create-identity-provider';
import type { SandboxMount } from '@sandbox/server/sandbox-mounts';
import { bearerRequest, jose, jwtPayload, maria, sandboxAppOverHttp, signIn } from '@test/support/sandbox/identity-provider-flow';

// The fund API's side of the provider: the person behind a request is the one its access token,
// issued by the real provider over real HTTP and still within its lifetime, names.

const start = sandboxAppOverHttp();

describe('sandbox identity provider: who is calling the fund API', () => {
  it("resolves the persona from the provider's access token, and nobody from anything else", async () => {
    const origin = await start();
    const { tokens } = await signIn(origin, jose);
    expect((await currentPersona(bearerRequest(tokens.access_token)))?.id).toBe('afiliado-sin-correo');
    for (const garbage of ['basura', tokens.id_token, tokens.refresh_token, `${tokens.access_token}x`]) {
      expect(await currentPersona(bearerRequest(garbage)), garbage.slice(0, 12)).toBeNull();
    }
  });

  it('stops accepting an access token once its lifetime (SANDBOX_ACCESS_TOKEN_TTL) is over', async () => {
    const identity: SandboxMount = {
      path: identityMountPath,
      create: (context) => createIdentityProvider(context, { environment: { SANDBOX_ACCESS_TOKEN_TTL: '42' } }),
    };
    const origin = await start([identity]);
    const { tokens } = await signIn(origin);
    expect(tokens.expires_in).toBe(42);
    expect(jwtPayload(tokens.id_token)).toMatchObject({ exp: (jwtPayload(tokens.id_token).iat as number) + 42 });
    vi.useFakeTimers({ toFake: ['Date'], now: ((jwtPayload(tokens.id_token).exp as number) - 3) * 1000 });
    try {
      expect(await currentPersona(bearerRequest(tokens.access_token))).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }

    // oidc-provider reads the clock through Date.now(); only Date is faked so sockets keep working.
    vi.useFakeTimers({ toFake: ['Date'], now: ((jwtPayload(tokens.id_token).exp as number) + 3) * 1000 });
    try {
      expect(await currentPersona(bearerRequest(tokens.access_token))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fund API over HTTP: calls marked B', () => {
  // A B call as later issues write them (docs/sandbox-api.md, "Adding a handler"), served by the
  // sandbox app next to the real provider: the person comes from the token alone.
  const whoAmI = http.get('*/api/v1/prueba/persona', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    return HttpResponse.json({ code: 200, data: { documentType: persona.documentType, documentNumber: persona.documentNumber } });
  });

  const call = (origin: string, token?: string) =>
    fetch(`${origin}/api/v1/prueba/persona?documentType=CE&documentNumber=${jose.documentNumber}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it("answers for the token's person, whatever document the request names", async () => {
    const origin = await start(undefined, [whoAmI]);
    const { tokens } = await signIn(origin, maria);
    const answer = await call(origin, tokens.access_token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ code: 200, data: { documentType: 'CC', documentNumber: maria.documentNumber } });
  });

  it('answers 401 without a token, with a token it did not issue, and with an ID token', async () => {
    const origin = await start(undefined, [whoAmI]);
    const { tokens } = await signIn(origin, maria);
    for (const token of [undefined, 'token-inventado', tokens.id_token]) {
      const answer = await call(origin, token);
      expect(answer.status, String(token).slice(0, 12)).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(await answer.json()).toEqual({ error: 'unauthorized', message: 'Se requiere un token de acceso válido.' });
    }
  });
});
