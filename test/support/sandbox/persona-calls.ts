import { beforeEach } from 'vitest';
import { setAccessTokenVerifier } from '@sandbox/api/current-persona';

/** The seeded personas (sandbox/data/personas.ts) a handler test calls as, by first name. */
export type Persona = 'maria' | 'carlos' | 'luz' | 'jose' | 'diana' | 'sergio';

const personaIds: Record<Persona, string> = {
  maria: 'maria.restrepo',
  carlos: 'carlos.zapata',
  luz: 'luz.ospina',
  jose: 'jose.hernandez',
  diana: 'diana.cardenas',
  sergio: 'sergio.munoz',
};

export type AnswerBody = Record<string, unknown>;

/**
 * Calls of a sandbox API as a persona, over msw/node: `Bearer token-<persona>` is that persona's
 * access token for every test of the file (the sandbox's verifier is set before each one), and
 * `null` calls with no token at all. A string body is sent as it is, anything else as JSON.
 * Call at module level.
 */
export function callsAsPersona<Method extends string>(api: string) {
  beforeEach(() => {
    setAccessTokenVerifier(async (token) => {
      const persona = token.startsWith('token-') ? token.slice('token-'.length) : '';
      return persona in personaIds ? personaIds[persona as Persona] : null;
    });
  });

  return async function call(who: Persona | null, method: Method, path: string, body?: unknown) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (who) headers.Authorization = `Bearer token-${who}`;
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const response = await fetch(`${api}/${path}`, { method, headers, body: payload });
    return { status: response.status, body: (await response.json()) as AnswerBody };
  };
}
