import { describe, expect, it } from 'vitest';
import { isReasonType, reasonTypes, withdrawalNoticeBusinessDays, withdrawalRefundPercent } from '@/domain/bookings/reason-type.entity';

describe('reason types (docs/bookings.md)', () => {
  it('are the five documented ones, in their order', () => {
    expect(reasonTypes).toEqual(['fuerzaMayor', 'calamidadDomestica', 'casoFortuito', 'derechoDeRetracto', 'fallecimiento']);
    expect(Object.isFrozen(reasonTypes)).toBe(true);
  });

  it.each(reasonTypes)('%s is a reason type', (reason) => {
    expect(isReasonType(reason)).toBe(true);
  });

  it.each([['FuerzaMayor'], ['fuerza mayor'], [''], [' fuerzaMayor'], [null], [undefined], [1], [{}], [['fuerzaMayor']], ['toString'], ['length']])(
    '%j is not',
    (value) => {
      expect(isReasonType(value)).toBe(false);
    },
  );

  it('right of withdrawal: 5 business days ahead, 100% back', () => {
    expect(withdrawalNoticeBusinessDays).toBe(5);
    expect(withdrawalRefundPercent).toBe(100);
  });
});
