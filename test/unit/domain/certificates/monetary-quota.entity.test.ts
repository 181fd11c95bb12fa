import { describe, expect, it } from 'vitest';
import { paymentMethodOf, periodsNewestFirst, type QuotaPeriod } from '@/domain/certificates/monetary-quota.entity';

const at = (period: string): QuotaPeriod => ({ period, paymentMethod: null, subsidyValue: 0, payments: [] });

describe('periodsNewestFirst', () => {
  it('orders YYYY-MM keys newest first across years, without touching its input', () => {
    const input = [at('2024-12'), at('2026-01'), at('2025-10'), at('2025-02')];
    expect(periodsNewestFirst(input).map((entry) => entry.period)).toEqual(['2026-01', '2025-10', '2025-02', '2024-12']);
    expect(input.map((entry) => entry.period)).toEqual(['2024-12', '2026-01', '2025-10', '2025-02']);
  });
});

describe('paymentMethodOf', () => {
  it.each([
    [null, null],
    ['', null],
    ['   ', null],
    [' Abono a cuenta ', 'Abono a cuenta'],
  ])('%j -> %j', (value, expected) => {
    expect(paymentMethodOf(value)).toBe(expected);
  });
});
