// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedTree, repository } from '@test/support/repository-tree';
import { addGlossaryRow, addRowUnder, applyPlan, planFeature, planFlow } from '../../../scripts/new/generate.mjs';
import { Refusal } from '../../../scripts/new/names.mjs';
import { main, parseArgs } from '../../../scripts/new.mjs';

// The generator's plans over the repository as it is (read only: a plan writes nothing), its
// refusals, and its all-or-nothing write in a folder of its own. scripts/new/check-generator.mjs
// proves the written files pass lint, typecheck and their tests.

const repo = repository;

/** The repository with `files` changed. */
const withFiles = (files: Record<string, string>) => changedTree(repo, { files });

describe('npm run new: plans', () => {
  it("a flow in an existing feature creates its files and edits the feature's, and the glossary", () => {
    const plan = planFlow(repo, { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query' });
    expect(Object.keys(plan.edited).sort()).toEqual([
      'docs/api/README.md',
      'docs/api/openapi.yaml',
      'docs/api/paths/certificates-signed-in.yaml',
      'docs/api/schemas/certificates-signed-in.yaml',
      'docs/certificates.md',
      'docs/glossary.md',
      'docs/sandbox-api.md',
      'sandbox/api/answer-reading.ts',
      'sandbox/api/certificates.handlers.ts',
      'src/application/certificates/certificates-gateway.port.ts',
      'src/infrastructure/api/certificates/axios-certificates.gateway.ts',
      'src/infrastructure/api/certificates/certificates.mapper.ts',
      'src/presentation/certificates/certificates.routes.ts',
      'test/lint/openapi-contract.test.ts',
      'test/support/certificates/fake-certificates-gateway.ts',
      'test/support/fault-matrix/rows/certificates.rows.ts',
      'test/support/operation-outcome-tables.ts',
    ]);
    expect(Object.keys(plan.created)).toContain('src/modules/certificates/consulta-nueva.module.ts');
    expect(plan.edited['src/presentation/certificates/certificates.routes.ts']).toContain("path: 'certificados/consulta-nueva'");
    expect(plan.edited['src/application/certificates/certificates-gateway.port.ts']).toMatch(/getNewQuery\(\): Promise<GatewayAnswer<NewQueryAnswer>>;\n\}\nexport const CertificatesGateway/);
    expect(plan.edited['docs/glossary.md']).toContain('| Consulta nueva | What the fund answers the signed-in person, or a notice for each other code of its outcome table |');
    // The flow's section closes the feature's doc, linking the files that hold its codes, texts and answers.
    expect(plan.edited['docs/certificates.md']).toMatch(/\n## Consulta nueva: `\/certificados\/consulta-nueva`\n\nSigned in\. On entry \[`getNewQuery`\]\(api\/paths\/certificates-signed-in\.yaml\)/);
    expect(plan.edited['docs/sandbox-api.md']).toContain('| `GET /api/v1/certificates/new-query` (B) |');
    expect(plan.notes).toEqual([]);
  });

  it("the sandbox data file is named for the feature once: <feature>-<name>, or the name when it starts with the feature's key", () => {
    expect(planFlow(repo, { feature: 'fovis', slug: 'certificados-x', name: 'extra-query' }).dataFile).toBe('fovis-extra-query');
    expect(planFlow(repo, { feature: 'fovis', slug: 'certificados-x', name: 'fovis-extra' }).dataFile).toBe('fovis-extra');
    expect(planFeature(repo, { feature: 'loans', slug: 'creditos', name: 'current-loans' }).dataFile).toBe('loans');
  });

  it("the route goes into the feature's one fragment, and its page module is named for the route's folder", () => {
    const plan = planFlow(repo, { feature: 'bookings', slug: 'consulta-nueva', name: 'new-query' });
    const routes = plan.edited['src/presentation/bookings/bookings.routes.ts'] ?? '';
    expect(routes.slice(routes.indexOf('export const featureRoutes'))).toContain("path: 'reagenda-tu-reserva/consulta-nueva'");
    expect(routes.match(/consulta-nueva'/g)).toHaveLength(1);
    expect(Object.keys(plan.created)).toContain('src/modules/bookings/consulta-nueva.module.ts');
    // Neither the route nor the module names the module: the route table finds it by the route's folder.
    expect(routes).not.toContain("'bookings/consulta-nueva'");
    expect(plan.created['src/modules/bookings/consulta-nueva.module.ts']).not.toContain("'bookings/consulta-nueva'");
  });

  it("a doc whose table has moved is left for the person, with a note, and the code is still written", () => {
    const plan = planFlow(withFiles({ 'docs/sandbox-api.md': '# Sandbox\n\nNo tables.\n' }), { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query' });
    expect(plan.edited).not.toHaveProperty('docs/sandbox-api.md');
    expect(plan.notes).toEqual([expect.stringMatching(/^docs\/sandbox-api.md: add the call to 'API endpoints served today' by hand/)]);
    expect(Object.keys(plan.edited)).toContain('src/presentation/certificates/certificates.routes.ts');
  });

  it('--path and --title reach every file that names the call or the page', () => {
    const plan = planFlow(repo, { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query', apiPath: '/api/v1/certifications/nueva', title: 'Consulta de algo nuevo' });
    const files = { ...plan.created, ...plan.edited };
    const naming = (text: string) => Object.keys(files).filter((path) => files[path]?.includes(text)).sort();
    expect(naming('/api/v1/certifications/nueva')).toEqual([
      'docs/api/openapi.yaml',
      'docs/certificates.md',
      'docs/sandbox-api.md',
      'sandbox/api/certificates.handlers.ts',
      'src/application/certificates/certificates-gateway.port.ts',
      'src/application/certificates/load-new-query.use-case.ts',
      'src/domain/certificates/new-query.outcomes.ts',
      'src/infrastructure/api/certificates/axios-certificates.gateway.ts',
      'src/infrastructure/api/certificates/certificates.mapper.ts',
      'test/integration/infrastructure/api/certificates/axios-certificates.gateway.new-query.test.ts',
      'test/integration/presentation/certificates/consulta-nueva/new-query.page.test.tsx',
      'test/support/fault-matrix/rows/certificates.rows.ts',
      'sandbox/data/certificates-new-query.ts',
      'test/sandbox/certificates-new-query.handlers.test.ts',
      'test/e2e/certificates-new-query.spec.ts',
    ].sort());
    expect(files['test/sandbox/certificates-new-query.handlers.test.ts']).toContain("callsAsPersona<'GET'>('http://localhost/api/v1/certifications');\nconst path = 'nueva';");
    expect(naming("'Consulta de algo nuevo'")).toEqual([
      'docs/api/paths/certificates-signed-in.yaml',
      'src/presentation/certificates/certificates.routes.ts',
      'src/presentation/certificates/consulta-nueva/new-query.messages.ts',
      'test/e2e/certificates-new-query.spec.ts',
    ]);
    // The page's tests read the title from its messages.
    expect(files['test/integration/presentation/certificates/consulta-nueva/new-query.page.test.tsx']).toContain("{ level: 1, name: m.title }");
    expect(naming('/api/v1/certificates/new-query')).toEqual([]);
  });

  it('a new feature creates its own files and edits only the contract\'s files and the docs: its routes and handlers are found by their files', () => {
    const plan = planFeature(repo, { feature: 'loans' });
    expect(Object.keys(plan.edited).sort()).toEqual([
      'docs/api/README.md',
      'docs/api/openapi.yaml',
      'docs/glossary.md',
      'docs/sandbox-api.md',
      'sandbox/api/answer-reading.ts',
      'test/lint/openapi-contract.test.ts',
      'test/support/operation-outcome-tables.ts',
    ]);
    expect(plan.created['src/modules/loans.module.ts']).toContain('export const loansModule = new ContainerModule(');
    expect(plan.created['src/presentation/loans/loans.routes.ts']).not.toContain('module:');
    expect(plan.created['src/application/loans/loans-gateway.port.ts']).toContain('getLoans(): Promise<GatewayAnswer<LoansAnswer>>;');
    expect(plan.created['test/support/loans/fake-loans-gateway.ts']).toContain('getLoans: failing(),');
  });

  it.each([
    [() => planFlow(repo, { feature: 'loans', slug: 'creditos', name: 'current-loans' }), /Feature 'loans' does not exist/],
    [() => planFlow(repo, { feature: 'certificates', slug: 'cuota-monetaria', name: 'other-quota' }), /Route '\/certificados\/cuota-monetaria' already exists/],
    [() => planFlow(repo, { feature: 'certificates', slug: 'cuota-nueva', name: 'monetary-quota' }), /already has getMonetaryQuota/],
    [() => planFlow(repo, { feature: 'certificates', slug: 'cuota nueva', name: 'x' }), /Route slug/],
    [() => planFlow(repo, { feature: 'certificates', slug: 'cuota-nueva', name: 'x', apiPath: '/api/v1/certifications/cuota-monetaria' }), /already answers/],
    [() => planFlow(repo, { feature: 'certificates', slug: 'cuota-nueva', name: 'x', apiPath: 'api/v1/x' }), /--path 'api\/v1\/x' is malformed/],
    [() => planFlow(repo, { feature: 'certificates', slug: 'cuota-nueva', name: 'x', title: "Consulta d'algo" }), /--title .* is malformed/],
    [() => planFeature(repo, { feature: 'certificates' }), /Feature 'certificates' already exists/],
    [
      () => planFlow(withFiles({ 'test/support/certificates/fake-certificates-gateway.ts': 'export const fake = {};\n' }), { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query' }),
      /fake-certificates-gateway.ts: cannot find/,
    ],
    [
      () => planFlow(withFiles({ 'src/presentation/certificates/certificates.routes.ts': 'export const routes = [];\n' }), { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query' }),
      /exports no featureRoutes/,
    ],
  ])('refuses %#', (plan, message) => {
    expect(plan).toThrow(Refusal);
    expect(plan).toThrow(message);
  });

  it('the glossary row goes after the last row of the features\' table', () => {
    const text = '# G\n\n| a | `fovis` |\n| b | x |\n\nAfter.\n\n| other | table |\n';
    expect(addGlossaryRow(text, '| new |', ['fovis'])).toBe('# G\n\n| a | `fovis` |\n| b | x |\n| new |\n\nAfter.\n\n| other | table |\n');
    expect(() => addGlossaryRow('no table\n', '| new |', ['fovis'])).toThrow(Refusal);
  });

  it("a row goes after the last row of the table under its heading, not under the next heading's", () => {
    const text = '### A\n\n| h |\n|---|\n| a |\n\nText.\n\n### B\n\n| b |\n';
    expect(addRowUnder(text, '### A', '| new |')).toBe('### A\n\n| h |\n|---|\n| a |\n| new |\n\nText.\n\n### B\n\n| b |\n');
    expect(() => addRowUnder('### A\n\nText.\n\n### B\n\n| b |\n', '### A', '| new |')).toThrow(Refusal);
    expect(() => addRowUnder('| a |\n', '### A', '| new |')).toThrow(Refusal);
  });
});

describe('npm run new: the command line', () => {
  it('reads the words and the --path and --title options in either form', () => {
    expect(parseArgs(['flow', 'certificates', 'cuota', 'quota', '--path=/api/v1/x', '--title', 'Cuota de prueba'])).toEqual({
      words: ['flow', 'certificates', 'cuota', 'quota'],
      options: { apiPath: '/api/v1/x', title: 'Cuota de prueba' },
    });
    expect(parseArgs(['flow', '--unknown'])).toBeNull();
    expect(parseArgs(['flow', '--title'])).toBeNull();
  });
});

describe('npm run new: writing', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-generate-'));
    dirs.push(dir);
    return dir;
  };

  it('writes every file of a plan', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'edited.ts'), 'before\n');
    applyPlan(dir, { ...planFeature(repo, { feature: 'loans' }), created: { 'a/b/new.ts': 'new\n' }, edited: { 'edited.ts': 'after\n' } });
    expect(readFileSync(join(dir, 'a/b/new.ts'), 'utf8')).toBe('new\n');
    expect(readFileSync(join(dir, 'edited.ts'), 'utf8')).toBe('after\n');
  });

  it('undoes what it wrote when one write fails: created files removed, edited ones restored', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'edited.ts'), 'before\n');
    writeFileSync(join(dir, 'blocker'), 'a file where a folder must go\n');
    const plan = planFeature(repo, { feature: 'loans' });
    expect(() => applyPlan(dir, { ...plan, created: { 'first.ts': 'new\n', 'blocker/inside.ts': 'x\n' }, edited: { 'edited.ts': 'after\n' } })).toThrow();
    expect(existsSync(join(dir, 'first.ts'))).toBe(false);
    expect(readFileSync(join(dir, 'edited.ts'), 'utf8')).toBe('before\n');
  });

  it('the command refuses malformed words with exit code 1, writing nothing, and prints its usage on a wrong shape', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'src'));
    const err: string[] = [];
    expect(main(['flow', 'certificates', 'Cuota', 'x'], { root: dir, out: () => {}, err: (line) => err.push(line) })).toBe(1);
    expect(err.join('\n')).toMatch(/^Refused, nothing written: Route slug 'Cuota'/);
    expect(main(['flow', 'certificates'], { root: dir, out: () => {}, err: (line) => err.push(line) })).toBe(2);
    expect(err.at(-1)).toContain('npm run new -- flow <feature> <route-slug> <name>');
    expect(repo.list('src/modules')).not.toContain('loans.module.ts');
  });
});
