import { describe, expect, it } from 'vitest';
import { isAllowedCheckoutUrl } from '@/domain/payments/checkout-origin.rules';

const allowed = ['https://checkout.placetopay.example', 'http://localhost:5173'];

describe('isAllowedCheckoutUrl (the open-redirect guard)', () => {
  it.each([
    'https://checkout.placetopay.example/spa/session/123/abc',
    'https://CHECKOUT.placetopay.example/session?x=1',
    'https://checkout.placetopay.example:443/session',
    ' https://checkout.placetopay.example/session ',
    'http://localhost:5173/sandbox/checkout/session/1',
  ])('follows %s', (url) => {
    expect(isAllowedCheckoutUrl(url, allowed)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/session'],
    ['a look-alike host', 'https://checkout.placetopay.example.evil.test/session'],
    ['a sub-domain', 'https://a.checkout.placetopay.example/session'],
    ['another scheme', 'http://checkout.placetopay.example/session'],
    ['another port', 'https://checkout.placetopay.example:8443/session'],
    ['credentials', 'https://user:pass@checkout.placetopay.example/session'],
    ['a relative path', '/sandbox/checkout/session/1'],
    ['protocol-relative', '//checkout.placetopay.example/session'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['empty', ''],
  ])('refuses %s', (_name, url) => {
    expect(isAllowedCheckoutUrl(url, allowed)).toBe(false);
  });

  it('refuses everything when no origin is allowed', () => {
    expect(isAllowedCheckoutUrl('https://checkout.placetopay.example/session', [])).toBe(false);
  });

  it('matches an allowed entry only when it is a bare origin', () => {
    const url = 'https://checkout.placetopay.example/session';
    expect(isAllowedCheckoutUrl(url, ['https://checkout.placetopay.example/'])).toBe(true);
    expect(isAllowedCheckoutUrl(url, ['https://checkout.placetopay.example/session'])).toBe(false);
    expect(isAllowedCheckoutUrl(url, ['/'])).toBe(false);
    expect(isAllowedCheckoutUrl(url, ['no es un origen'])).toBe(false);
  });
});
