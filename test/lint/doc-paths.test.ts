// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenReferences, diskTree, type DocTree, documentsOf, slugOf } from '../support/doc-paths';

// Every repository path README.md, deploy/README.md and docs/**/*.md name exists, every anchor into a
// Markdown file is one of its headings, and a link whose text is a file or a name in code points to it: a
// file renamed or removed, a heading reworded or a name changed fails here naming the document and the
// line, instead of leaving a reader at a dead end.

const repo = diskTree(fileURLToPath(new URL('../..', import.meta.url)));

// Absent on purpose: the address relative to the page that docs/configuration.md shows as one the
// configuration refuses.
const examples: Record<string, RegExp> = {
  'docs/configuration.md': /^sandbox\/ip$/,
};

/** The repository as it is, plus `files` (path to text). */
function withFiles(files: Record<string, string>): DocTree {
  const paths = new Set(repo.paths);
  for (const path of Object.keys(files)) paths.add(path);
  return { paths, read: (path) => files[path] ?? repo.read(path) };
}

describe('the paths and anchors a document names', () => {
  it('reports a made-up path, link and anchor with the file and line, and passes the real ones', () => {
    const doc = 'docs/example.md';
    const text = [
      '# Example',
      '',
      'The view models are bound in `src/modules/`, the shell in `src/modules/shell.module.ts`.',
      'The gateway is `src/infrastructure/api/nowhere/axios-nowhere.gateway.ts`, tested in',
      '`test/unit/nowhere/invented.test.ts:12`; see [the sandbox](sandbox.md#the-two-readings-sandbox_reading)',
      'and [its personas](sandbox.md#who-signs-in), [the layers](architecture.md) and [a file](../src/nope.ts).',
      '',
      '```sh',
      'node scripts/invented.mjs `src/invented.ts`',
      '```',
      '',
      '[Back to the top](#example), [elsewhere](#nowhere) and [the site](https://example.org/x.md).',
      'In prose too: docs/architecture.md, then scripts/invented.mjs and <https://example.org/src/x.ts>.',
    ].join('\n');
    expect(brokenReferences(withFiles({ [doc]: text }), doc, { text })).toEqual([
      `${doc}:6: sandbox.md#who-signs-in: docs/sandbox.md has no heading with the anchor #who-signs-in`,
      `${doc}:6: ../src/nope.ts: no such file or directory`,
      `${doc}:12: #nowhere: docs/example.md has no heading with the anchor #nowhere`,
      `${doc}:13: scripts/invented.mjs: no such file or directory`,
      `${doc}:4: src/infrastructure/api/nowhere/axios-nowhere.gateway.ts: no such file or directory`,
      `${doc}:5: test/unit/nowhere/invented.test.ts:12: no such file or directory`,
    ]);
  });

  it('matches placeholders and globs against the tree, and aliases against their folders', () => {
    const doc = 'docs/example.md';
    const named = (code: string) => brokenReferences(withFiles({ [doc]: `See \`${code}\`.\n` }), doc);
    for (const real of [
      'src/modules/<feature>.module.ts',
      'test/e2e/*.spec.ts',
      'test/lint/**/*.test.ts',
      'src/presentation/${feature}/${feature}.routes.ts',
      'test/support/fault-matrix/rows/{fovis,profile}.rows.ts',
      'docs/adr/0009-…',
      '@/presentation/app/',
      './scripts/flow-template.mjs',
    ]) {
      expect(named(real), real).toEqual([]);
    }
    for (const madeUp of ['src/modules/<feature>.plugin.ts', 'test/e2e/*.spec.js', '@test/support/nothing.ts', 'docs/adr/9999-…']) {
      expect(named(madeUp), madeUp).toEqual([`${doc}:1: ${madeUp}: no such file or directory`]);
    }
  });

  it("reports a link whose text names a file or a name in code its target is not (a text left from an old name)", () => {
    const doc = 'docs/example.md';
    const text = [
      'Kept: [`OidcIdentity`](../src/infrastructure/identity/oidc-identity.adapter.ts), [`listCertificates`](api/openapi.yaml),',
      '[`createContainer(config)`](../src/container.ts), [app-config.rules.ts](../src/application/shared/config/app-config.rules.ts),',
      '[`sandbox/identity/`](../sandbox/identity/create-identity-provider.ts), [the rules](../src/domain/shared/outcome-table.rules.ts).',
      'Stale: [validate-app-config.ts](../src/application/shared/config/app-config.rules.ts) and',
      '[`KeycloakIdentity`](../src/infrastructure/identity/oidc-identity.adapter.ts), [`listCertificate`](api/openapi.yaml).',
    ].join('\n');
    const stale = (line: number, target: string, name: string) => `${doc}:${line}: ${target}: the link's text names \`${name}\`, which it does not point to`;
    expect(brokenReferences(withFiles({ [doc]: text }), doc, { text })).toEqual([
      stale(4, '../src/application/shared/config/app-config.rules.ts', 'validate-app-config.ts'),
      stale(5, '../src/infrastructure/identity/oidc-identity.adapter.ts', 'KeycloakIdentity'),
      stale(5, 'api/openapi.yaml', 'listCertificate'),
    ]);
  });

  it('leaves out the targets a document names as an example, and only those', () => {
    const doc = 'docs/example.md';
    const text = 'A new feature writes `src/modules/nowhere.module.ts` and `src/modules/lease.module.ts`.\n';
    expect(brokenReferences(withFiles({ [doc]: text }), doc, { examples: /nowhere/ })).toEqual([
      `${doc}:1: src/modules/lease.module.ts: no such file or directory`,
    ]);
  });

  it('slugs headings as GitHub does: code, links and punctuation dropped, repeats numbered', () => {
    expect(slugOf('The two readings (`SANDBOX_READING`)')).toBe('the-two-readings-sandbox_reading');
    expect(slugOf('FOVIS, per persona')).toBe('fovis-per-persona');
    expect(slugOf('A flow in [a feature](x.md) that exists: 7 files')).toBe('a-flow-in-a-feature-that-exists-7-files');
    expect(slugOf('Actualización de datos — ¿qué cambia?')).toBe('actualización-de-datos--qué-cambia');
    expect([...anchorsOf('# Notes\n\n## Notes\n\n```md\n# Not a heading\n```\n<a id="kept"></a>\n')]).toEqual([
      'notes',
      'notes-1',
      'kept',
    ]);
  });

  it('reads README.md, deploy/README.md and every Markdown file under docs/', () => {
    const docs = documentsOf(repo);
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'deploy/README.md', 'docs/architecture.md', 'docs/api/README.md']));
    expect(docs.some((doc) => doc.startsWith('docs/adr/'))).toBe(true);
  });

  it.each(documentsOf(repo))('%s names only paths and anchors that exist', (doc) => {
    expect(brokenReferences(repo, doc, { examples: examples[doc] })).toEqual([]);
  });
});
