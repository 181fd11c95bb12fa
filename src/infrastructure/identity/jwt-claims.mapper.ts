/**
 * The claims of a JWT, decoded without verifying it: only to read what the portal shows
 * (roles when the ID token lacks them). Trust comes from the provider over TLS, and the API
 * verifies every token it receives. Opaque tokens and malformed input give null.
 */
export function decodeJwtClaims(token: string | undefined | null): Record<string, unknown> | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(parts[1].length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
