// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedTree, repository } from '@test/support/repository-tree';
import { planFeature, planFlow } from '../../../scripts/new/generate.mjs';

// What a generated flow writes beyond its code: the tests of each level and the docs, read from the
// plans over the repository as it is (a plan writes nothing). scripts/new/check-generator.mjs runs them.

const repo = repository;
const flowPlan = () => planFlow(repo, { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query' });

describe('npm run new: the outcome table’s test', () => {
  it("is created beside the domain tests: each row of the table against the contract's examples, any other code, and the reading", () => {
    const test = flowPlan().created['test/unit/domain/certificates/new-query.outcomes.test.ts'] ?? '';
    expect(test).toContain("import { newQueryOutcome, newQueryOutcomes } from '@/domain/certificates/new-query.outcomes';");
    expect(test).toContain("const examples = contractExamples('getNewQuery');");
    expect(test).toContain('for (const [code, outcome] of rows) expect(newQueryOutcome(code, true)).toBe(outcome);');
    expect(test).toContain("expect(newQueryOutcomes.otherwise).toBe('systemError');");
    expect(test).toContain("expect(newQueryOutcome(0, false)).toBe('systemError');");
    expect(Object.keys(planFeature(repo, { feature: 'loans' }).created)).toContain('test/unit/domain/loans/loans.outcomes.test.ts');
  });
});

describe('npm run new: a new feature’s doc', () => {
  it('docs/<key>.md: where its pieces are, and its first flow’s page, call and outcomes', () => {
    const plan = planFeature(repo, { feature: 'loans', slug: 'creditos', name: 'current-loans' });
    const doc = plan.created['docs/loans.md'] ?? '';
    expect(doc).toMatch(/^# Loans: `\/creditos`\n/);
    for (const piece of [
      '[`loans.routes.ts`](../src/presentation/loans/loans.routes.ts)',
      '[`src/infrastructure/api/loans/`](../src/infrastructure/api/loans): `AxiosLoansGateway`',
      '[`sandbox/api/loans.handlers.ts`](../sandbox/api/loans.handlers.ts)',
      '[`sandbox/data/loans.ts`](../sandbox/data/loans.ts)',
      '[`getCurrentLoans`](api/paths/loans.yaml) (`GET /api/v1/loans/current-loans`)',
      '[`current-loans.outcomes.ts`](../src/domain/loans/current-loans.outcomes.ts)',
      '[`src/presentation/loans/creditos/`](../src/presentation/loans/creditos)',
    ]) {
      expect(doc).toContain(piece);
    }
    expect(planFlow(repo, { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query' }).created).not.toHaveProperty('docs/certificates.md');
  });

  it('its glossary row links the doc only when the other features’ rows link theirs', () => {
    const glossary = repo.read('docs/glossary.md');
    const plain = planFeature(repo, { feature: 'loans' }).edited['docs/glossary.md'] ?? '';
    expect(plain).toContain('| Loans | The loans feature |');
    const linking = glossary.replace('| Certificados | The grid', '| [Certificados](certificates.md) | The grid');
    const linked = planFeature(changedTree(repo, { files: { 'docs/glossary.md': linking } }), { feature: 'loans' }).edited['docs/glossary.md'] ?? '';
    expect(linked).toContain('| [Loans](loans.md) | The loans feature |');
  });

  it('refuses a key whose doc exists', () => {
    expect(() => planFeature(changedTree(repo, { files: { 'docs/loans.md': '# Loans\n' } }), { feature: 'loans' })).toThrow(/docs\/loans.md already exists/);
  });
});

describe("npm run new: the operation in docs/api/README.md's calls in scope", () => {
  const readme = () => repo.read('docs/api/README.md');
  const rowsOf = (text: string) => text.split('\n').filter((line) => line.startsWith('| '));

  it("an existing feature's call joins its rows that need the token", () => {
    const edited = flowPlan().edited['docs/api/README.md'] ?? '';
    const before = rowsOf(readme());
    const after = rowsOf(edited);
    expect(after).toHaveLength(before.length);
    const changed = after.filter((row) => !before.includes(row));
    expect(changed).toEqual([expect.stringMatching(/^\| \| `getMonetaryQuota`, .*, `getNewQuery` \| required \|$/)]);
  });

  it('a feature whose rows need no token gets a row of its own under them; a new feature one at the end', () => {
    const payments = planFlow(repo, { feature: 'payments', slug: 'consulta-nueva', name: 'new-query' }).edited['docs/api/README.md'] ?? '';
    const lines = payments.split('\n');
    const added = lines.indexOf('| | `getNewQuery` | required |');
    expect(added).toBeGreaterThan(0);
    expect(lines[added - 1]).toContain('`findPendingPayments`');
    const loans = planFeature(repo, { feature: 'loans' }).edited['docs/api/README.md'] ?? '';
    const rows = loans.split('\n');
    const row = rows.indexOf('| Loans, `/api/v1/loans` | `getLoans` | required |');
    expect(rows[row - 1]).toContain('`getUser`');
    expect(rows[row + 1]).toBe('');
  });

  it('a moved table leaves a note, and the rest is written', () => {
    const plan = planFlow(changedTree(repo, { files: { 'docs/api/README.md': '# API\n\nNo table.\n' } }), { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query' });
    expect(plan.edited).not.toHaveProperty('docs/api/README.md');
    expect(plan.notes).toEqual([expect.stringMatching(/^docs\/api\/README.md: add the operation to 'The calls in scope' by hand/)]);
  });
});

describe("npm run new: the route's breadcrumb", () => {
  const routeOf = (plan: ReturnType<typeof planFlow>, feature: string) => plan.edited[`src/presentation/${feature}/${feature}.routes.ts`] ?? '';

  it("starts with the feature's landing crumb when its routes file declares one, as its other routes do", () => {
    expect(routeOf(flowPlan(), 'certificates')).toContain("handle: signedInRouteHandle('Consulta nueva', certificados, { label: 'Consulta nueva' }),");
    const bookings = planFlow(repo, { feature: 'bookings', slug: 'consulta-nueva', name: 'new-query' });
    expect(routeOf(bookings, 'bookings')).toContain("handle: signedInRouteHandle('Consulta nueva', reagendaTuReserva, { label: 'Consulta nueva' }),");
  });

  it('is the page alone in a feature without one, and in a new feature', () => {
    const fovis = planFlow(repo, { feature: 'fovis', slug: 'consulta-nueva', name: 'new-query' });
    expect(routeOf(fovis, 'fovis')).toContain("handle: signedInRouteHandle('Consulta nueva', { label: 'Consulta nueva' }),");
    const loans = planFeature(repo, { feature: 'loans' }).created['src/presentation/loans/loans.routes.ts'] ?? '';
    expect(loans).toContain("handle: signedInRouteHandle('Loans', { label: 'Loans' }),");
  });
});

describe('npm run new: the mapper reads the generated wire type', () => {
  it("reads the body as the answer schema the command writes, through the mapper's own import of its wire types", () => {
    const mapper = flowPlan().edited['src/infrastructure/api/certificates/certificates.mapper.ts'] ?? '';
    expect(mapper).toContain('export function readNewQuery(body: Wire<signedIn.NewQueryAnswer>): NewQueryAnswer {');
    expect(mapper).toContain("readText(asWire<WireField<signedIn.NewQueryAnswer, 'data'>>(body.data)?.summary)");
    expect(mapper.match(/from '@\/infrastructure\/api\/shared\/wire\/certificates-signed-in\.model'/g)).toHaveLength(1);
    expect(mapper).not.toMatch(/interface NewQueryBody/);
    const schemas = flowPlan().edited['docs/api/schemas/certificates-signed-in.yaml'] ?? '';
    expect(schemas).toMatch(/^NewQueryAnswer:/m);
  });

  it("a new feature's mapper imports its schemas file's wire types as `contract`", () => {
    const mapper = planFeature(repo, { feature: 'loans' }).created['src/infrastructure/api/loans/loans.mapper.ts'] ?? '';
    expect(mapper).toContain("import type * as contract from '@/infrastructure/api/shared/wire/loans.model';");
    expect(mapper).toContain('export function readLoans(body: Wire<contract.LoansAnswer>): LoansAnswer {');
  });
});

describe('npm run new: the browser spec', () => {
  it('signs in as María through the sandbox, sees her summary, each notice as the persona it is answered to, checks axe, and sees an unnamed code as the system error', () => {
    const spec = flowPlan().created['test/e2e/certificates-new-query.spec.ts'] ?? '';
    expect(spec).toContain("const path = '/certificados/consulta-nueva';");
    expect(spec).toContain("await openAsSignedIn(page, path, 'maria');");
    expect(spec).toContain("import { newQueryAnswerOf } from '@sandbox/data/certificates-new-query';");
    expect(spec).toContain("await expect(main(page)).toContainText(answerTo('maria').data?.summary ?? '');");
    expect(spec).toContain('const who = everyone.find((persona) => answerTo(persona).code === code);');
    expect(spec.match(/await expectNoAxeViolations\(page, /g)).toHaveLength(3);
    expect(spec).toContain("await page.route('**/api/v1/certificates/new-query', (route) => route.fulfill(");
    expect(spec).toContain("page.getByRole('alertdialog', { name: 'Error del sistema' })");
    // Runs in the desktop project too: a @one-width test runs at phone width only.
    expect(spec).not.toContain('@one-width');
    expect(Object.keys(planFeature(repo, { feature: 'loans' }).created)).toContain('test/e2e/loans-loans.spec.ts');
  });
});
