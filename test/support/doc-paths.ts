import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

// The check behind test/lint/doc-paths.test.ts: every repository path a document names exists. A document
// names a path in three ways: a Markdown link to a relative target (`[text](../src/x.ts)`, `sandbox.md#anchor`),
// a code span that is a repository path (`src/modules/`, `test/e2e/*.spec.ts`), and such a path in plain prose.
// A link's anchor into a Markdown file must be one of that file's headings, slugged as GitHub slugs them, and
// a link's text that is a file or a name in code must be what the link points to.

/** The repository as the check reads it: its paths (directories end with `/`) and the text of a file. */
export interface DocTree {
  readonly paths: ReadonlySet<string>;
  read(path: string): string;
}

/** A path or anchor a document names that the tree does not have, as `file:line: target: why`. */
export type Broken = string;

// The generated and installed folders (.gitignore): never named as a fixed part of the repository.
const notWalked = new Set(['.git', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.vite', 'bench-results']);

/** Every file and directory under `root`, relative and with `/` after directories. */
export function diskTree(root: string): DocTree {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (notWalked.has(entry.name) || (dir === '' && /^dist(-|$)/.test(entry.name))) continue;
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        paths.add(`${path}/`);
        walk(path);
      } else paths.add(path);
    }
  };
  walk('');
  return { paths, read: (path) => readFileSync(join(root, path), 'utf8') };
}

/** The documents the check reads: README.md, deploy/README.md and every Markdown file under docs/. */
export function documentsOf(tree: DocTree): string[] {
  const docs = [...tree.paths].filter((path) => path.startsWith('docs/') && path.endsWith('.md'));
  return ['README.md', 'deploy/README.md', ...docs.sort()].filter((path) => tree.paths.has(path));
}

/** `text` with its fenced code blocks blanked, line breaks kept: commands and output are not prose. */
function withoutFences(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && marker) fence = marker.charAt(0);
      else if (fence !== undefined && marker?.charAt(0) === fence) fence = undefined;
      else if (fence === undefined) return line;
      return '';
    })
    .join('\n');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, each space a hyphen. */
export function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text: its headings' slugs (repeats numbered as GitHub numbers them) and HTML ids. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(text).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = slugOf(heading);
      const count = seen.get(slug) ?? 0;
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
      seen.set(slug, count + 1);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1] ?? '');
  }
  return anchors;
}

// A code span that is a repository path: one of the tracked top folders (or a tsconfig alias of one),
// then no space. `@/x` is `src/x`, `@test/x` is `test/x`, `@sandbox/x` is `sandbox/x`.
const repositoryPath = /^(?:\.\/)?(?:src|test|scripts|docs|sandbox|deploy|public|eslint-rules|\.ci)\/\S*$/;
const aliases: ReadonlyArray<readonly [string, string]> = [
  ['@/', 'src/'],
  ['@test/', 'test/'],
  ['@sandbox/', 'sandbox/'],
];

/** The files an import specifier without its extension may name, as the tsconfig paths resolve it. */
const moduleExtensions = ['.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/** A placeholder in a named path: `<feature>`, `${feature}`, `*`, `**`, `{a,b}`, `…` or `...`. */
const placeholder = /<[^>]+>|\$\{[^}]+\}|\*|\{[^}]*,[^}]*\}|…|\.\.\./;

/** The pattern a path with placeholders stands for, over the tree's paths. */
function patternOf(path: string): RegExp {
  let source = '';
  for (let rest = path; rest.length > 0; ) {
    const token = /^(?:\*\*\/|\*\*|\*|<[^>]+>|\$\{[^}]+\}|\{[^}]*\}|…|\.\.\.)/.exec(rest)?.[0];
    if (token === undefined) {
      source += rest.charAt(0).replace(/[.+?^$()|[\]\\]/, '\\$&');
      rest = rest.slice(1);
      continue;
    }
    if (token === '**/') source += '(?:.*/)?';
    else if (token === '**' || token === '…' || token === '...') source += '.*';
    else if (token === '*') source += '[^/]*';
    else if (token.startsWith('{')) source += `(?:${token.slice(1, -1).split(',').map((choice) => choice.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('|')})`;
    else source += '[^/]+';
    rest = rest.slice(token.length);
  }
  return new RegExp(`^${source}/?$`);
}

/** Whether `path` (a file, a directory with or without `/`, or a pattern) is in the tree. */
function exists(tree: DocTree, path: string): boolean {
  if (placeholder.test(path)) {
    const pattern = patternOf(path);
    return [...tree.paths].some((candidate) => pattern.test(candidate));
  }
  const bare = path.replace(/\/$/, '');
  return tree.paths.has(bare) || tree.paths.has(`${bare}/`);
}

/** The text of `file` and, for the contract's YAML, of the files its `$ref`s name: where its operations live. */
function textOf(tree: DocTree, file: string): string {
  const text = tree.read(file);
  if (!/\.ya?ml$/.test(file)) return text;
  const referenced = [...text.matchAll(/\$ref:\s*['"]?([^'"#\s]+\.ya?ml)/g)].map((ref) => posix.join(posix.dirname(file), ref[1] ?? ''));
  return [text, ...[...new Set(referenced)].filter((path) => tree.paths.has(path)).map((path) => tree.read(path))].join('\n');
}

/**
 * What a link's text names that its target is not, if anything. A text that is a file name or a path must be
 * the target's (or a folder it is in); a code span that is a name in code (`OidcIdentity`, `preloadRoute`,
 * `createContainer(config)`) must be declared or used in the target file. Any other text is prose.
 */
function staleLabel(tree: DocTree, label: string, file: string): string | undefined {
  const spans = [...label.matchAll(/`([^`]+)`/g)].map((span) => span[1] ?? '');
  const bare = label.trim();
  const names = spans.length > 0 ? spans : /^[\w@./-]+\.[a-z]{2,4}\/?$|^[\w@.-]+\/[\w@./-]*$/.test(bare) ? [bare] : [];
  for (const name of names) {
    if (/^[\w@.-]*(?:\/[\w@.<>*-]*)*\.[a-z]{2,4}$|\/$/.test(name) && /[./]/.test(name)) {
      const path = name.replace(/^\.\//, '');
      const pattern = placeholder.test(path) ? patternOf(`**/${path}`) : undefined;
      const matches = pattern
        ? pattern.test(file)
        : file === path.replace(/\/$/, '') || file.endsWith(`/${path.replace(/\/$/, '')}`) || (path.endsWith('/') && `${file}/`.includes(path));
      if (!matches) return `\`${name}\``;
    } else if (/^[A-Za-z_$][\w$]*(?:\(.*\))?$/.test(name) && !tree.paths.has(`${file}/`)) {
      const identifier = name.replace(/\(.*\)$/, '');
      if (!new RegExp(`(?<![\\w$])${identifier.replace(/\$/g, '\\$')}(?![\\w$])`).test(textOf(tree, file))) return `\`${identifier}\``;
    }
  }
  return undefined;
}

/** The line of `offset` in `text`, from 1. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** `text` with its code spans blanked (line breaks kept), and the spans themselves. */
function codeSpans(text: string): { prose: string; spans: Array<{ code: string; offset: number }> } {
  const spans: Array<{ code: string; offset: number }> = [];
  const prose = text.replace(/(`+)((?:(?!\1)[^\n]|\n(?!\s*\n))+?)\1(?!`)/g, (whole: string, _ticks: string, code: string, offset: number) => {
    spans.push({ code: code.trim(), offset });
    return whole.replace(/[^\n]/g, ' ');
  });
  return { prose, spans };
}

/**
 * Every path or anchor `doc` (a path in the tree) names that the tree lacks. `text` stands for the file's
 * own text; a target that `examples` matches is named on purpose though absent (a worked example's file).
 */
export function brokenReferences(tree: DocTree, doc: string, { text = tree.read(doc), examples }: { text?: string; examples?: RegExp } = {}): Broken[] {
  const body = withoutFences(text);
  const { prose, spans } = codeSpans(body);
  const broken: Broken[] = [];
  const report = (offset: number, target: string, why: string) => {
    if (!examples?.test(target)) broken.push(`${doc}:${lineAt(body, offset)}: ${target}: ${why}`);
  };
  const anchorsIn = new Map<string, Set<string>>();
  const checkAnchor = (offset: number, target: string, file: string, anchor: string) => {
    if (!file.endsWith('.md') || !tree.paths.has(file)) return;
    const anchors = anchorsIn.get(file) ?? anchorsOf(file === doc ? text : tree.read(file));
    anchorsIn.set(file, anchors);
    if (!anchors.has(decodeURIComponent(anchor).toLowerCase())) report(offset, target, `${file} has no heading with the anchor #${anchor}`);
  };

  for (const link of body.matchAll(/\[((?:[^\]\n]|\n(?!\s*\n))*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const [, label = '', target = ''] = link;
    const at = link.index + label.length + 2;
    if (prose.charAt(at) !== '(' || /^[a-z][a-z\d+.-]*:|^\/\//i.test(target)) continue;
    const [pathPart = '', anchor] = target.split('#', 2);
    const file = pathPart === '' ? doc : posix.normalize(posix.join(posix.dirname(doc), decodeURIComponent(pathPart)));
    if (file.startsWith('../') || file.startsWith('/') || !exists(tree, file)) report(at, target, 'no such file or directory');
    else {
      if (anchor !== undefined && anchor !== '') checkAnchor(at, target, file.replace(/\/$/, ''), anchor);
      const stale = staleLabel(tree, label, file.replace(/\/$/, ''));
      if (stale) report(at, target, `the link's text names ${stale}, which it does not point to`);
    }
  }

  // A path written in plain prose, outside a code span or a link's target, is named all the same.
  const plain = prose.replace(/\]\([^)]*\)|<[a-z]+:[^>]*>/gi, (whole) => whole.replace(/[^\n]/g, ' '));
  for (const named of plain.matchAll(/(?<=^|[\s(])(?:src|test|scripts|docs|sandbox|deploy|public|eslint-rules)\/[\w./<>*@-]*[\w/*>]/g)) {
    if (!exists(tree, named[0])) report(named.index, named[0], 'no such file or directory');
  }

  for (const { code, offset } of spans) {
    const aliased = aliases.find(([alias]) => code.startsWith(alias));
    const named = aliased ? aliased[1] + code.slice(aliased[0].length) : code;
    if (!repositoryPath.test(named)) continue;
    const [path = '', anchor] = named.replace(/^\.\//, '').replace(/:\d+(?::\d+)?$/, '').split('#', 2);
    if (!exists(tree, path) && !(aliased && moduleExtensions.some((extension) => exists(tree, path + extension))))
      report(offset, code, 'no such file or directory');
    else if (anchor !== undefined && anchor !== '') checkAnchor(offset, code, path, anchor);
  }
  return broken;
}
