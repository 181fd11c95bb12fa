import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { createContainer } from '@/container';
import { isIpAddress } from '@/infrastructure/ip-lookup/ip-address.rules';
import { server } from '@test/support/msw-server';
import { testConfig } from '@test/support/test-config';

const first = 'http://localhost/sandbox/ip';
const second = 'https://ip-respaldo.example/json';

function lookupWith(services: readonly string[] = [first, second], timeoutMs = 2_000) {
  const container = createContainer(testConfig({ ipLookup: { services, timeoutMs } }));
  return container.get<ClientIpLookup>(ClientIpLookup);
}

function answer(url: string, respond: () => Response | Promise<Response>) {
  let calls = 0;
  server.use(
    http.get(url, () => {
      calls += 1;
      return respond();
    }),
  );
  return () => calls;
}

describe('HttpClientIpLookup', () => {
  it.each([
    ['an IPv4 address in plain text', () => HttpResponse.text('203.0.113.7\n'), '203.0.113.7'],
    ['an IPv6 address in plain text', () => HttpResponse.text('2001:db8:85a3::8a2e:370:7334'), '2001:db8:85a3::8a2e:370:7334'],
    ['JSON {ip}', () => HttpResponse.json({ ip: '198.51.100.23', country: 'CO' }), '198.51.100.23'],
    ['a JSON string', () => HttpResponse.json('2001:db8::1'), '2001:db8::1'],
  ])('accepts %s', async (_what, respond, expected) => {
    const secondCalls = answer(second, () => HttpResponse.text('192.0.2.99'));
    answer(first, respond);
    await expect(lookupWith().lookup()).resolves.toBe(expected);
    expect(secondCalls()).toBe(0);
  });

  it.each([
    ['an HTML error page', () => HttpResponse.html('<html><body>Rate limited</body></html>')],
    ['an address out of range', () => HttpResponse.text('256.1.1.1')],
    ['JSON without ip', () => HttpResponse.json({ address: '203.0.113.7' })],
    ['JSON with a non-string ip', () => HttpResponse.json({ ip: 203 })],
    ['an HTTP error with an address in it', () => HttpResponse.text('203.0.113.7', { status: 500 })],
    ['a failed fetch', () => HttpResponse.error()],
  ])('rejects %s and falls back to the next service', async (_what, respond) => {
    answer(first, respond);
    answer(second, () => HttpResponse.json({ ip: '192.0.2.44' }));
    await expect(lookupWith().lookup()).resolves.toBe('192.0.2.44');
  });

  it('moves on to the next service after the time-out', async () => {
    answer(first, async () => {
      await delay(1_000);
      return HttpResponse.text('203.0.113.7');
    });
    answer(second, () => HttpResponse.text('192.0.2.45'));
    const started = performance.now();
    await expect(lookupWith([first, second], 40).lookup()).resolves.toBe('192.0.2.45');
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('resolves null, never throws, when no service gives an address', async () => {
    answer(first, () => HttpResponse.text('no disponible'));
    answer(second, async () => {
      await delay(1_000);
      return HttpResponse.json({ ip: '192.0.2.46' });
    });
    await expect(lookupWith([first, second], 40).lookup()).resolves.toBeNull();
  });

  it('sends no cookies to the IP services', async () => {
    let cookie: string | null = 'unset';
    server.use(
      http.get(first, ({ request }) => {
        cookie = request.headers.get('cookie');
        return HttpResponse.text('203.0.113.8');
      }),
    );
    document.cookie = 'sesion=abc';
    try {
      await lookupWith([first]).lookup();
    } finally {
      document.cookie = 'sesion=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect(cookie).toBeNull();
  });
});

describe('isIpAddress', () => {
  it.each([
    '0.0.0.0',
    '203.0.113.7',
    '255.255.255.255',
    '::',
    '::1',
    '2001:db8::',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    'fe80::1:2:3:4:5:6',
    '1:2:3:4:5:6:7::',
    '::ffff:192.0.2.128',
    '64:ff9b::198.51.100.1',
  ])('accepts %s', (value) => {
    expect(isIpAddress(value)).toBe(true);
  });

  it.each([
    '',
    '203.0.113',
    '203.0.113.7.1',
    '256.0.0.1',
    '01.2.3.4',
    '1.2.3.-4',
    ' 203.0.113.7',
    ':',
    ':::',
    '1::2::3',
    '12345::1',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1::2:3:4:5:6:7:8',
    'g::1',
    '192.0.2.1::',
    '::ffff:192.0.2.256',
    'fe80::1%eth0',
    '<html>',
    'localhost',
  ])('rejects %j', (value) => {
    expect(isIpAddress(value)).toBe(false);
  });
});
