// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { camelOf, checkWords, namesOf, pascalOf, Refusal, titleOf } from '../../../scripts/new/names.mjs';

describe('npm run new: names', () => {
  it('derives every name of a flow from its three words', () => {
    expect(namesOf({ feature: 'certificates', slug: 'cuota-monetaria', name: 'monetary-quota', prefix: 'certificados' })).toMatchObject({
      Feature: 'Certificates',
      Name: 'MonetaryQuota',
      camel: 'monetaryQuota',
      title: 'Cuota monetaria',
      routePath: 'certificados/cuota-monetaria',
      pageModule: 'certificates/monetary-quota',
      method: 'getMonetaryQuota',
      useCase: 'LoadMonetaryQuota',
      viewModel: 'MonetaryQuotaViewModel',
    });
    expect(namesOf({ feature: 'loans', slug: 'creditos', name: 'loans' }).routePath).toBe('creditos');
    expect([pascalOf('a-b2-c'), camelOf('a-b2-c'), titleOf('mis-creditos')]).toEqual(['AB2C', 'aB2C', 'Mis creditos']);
  });

  it.each([
    [{ feature: 'Loans', slug: 'creditos', name: 'loans' }, /Feature key 'Loans'/],
    [{ feature: 'my-loans', slug: 'creditos', name: 'loans' }, /one lowercase word/],
    [{ feature: 'loans', slug: 'créditos', name: 'loans' }, /Route slug 'créditos'/],
    [{ feature: 'loans', slug: 'creditos--vigentes', name: 'loans' }, /Route slug/],
    [{ feature: 'loans', slug: 'creditos/vigentes', name: 'loans' }, /Route slug/],
    [{ feature: 'loans', slug: 'creditos', name: 'CurrentLoans' }, /Name 'CurrentLoans'.*kebab-case/],
    [{ feature: 'loans', slug: 'creditos', name: '1-loans' }, /Name '1-loans'/],
    [{ feature: 'loans', slug: 'creditos' }, /Name ''/],
  ])('refuses %o', (words, message) => {
    expect(() => checkWords(words)).toThrow(Refusal);
    expect(() => checkWords(words)).toThrow(message);
  });
});
