/**
 * The open-redirect guard of the payment request (docs/payments.md: 'the browser goes to
 * the provider's process URL'): the portal sends the person only to a checkout whose origin the
 * configuration allows (`checkoutOrigins`: origins such as 'https://checkout.example.co', the page's
 * own origin when config.json says '/').
 *
 * True when `processUrl` is an absolute http(s) URL without user name or password whose origin is
 * exactly one of `allowedOrigins` (scheme, host and port compared, host case-insensitively). A
 * relative URL, another scheme (javascript:, data:), a look-alike host
 * ('https://checkout.example.co.evil.test') or an empty list is false.
 */
export function isAllowedCheckoutUrl(processUrl: string, allowedOrigins: readonly string[]): boolean {
  const url = absoluteUrl(processUrl.trim());
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (url.username !== '' || url.password !== '') return false;
  return allowedOrigins.some((allowed) => originOf(allowed) === url.origin);
}

function absoluteUrl(text: string): URL | null {
  // No base: a relative text does not parse, so it can never borrow an allowed origin.
  return URL.canParse(text) ? new URL(text) : null;
}

/** The origin an allowed entry names; an entry that is not an origin (a path, '/' unresolved) matches nothing. */
function originOf(allowed: string): string | null {
  const url = absoluteUrl(allowed.trim());
  if (url === null || url.origin === 'null') return null;
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  return bare ? url.origin : null;
}
