import { describe, expect, it } from 'vitest';
import {
  certificateKindOf,
  fovisCertificateKinds,
  isFovisCertificateId,
  lastFovisCertificateId,
} from '@/domain/fovis/fovis-certificate-kind.entity';

describe('FOVIS certificate kinds by id (1 to 14, the contract’s `getCertificate`)', () => {
  it('maps the 14 ids to the contract’s `{kind}` path segments, exactly', () => {
    expect(fovisCertificateKinds).toEqual({
      1: 'not-postulated',
      2: 'savings-desistment',
      3: 'severances-desistment',
      4: 'postulation-desistment',
      5: 'uncommitted-savings',
      6: 'uncommitted-severance',
      7: 'mi-casa-ya',
      8: 'uncollected-subsidy',
      9: 'paid-subsidy',
      10: 'quiting-subsidy',
      11: 'quiting-subsidy-savings',
      12: 'quiting-subsidy-severance',
      13: 'expired-subsidy',
      14: 'postulation',
    });
    expect(Object.isFrozen(fovisCertificateKinds)).toBe(true);
    expect(lastFovisCertificateId).toBe(14);
  });

  it('gives 14 different kinds', () => {
    expect(new Set(Object.values(fovisCertificateKinds)).size).toBe(14);
  });

  it.each([
    [1, 'not-postulated'],
    [2, 'savings-desistment'],
    [7, 'mi-casa-ya'],
    [10, 'quiting-subsidy'],
    [14, 'postulation'],
  ] as const)('id %s -> %s', (id, kind) => {
    expect(certificateKindOf(id)).toBe(kind);
    expect(isFovisCertificateId(id)).toBe(true);
  });

  it.each([
    ['0', 0],
    ['15', 15],
    ['-1', -1],
    ['1.5', 1.5],
    ['14.000001', 14.000001],
    ["the text '3'", '3'],
    ["the text '14'", '14'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['undefined', undefined],
    ['true', true],
    ['an object', { id: 3 }],
  ])('%s is no FOVIS id: null (the unavailable modal, nothing asked)', (_label, id) => {
    expect(certificateKindOf(id)).toBeNull();
    expect(isFovisCertificateId(id)).toBe(false);
  });

  it('every integer from 1 to 14 has a kind, and nothing around them does', () => {
    for (let id = -3; id <= 20; id += 1) {
      expect(certificateKindOf(id) !== null).toBe(id >= 1 && id <= 14);
    }
  });
});
