/** Spec section 5: the only PKCE method accepted. 'plain' would send the verifier in clear. */
export const pkceMethod = 'S256';

/** Throws 'Invalid value for pkceMethod' for anything but S256 (spec section 8, Authentication). */
export function assertPkceMethod(method: string): typeof pkceMethod {
  if (method !== pkceMethod) throw new Error('Invalid value for pkceMethod');
  return pkceMethod;
}
