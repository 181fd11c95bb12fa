// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addImport, addNamespaceImport, appendToBlock, appendToList, closingBracket, insertBefore } from '../../../scripts/new/edits.mjs';
import { Refusal } from '../../../scripts/new/names.mjs';

describe('npm run new: edits at structural places', () => {
  it('finds the closing bracket past strings, templates, regular expressions and comments that hold brackets', () => {
    const text = "[ '[', \"]\", `a ${[1].join('}')} ]`, // ]\n /* ] */ {a: [1]} ] tail";
    expect(text.slice(closingBracket(text, 0))).toBe('] tail');
    expect(closingBracket('[ { ]', 0)).toBe(-1);
    const regexes = "[ /[\\]']/.test(a), (b) => /^[A-Z]+$/.test(b), x / 2, ] tail";
    expect(regexes.slice(closingBracket(regexes, 0))).toBe('] tail');
  });

  it('appends a member to the named block, not to an earlier one', () => {
    const text = 'interface Other {\n  a(): void;\n}\nexport interface Port {\n  b(): void;\n}\nexport const Port = 1;\n';
    expect(appendToBlock(text, /export interface Port\b[^{]*\{/, '  c(): void;', 'port.ts')).toBe(
      'interface Other {\n  a(): void;\n}\nexport interface Port {\n  b(): void;\n\n  c(): void;\n}\nexport const Port = 1;\n',
    );
    expect(appendToBlock('class A {\n}\n', /class A\s*\{/, '  m() {}', 'a.ts')).toBe('class A {\n  m() {}\n}\n');
  });

  it('appends an entry to the named list, adding the comma the last entry lacks', () => {
    const text = 'export const handlers = [\n  one,\n  two\n];\nconst other = [three];\n';
    expect(appendToList(text, /export const handlers\s*=\s*\[/, '  four,', 'handlers.ts')).toBe(
      'export const handlers = [\n  one,\n  two,\n  four,\n];\nconst other = [three];\n',
    );
    expect(appendToList('const routes = {\n  routes: [],\n};\n', /routes:\s*\[/, '    r,', 'r.ts')).toBe('const routes = {\n  routes: [\n    r,\n],\n};\n');
  });

  it('refuses, naming the file, when its place is gone', () => {
    expect(() => appendToList('const x = 1;\n', /export const handlers\s*=\s*\[/, '  a,', 'sandbox/api/x.handlers.ts')).toThrow(Refusal);
    expect(() => appendToList('const x = 1;\n', /export const handlers\s*=\s*\[/, '  a,', 'sandbox/api/x.handlers.ts')).toThrow(/sandbox\/api\/x.handlers.ts/);
    expect(() => appendToBlock('export interface Port {\n', /export interface Port\s*\{/, '  a(): void;', 'port.ts')).toThrow(/not closed/);
    expect(() => insertBefore('a\nb\n', 'missing marker', 'x', 'fake.ts')).toThrow(/fake.ts: cannot find 'missing marker'/);
    expect(insertBefore('a\n  ...spread,\n', '...spread', '  x,', 'fake.ts')).toBe('a\n  x,\n  ...spread,\n');
  });

  it('merges an import into the module\'s import, keeping its layout, or adds one after the last import', () => {
    const oneLine = "import type { A } from './port';\nimport { b } from './mapper';\n\nconst c = 1;\n";
    expect(addImport(oneLine, './port', ['Z'], { type: true })).toBe("import type { A, Z } from './port';\nimport { b } from './mapper';\n\nconst c = 1;\n");
    expect(addImport(oneLine, './port', ['A'], { type: true })).toBe(oneLine);
    expect(addImport(oneLine, './port', ['value'])).toBe("import { type A, value } from './port';\nimport { b } from './mapper';\n\nconst c = 1;\n");
    expect(addImport(oneLine, './mapper', ['T'], { type: true })).toContain("import { b, type T } from './mapper';");
    expect(addImport(oneLine, './new', ['n'])).toBe("import type { A } from './port';\nimport { b } from './mapper';\nimport { n } from './new';\n\nconst c = 1;\n");
    const multiLine = "import {\n  a,\n  b,\n} from './mapper';\n";
    expect(addImport(multiLine, './mapper', ['c'])).toBe("import {\n  a,\n  b,\n  c,\n} from './mapper';\n");
  });

  it("adds a namespace import after the last import, or reuses the file's own alias for that module", () => {
    const text = "import type * as signedIn from './wire/signed-in.model';\nimport { b } from './mapper';\n\nconst c = 1;\n";
    expect(addNamespaceImport(text, './wire/signed-in.model', 'contract')).toEqual({ text, alias: 'signedIn' });
    expect(addNamespaceImport(text, './wire/loans.model', 'contract')).toEqual({
      text: "import type * as signedIn from './wire/signed-in.model';\nimport { b } from './mapper';\nimport type * as contract from './wire/loans.model';\n\nconst c = 1;\n",
      alias: 'contract',
    });
  });
});
