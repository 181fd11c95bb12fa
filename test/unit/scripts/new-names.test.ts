// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { camelOf, checkOptions, checkWords, namesOf, pascalOf, Refusal, titleOf } from '../../../scripts/new/names.mjs';

describe('npm run new: names', () => {
  it('derives every name of a flow from its three words', () => {
    expect(namesOf({ feature: 'certificates', slug: 'cuota-monetaria', name: 'monetary-quota', prefix: 'certificados' })).toMatchObject({
      Feature: 'Certificates',
      Name: 'MonetaryQuota',
      camel: 'monetaryQuota',
      title: 'Cuota monetaria',
      routePath: 'certificados/cuota-monetaria',
      pageModule: 'certificates/cuota-monetaria',
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

  it('takes a path of URL-safe segments and a one-line title that fits a string and a table cell', () => {
    expect(() => checkOptions({ apiPath: '/api/v1/certifications/cuota-monetaria', title: 'Consulta de cuota monetaria' })).not.toThrow();
    expect(() => checkOptions({})).not.toThrow();
    for (const apiPath of ['api/v1/x', '/api//x', '/api/v1/x/', '/api/v1/{id}', '/api/v1/x?y=1']) {
      expect(() => checkOptions({ apiPath }), apiPath).toThrow(/--path/);
    }
    for (const title of ["Consulta d'algo", 'Uno | dos', ' Consulta', 'Consulta ${x}', 'a'.repeat(81), '']) {
      expect(() => checkOptions({ title }), title).toThrow(/--title/);
    }
  });
});
