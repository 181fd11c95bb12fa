/** The only PKCE method accepted (docs/identity.md). 'plain' would send the verifier in clear. */
export const pkceMethod = 'S256';

/** Throws 'Invalid value for pkceMethod' for anything but S256 (docs/identity.md). */
export function assertPkceMethod(method: string): typeof pkceMethod {
  if (method !== pkceMethod) throw new Error('Invalid value for pkceMethod');
  return pkceMethod;
}
