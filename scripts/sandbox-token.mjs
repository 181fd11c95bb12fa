#!/usr/bin/env node
// An access token of a sandbox persona, for `npm run check:api -- --token-file F` against the local sandbox
// (docs/api/README.md, "Checking a backend"). It signs in the way the portal does: an authorization
// request with PKCE (S256) to the sandbox's identity provider, its sign-in form posted with the persona's
// document and password, the code exchanged for tokens. Only the sandbox's provider at `/realms/portal` is
// supported: a real realm's sign-in page is not a form this script should fill.
//
//   npm run sandbox:token -- [--origin http://localhost:5173] [--document CC:1037600123] [--password P] [--out F]
//
// The default persona is María (docs/sandbox.md, the personas table). With --out the token goes to that file
// (mode 600) and nothing of it is printed; without it, the token is the only line on standard output.

import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const realmPath = '/realms/portal';
const clientId = 'portal-servicios';
/** María, the sandbox persona with every signed-in call answered (docs/sandbox.md). */
const defaultPersona = { document: 'CC:1037600123', password: 'Maria2026*' };

/** A cookie jar reduced to names and values, and redirects followed by hand. */
function cookieJarFetch() {
  const cookies = new Map();
  return async (url, form) => {
    const headers = {};
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const value = pair.slice(separator + 1).trim();
      if (value === '') cookies.delete(pair.slice(0, separator).trim());
      else cookies.set(pair.slice(0, separator).trim(), value);
    }
    return response;
  };
}

function redirectOf(response, origin, step) {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) {
    throw new Error(`${step}: se esperaba una redirección y el proveedor respondió HTTP ${response.status}`);
  }
  return new URL(location, origin);
}

/**
 * Signs a sandbox persona in at `origin` and returns its access token. Throws with a Spanish message
 * naming the step that failed (a provider that is not the sandbox's, wrong credentials).
 */
export async function fetchSandboxToken({ origin, document, password }) {
  const [documentType = '', documentNumber = ''] = document.split(':');
  const browser = cookieJarFetch();
  const verifier = randomBytes(48).toString('base64url');
  const redirectUri = `${origin}/auth/callback`;
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const authorize = `${origin}${realmPath}/protocol/openid-connect/auth?${query}`;
  const interaction = redirectOf(await browser(authorize), origin, 'La solicitud de autorización');
  const page = await browser(interaction.href);
  const form = /<form\b[^>]*\bclass="formulario"[^>]*>/.exec(await page.text())?.[0] ?? '';
  const action = /\baction="([^"]+)"/.exec(form)?.[1];
  if (page.status !== 200 || !action) throw new Error(`${origin} no muestra el formulario de ingreso del sandbox (HTTP ${page.status})`);
  const loginUrl = new URL(action.replaceAll('&amp;', '&'), origin).href;
  const resume = redirectOf(await browser(loginUrl, { documentType, documentNumber, password }), origin, 'El ingreso (¿documento o contraseña incorrectos?)');
  const callback = redirectOf(await browser(resume.href), origin, 'La vuelta al portal');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error('El proveedor no devolvió un código de autorización');
  const response = await fetch(`${origin}${realmPath}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientId, grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }).toString(),
  });
  const tokens = await response.json().catch(() => ({}));
  if (response.status !== 200 || typeof tokens.access_token !== 'string') throw new Error(`El canje del código falló (HTTP ${response.status})`);
  return tokens.access_token;
}

async function main() {
  const { values } = parseArgs({
    options: {
      origin: { type: 'string', default: 'http://localhost:5173' },
      document: { type: 'string', default: defaultPersona.document },
      password: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const password = values.password ?? (values.document === defaultPersona.document ? defaultPersona.password : undefined);
  if (!password) throw new Error('Falta --password para ese documento (las contraseñas están en docs/sandbox.md)');
  const token = await fetchSandboxToken({ origin: values.origin.replace(/\/+$/, ''), document: values.document, password });
  if (values.out) {
    await writeFile(values.out, `${token}\n`, { mode: 0o600 });
    console.error(`sandbox-token: token de acceso escrito en ${values.out}`);
  } else {
    process.stdout.write(`${token}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`sandbox-token: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
