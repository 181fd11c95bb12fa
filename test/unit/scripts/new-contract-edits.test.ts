// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedTree, repository, repositoryRoot } from '@test/support/repository-tree';
import type { Tree } from '../../../scripts/flow-template.mjs';
import { addOperationId, addToSection, appendEntry, contractPlaceOf, withWireTypes } from '../../../scripts/new/contract-edits.mjs';
import { planFeature, planFlow } from '../../../scripts/new/generate.mjs';
import { Refusal } from '../../../scripts/new/names.mjs';

// What `npm run new` writes of the call's API contract, its sandbox reading and its outcome table,
// over the repository as it is (read only), and its refusals when a file lost the shape it is edited
// at. scripts/new/check-generator.mjs proves the written contract passes Redocly's lint and
// test/lint/openapi-contract.test.ts.

const root = repositoryRoot;
const repo = repository;

/** The repository with `files` changed. */
const withFiles = (files: Record<string, string>) => changedTree(repo, { files });

const flow = { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query' } as const;

describe('npm run new: the call in the API contract', () => {
  it("puts the call in the paths and schemas files of the feature's signed-in operations, under its tag", () => {
    expect(contractPlaceOf(repo, { feature: 'certificates', Feature: 'Certificates' })).toEqual({
      pathsFile: 'certificates-signed-in',
      schemasFile: 'certificates-signed-in',
      tag: 'Certificates',
      isNew: false,
    });
    expect(contractPlaceOf(repo, { feature: 'profile', Feature: 'Profile' })).toEqual({ pathsFile: 'people', schemasFile: 'people', tag: 'People', isNew: false });
    expect(contractPlaceOf(repo, { feature: 'loans', Feature: 'Loans' })).toEqual({ pathsFile: 'loans', schemasFile: 'loans', tag: 'Loans', isNew: true });
  });

  it('the schemas file is the one paired with the paths file by name, else the first one its answers refer to', () => {
    const signedInPaths = 'docs/api/paths/certificates-signed-in.yaml';
    const pointingElsewhere = withFiles({ [signedInPaths]: repo.read(signedInPaths).replaceAll('../schemas/certificates-signed-in.yaml', '../schemas/certificates.yaml') });
    expect(contractPlaceOf(pointingElsewhere, { feature: 'certificates', Feature: 'Certificates' }).schemasFile).toBe('certificates-signed-in');
    const unpaired: Tree = { ...pointingElsewhere, exists: (path) => path !== 'docs/api/schemas/certificates-signed-in.yaml' && pointingElsewhere.exists(path) };
    expect(contractPlaceOf(unpaired, { feature: 'certificates', Feature: 'Certificates' }).schemasFile).toBe('certificates');
  });

  it('a flow adds the operation named after the gateway method, its answer schema and its path', () => {
    const plan = planFlow(repo, flow);
    const paths = plan.edited['docs/api/paths/certificates-signed-in.yaml'] ?? '';
    expect(paths).toMatch(/\n\nnewQuery:\n {2}get:\n {4}tags: \[Certificates\]\n {4}operationId: getNewQuery\n {4}x-business-codes: \[0\]\n {4}x-code-order: code-first\n/);
    expect(paths).toContain('$ref: ../schemas/certificates-signed-in.yaml#/NewQueryAnswer');
    expect(paths).toContain('security: [{bearerAuth: []}]');
    expect(plan.edited['docs/api/schemas/certificates-signed-in.yaml']).toMatch(/\n\nNewQueryAnswer:\n {2}description: >-\n/);
    expect(plan.edited['docs/api/openapi.yaml']).toMatch(
      /\$ref: paths\/certificates-signed-in\.yaml#\/defunction\n {2}\/api\/v1\/certificates\/new-query:\n {4}\$ref: paths\/certificates-signed-in\.yaml#\/newQuery\n {2}\/api\/v1\/subsidies\/postulation-info:/,
    );
    expect(plan.edited['docs/api/openapi.yaml']?.match(/- name: /g)).toHaveLength(5);
  });

  it('the sandbox handler answers in the reading under the operationId, which joins the OperationId union', () => {
    const plan = planFlow(repo, flow);
    const handlers = plan.edited['sandbox/api/certificates.handlers.ts'] ?? '';
    expect(handlers).toContain("http.get('*/api/v1/certificates/new-query', answerIn('getNewQuery', async ({ request }) => {");
    expect(handlers).toMatch(/\n {2}\}\)\),\n\];/);
    expect(plan.edited['sandbox/api/answer-reading.ts']).toMatch(/\n {2}\| 'getNeighborhoods'\n {2}\| 'getNewQuery';\n/);
  });

  it("the call's outcome table, exported by its outcomes file, joins operationOutcomeTables under the operationId", () => {
    const plan = planFlow(repo, flow);
    expect(plan.created['src/domain/certificates/new-query.outcomes.ts']).toContain('export const newQueryOutcomes = outcomeTable');
    const tables = plan.edited['test/support/operation-outcome-tables.ts'] ?? '';
    expect(tables).toMatch(/ {2}getNeighborhoods: locationListOutcomes,\n {2}\/\/ certificates\/load-new-query\.use-case\.ts\n {2}getNewQuery: newQueryOutcomes,\n\};/);
    expect(tables).toContain("import { newQueryOutcomes } from '@/domain/certificates/new-query.outcomes';");
  });

  it("the contract's test calls the new method; the tests that list every call find it by its gateway", () => {
    const plan = planFlow(repo, flow);
    const contractTest = plan.edited['test/lint/openapi-contract.test.ts'] ?? '';
    expect(contractTest).toMatch(/ {6}sendDeathCertificates: \[[^\n]*\],\n {6}getNewQuery: \[\],\n {4}\}\),\n {4}make\(AxiosFovisGateway/);
    expect(Object.keys(plan.edited)).not.toContain('test/unit/scripts/api-contract-contract.test.ts');
    expect(Object.keys(plan.edited)).not.toContain('test/sandbox/api-docs.http.test.ts');
  });

  it('a new feature creates its own paths and schemas files and tag, and its gateway joins the tests that call every gateway', () => {
    const plan = planFeature(repo, { feature: 'loans' });
    expect(plan.created['docs/api/paths/loans.yaml']).toMatch(/^# The loans API .*\n\nloans:\n {2}get:\n {4}tags: \[Loans\]\n {4}operationId: getLoans\n/);
    expect(plan.created['docs/api/schemas/loans.yaml']).toContain('\nLoansAnswer:\n');
    const contract = plan.edited['docs/api/openapi.yaml'] ?? '';
    expect(contract).toMatch(/ {2}- name: People\n.*\n {2}- name: Loans\n {4}description: .+\n/);
    expect(contract).toMatch(/\n {2}\/api\/v1\/loans\/loans:\n {4}\$ref: paths\/loans\.yaml#\/loans\ncomponents:/);
    expect(plan.edited['sandbox/api/answer-reading.ts']).toContain("| 'getLoans';");
    expect(plan.edited['test/support/operation-outcome-tables.ts']).toContain('getLoans: loansOutcomes,');
    expect(plan.created['sandbox/api/loans.handlers.ts']).toContain("import { answerIn } from './answer-reading';");
    const contractTest = plan.edited['test/lint/openapi-contract.test.ts'] ?? '';
    expect(contractTest).toMatch(/\n {4}make\(AxiosLoansGateway, \{\n {6}getLoans: \[\],\n {4}\}\),\n {2}\];/);
    expect(contractTest).toContain("import { AxiosLoansGateway } from '@/infrastructure/api/loans/axios-loans.gateway';");
  });

  it('the wire types the contract generates join the plan: the schemas file they are written from and the answers by operationId', () => {
    const plan = withWireTypes(root, planFlow(repo, flow));
    expect(plan.edited['src/infrastructure/api/shared/wire/certificates-signed-in.model.ts']).toMatch(/export type NewQueryAnswer = \{\n {2}code\?: BusinessCode;/);
    expect(plan.edited['src/infrastructure/api/shared/wire/operations.model.ts']).toContain('  getNewQuery: NewQueryAnswer;\n');
    const feature = withWireTypes(root, planFeature(repo, { feature: 'loans' }));
    expect(feature.created['src/infrastructure/api/shared/wire/loans.model.ts']).toContain('export type LoansAnswer = {');
  }, 60_000);

  it.each([
    ['the OperationId union', 'sandbox/api/answer-reading.ts', 'export type OperationId = string;\n', /answer-reading\.ts: cannot find the union/],
    ['operationOutcomeTables', 'test/support/operation-outcome-tables.ts', 'export const tables = {};\n', /operation-outcome-tables\.ts: cannot find export const operationOutcomeTables/],
    ["the contract's paths section", 'docs/api/openapi.yaml', 'openapi: 3.1.0\n', /openapi\.yaml: cannot find the section 'paths:'/],
    ["the contract test's gateway calls", 'test/lint/openapi-contract.test.ts', 'make(AxiosCertificatesGateway, [\n]);\n', /openapi-contract\.test\.ts: cannot find/],
  ])('refuses, planning nothing, when %s lost its shape', (_what, path, text, message) => {
    const plan = () => planFlow(withFiles({ [path]: text }), flow);
    expect(plan).toThrow(Refusal);
    expect(plan).toThrow(message);
  });

  it.each([
    [{ ...flow, apiPath: '/api/v1/subsidies/send-document' }, /openapi\.yaml already has the path '\/api\/v1\/subsidies\/send-document'/],
    [{ ...flow, name: 'monetary-quota-x', slug: 'otra' }, null],
    [{ ...flow, name: 'monetary-quota' }, /already has getMonetaryQuota/],
  ])('refuses a path the contract already has, and takes a new one (%#)', (words, message) => {
    if (message === null) expect(() => planFlow(repo, words)).not.toThrow();
    else expect(() => planFlow(repo, words)).toThrow(message);
  });

  it('refuses a schema or a path item the contract already has under the name', () => {
    const schemas = repo.read('docs/api/schemas/fovis.yaml');
    expect(() => planFlow(withFiles({ 'docs/api/schemas/fovis.yaml': `${schemas}\nNewQueryAnswer:\n  type: object\n` }), flow)).toThrow(
      /docs\/api\/schemas\/fovis\.yaml already has the schema NewQueryAnswer/,
    );
    const paths = repo.read('docs/api/paths/certificates-signed-in.yaml');
    expect(() => planFlow(withFiles({ 'docs/api/paths/certificates-signed-in.yaml': `${paths}\nnewQuery:\n  get: {}\n` }), flow)).toThrow(
      /certificates-signed-in\.yaml already has the key newQuery/,
    );
  });
});

describe('npm run new: the contract edits', () => {
  it('adds lines at the end of a YAML section, or after its last line that matches', () => {
    const text = 'a: 1\npaths:\n  /x:\n    $ref: p/one.yaml#/x\n  /y:\n    $ref: p/two.yaml#/y\n\ncomponents: {}\n';
    expect(addToSection(text, 'paths:', '  /z: {}', 'c.yaml')).toBe('a: 1\npaths:\n  /x:\n    $ref: p/one.yaml#/x\n  /y:\n    $ref: p/two.yaml#/y\n  /z: {}\n\ncomponents: {}\n');
    expect(addToSection(text, 'paths:', '  /z: {}', 'c.yaml', /p\/one\.yaml/)).toBe('a: 1\npaths:\n  /x:\n    $ref: p/one.yaml#/x\n  /z: {}\n  /y:\n    $ref: p/two.yaml#/y\n\ncomponents: {}\n');
    expect(() => addToSection('a: 1\n', 'paths:', '  /z: {}', 'c.yaml')).toThrow(Refusal);
  });

  it("adds an entry as the last of the named object, at its closing brace's indentation, or refuses", () => {
    const text = "const a = {\n  x: 1,\n};\nmake(B, {\n    y: [],\n  }),\n";
    expect(appendEntry(text, /make\(B,\s*\{/, '    z: [],', 't.ts')).toBe("const a = {\n  x: 1,\n};\nmake(B, {\n    y: [],\n    z: [],\n  }),\n");
    expect(appendEntry('const a = {\n};\n', /const a = \{/, '  z: 1,', 't.ts')).toBe('const a = {\n  z: 1,\n};\n');
    expect(() => appendEntry('const a = { x: 1 };\n', /const a = \{/, '  z: 1,', 't.ts')).toThrow(Refusal);
    expect(() => appendEntry('const a = {\n  x: 1\n};\n', /const a = \{/, '  z: 1,', 't.ts')).toThrow(/does not end with a comma/);
    expect(() => appendEntry('const b = {};\n', /const a = \{/, '  z: 1,', 't.ts')).toThrow(/cannot find/);
  });

  it('adds an operationId as the last member of the union', () => {
    expect(addOperationId("export type OperationId =\n  | 'a'\n  | 'b';\n\ntype X = 'c';\n", 'd', 'r.ts')).toBe("export type OperationId =\n  | 'a'\n  | 'b'\n  | 'd';\n\ntype X = 'c';\n");
    expect(() => addOperationId("export type OperationId = 'a' | 'b';\n", 'd', 'r.ts')).toThrow(Refusal);
  });
});
