/**
 * Colombian pesos as the portal shows them: no decimals, '.' between thousands, e.g. '$ 1.234.567'
 * and '-$ 1.234.567': Colombian pesos without decimals (docs/payments.md).
 *
 * This is what `Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP',
 * maximumFractionDigits: 0 })` gives in Node 20 (ICU 78), with two deliberate differences:
 *   - the space after '$' is a plain U+0020, where ICU puts a no-break space (U+00A0). Browsers
 *     ship other ICU versions and some of them use other spaces or grouping; building the text
 *     ourselves makes every browser, Node and the tests agree character for character. Views
 *     that must not break the line between '$' and the digits say so with CSS (white-space).
 *   - an amount that rounds to zero is '$ 0', never ICU's '-$ 0'.
 * Halves round away from zero, as ICU's default (halfExpand) does: 0.5 -> '$ 1', -2.5 -> '-$ 3'.
 */
export function formatCop(amount: number): string | null {
  // Not a number, or beyond the integers a double holds exactly: no honest peso amount to show.
  if (!Number.isFinite(amount) || Math.abs(amount) > Number.MAX_SAFE_INTEGER) return null;
  const units = Math.round(Math.abs(amount));
  const sign = amount < 0 && units !== 0 ? '-' : '';
  return `${sign}$ ${groupThousands(units)}`;
}

/** The same text for a value that may be missing, with a fallback for what is not a number. */
export function formatCopOr(amount: number | null | undefined, fallback: string): string {
  return (typeof amount === 'number' ? formatCop(amount) : null) ?? fallback;
}

/** A non-negative integer with '.' between thousands, as es-CO writes it: 1234567 -> '1.234.567'. */
export function groupThousands(units: number): string {
  return String(units).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
