/**
 * The checkout's documented test cards (docs/sandbox-answers.md, 'The checkout'): which number ends a
 * payment attempt in which state. Shared by the sandbox's state (sandbox/api/sandbox-state.ts),
 * the checkout page (sandbox/server/checkout-page.ts) and the payment sessions
 * (payments-sessions.ts). The data is invented.
 */
/** The states a payment attempt ends in (PlacetoPay's), plus the portal's 'cancel'. */
export type AttemptStatus = 'APPROVED' | 'REJECTED' | 'PENDING' | 'FAILED';
export type SessionStatus = AttemptStatus | 'cancel';

export interface TestCard {
  /** 16 digits, Luhn-valid. */
  readonly number: string;
  readonly paymentMethod: string;
  readonly paymentMethodName: string;
  readonly status: AttemptStatus;
  readonly reason: string;
  /** Spanish, as PlacetoPay words the attempt's state. */
  readonly message: string;
  /** What the card does, for the checkout page and docs/sandbox.md. */
  readonly label: string;
}

export const testCards: readonly TestCard[] = [
  {
    number: '4111111111111111',
    paymentMethod: 'visa',
    paymentMethodName: 'Visa',
    status: 'APPROVED',
    reason: '00',
    message: 'Aprobada',
    label: 'Aprueba el pago',
  },
  {
    number: '5555555555554444',
    paymentMethod: 'master',
    paymentMethodName: 'MasterCard',
    status: 'APPROVED',
    reason: '00',
    message: 'Aprobada',
    label: 'Aprueba el pago',
  },
  {
    number: '4000000000000002',
    paymentMethod: 'visa',
    paymentMethodName: 'Visa',
    status: 'REJECTED',
    reason: '05',
    message: 'Rechazada por la entidad financiera',
    label: 'Rechaza el pago',
  },
  {
    number: '4012888888881881',
    paymentMethod: 'visa',
    paymentMethodName: 'Visa',
    status: 'PENDING',
    reason: 'PT',
    message: 'Pendiente de confirmación por parte de la entidad financiera',
    label: 'Deja el pago pendiente',
  },
  {
    number: '4000000000000119',
    paymentMethod: 'visa',
    paymentMethodName: 'Visa',
    status: 'FAILED',
    reason: 'XN',
    message: 'Falló la comunicación con la entidad financiera',
    label: 'Hace fallar el pago',
  },
];

/** The issuer every test card reports. */
export const TEST_ISSUER = 'Banco de Pruebas';

/** Luhn check over a string of digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test card for a typed number (spaces and dashes ignored), or null. */
export function findTestCard(typed: string): TestCard | null {
  const digits = typed.replace(/[\s-]/g, '');
  return testCards.find((card) => card.number === digits) ?? null;
}
