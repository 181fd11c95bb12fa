import { isIP } from 'node:net';

/**
 * The caller's address as the public IP-echo services would report it. Node reports IPv4
 * peers on a dual-stack socket as IPv4-mapped IPv6 ('::ffff:127.0.0.1'); the portal
 * expects a plain v4 or v6 address, so the mapping, brackets and zone ids are removed.
 * Null when no valid address remains (the socket is gone, or the value is not an IP).
 */
export function normaliseClientIp(address: string | undefined | null): string | null {
  if (!address) return null;
  let ip = address.trim();
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  const zone = ip.indexOf('%');
  if (zone >= 0) ip = ip.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version === 6) return ip.toLowerCase();
  return null;
}
