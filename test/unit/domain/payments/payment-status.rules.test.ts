import { describe, expect, it } from 'vitest';
import {
  latestPayment,
  paymentStatuses,
  paymentStatusOf,
  paymentTransactionOf,
  sessionPaymentStatus,
} from '@/domain/payments/payment-status.rules';
import type { PaymentRecord, PaymentRequestRecord } from '@/domain/payments/payment-transaction.entity';

const attempt = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  status: 'APPROVED',
  date: '2026-11-24T10:15:30-05:00',
  amount: 150_000,
  paymentMethodName: 'Visa',
  issuerName: 'Banco Demo',
  authorization: '999999',
  receipt: '1122',
  ...overrides,
});

const request: PaymentRequestRecord = {
  reference: 'REF-001',
  description: 'Cuota de crédito',
  amount: 150_000,
  ipAddress: '203.0.113.7',
  buyerName: 'María',
  buyerSurname: 'Gómez Ruiz',
};

describe('payment statuses (docs/payments.md)', () => {
  it('are the six documented ones, cancel in lower case', () => {
    expect(paymentStatuses).toEqual(['APPROVED', 'PENDING', 'REJECTED', 'FAILED', 'cancel', 'error']);
  });

  it.each([
    ['APPROVED', 'APPROVED'],
    ['PENDING', 'PENDING'],
    ['REJECTED', 'REJECTED'],
    ['FAILED', 'FAILED'],
    ['cancel', 'cancel'],
    ['error', 'error'],
    [' APPROVED ', 'APPROVED'],
    ['approved', 'error'],
    ['CANCEL', 'error'],
    ['APPROVED_PARTIAL', 'error'],
    ['', 'error'],
    [null, 'error'],
  ] as const)('%j -> %s', (text, status) => {
    expect(paymentStatusOf(text)).toBe(status);
  });

  it('takes the attempt’s status when there is one, else the session’s', () => {
    expect(sessionPaymentStatus(attempt({ status: 'REJECTED' }), 'APPROVED')).toBe('REJECTED');
    expect(sessionPaymentStatus(attempt({ status: null }), 'APPROVED')).toBe('error');
    expect(sessionPaymentStatus(null, 'PENDING')).toBe('PENDING');
    expect(sessionPaymentStatus(null, null)).toBe('error');
  });
});

describe('latestPayment', () => {
  it('is null for no attempt, the only one for one', () => {
    expect(latestPayment([])).toBeNull();
    const only = attempt();
    expect(latestPayment([only])).toBe(only);
  });

  it('is the most recent by status.date, wherever it is in the list', () => {
    const older = attempt({ status: 'REJECTED', date: '2026-11-24T10:00:00-05:00' });
    const newer = attempt({ status: 'APPROVED', date: '2026-11-24T10:30:00-05:00' });
    expect(latestPayment([older, newer])).toBe(newer);
    expect(latestPayment([newer, older])).toBe(newer);
  });

  it('keeps the first as sent when dates cannot be compared', () => {
    const first = attempt({ status: 'FAILED', date: null });
    const second = attempt({ status: 'APPROVED', date: 'ayer' });
    expect(latestPayment([first, second])).toBe(first);
    const dated = attempt({ date: '2026-11-24 09:00:00' });
    expect(latestPayment([first, dated])).toBe(dated);
    expect(latestPayment([dated, first])).toBe(dated);
  });
});

describe('paymentTransactionOf', () => {
  it('joins the request and the attempt into the result table', () => {
    expect(paymentTransactionOf(request, attempt({ amount: 149_999 }))).toEqual({
      reference: 'REF-001',
      description: 'Cuota de crédito',
      amount: 149_999,
      date: '2026-11-24T10:15:30-05:00',
      paymentMethod: 'Visa',
      issuer: 'Banco Demo',
      authorization: '999999',
      receipt: '1122',
      buyerFullName: 'María Gómez Ruiz',
      ipAddress: '203.0.113.7',
    });
  });

  it('falls back to the request’s amount without an attempt, and leaves the rest null', () => {
    expect(paymentTransactionOf(request, null)).toMatchObject({ amount: 150_000, date: null, paymentMethod: null, receipt: null });
    expect(paymentTransactionOf(null, null)).toEqual({
      reference: null,
      description: null,
      amount: null,
      date: null,
      paymentMethod: null,
      issuer: null,
      authorization: null,
      receipt: null,
      buyerFullName: null,
      ipAddress: null,
    });
  });

  it('names the buyer with what there is', () => {
    expect(paymentTransactionOf({ ...request, buyerSurname: null }, null).buyerFullName).toBe('María');
    expect(paymentTransactionOf({ ...request, buyerName: ' ', buyerSurname: 'Gómez' }, null).buyerFullName).toBe('Gómez');
  });
});
