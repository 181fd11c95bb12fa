import { describe, expect, it } from 'vitest';
import { requestTokenRefresh } from '@/infrastructure/identity/token-endpoint.adapter';

const tokenEndpoint = 'https://sso.caja.example/realms/afiliados/protocol/openid-connect/token';

/** A fetch that records the request it is given and answers with a token answer. */
function recordingFetch() {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify({ access_token: 'nuevo', refresh_token: 'refresco-2', expires_in: 300 }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('requestTokenRefresh', () => {
  it('sends no cookies: the refresh token in the form is the whole credential of a public client', async () => {
    const { fetch, calls } = recordingFetch();

    const answer = await requestTokenRefresh({ tokenEndpoint, clientId: 'portal-servicios', refreshToken: 'refresco-1', fetch });

    expect(answer.kind).toBe('renewed');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.credentials).toBe('omit');
  });

  it('posts the form the provider expects: grant_type, refresh_token and client_id', async () => {
    const { fetch, calls } = recordingFetch();

    await requestTokenRefresh({ tokenEndpoint, clientId: 'portal-servicios', refreshToken: 'refresco-1', fetch });

    expect(calls[0]?.url).toBe(tokenEndpoint);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]?.init?.body)))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresco-1',
      client_id: 'portal-servicios',
    });
  });
});
