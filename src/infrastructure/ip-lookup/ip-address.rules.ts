/**
 * Whether `value` is a textual IPv4 address (dotted decimal, no leading zeros) or an IPv6
 * address (RFC 4291 forms: full, `::`-compressed, with an IPv4 tail; no zone id). IP-echo
 * services sometimes answer with an HTML error page or a proxy's text: only a real address
 * may be stored and sent to the payment provider.
 */
export function isIpAddress(value: string): boolean {
  return isIpv4(value) || isIpv6(value);
}

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEXTET = /^[0-9a-fA-F]{1,4}$/;

function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => OCTET.test(part));
}

function isIpv6(value: string): boolean {
  if (value.length > 45 || !value.includes(':')) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;

  const groupsOf = (half: string | undefined) => (half === undefined || half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const groups = [...head, ...tail];
  const last = groups.at(-1);

  // An IPv4 tail (::ffff:192.0.2.1) counts as two 16-bit groups.
  let width = groups.length;
  if (last !== undefined && last.includes('.')) {
    // ...and only at the very end ('1.2.3.4::' is not an address).
    if (value.endsWith(':') || !isIpv4(last)) return false;
    groups.pop();
    width += 1;
  }
  if (!groups.every((group) => HEXTET.test(group))) return false;
  return halves.length === 2 ? width <= 7 : width === 8;
}
