import ts from 'typescript';

// The rules of the @one-width tag (docs/adr/0024-layout-at-two-widths-behaviour-at-one.md), as the
// guard in test/lint/one-width.test.ts applies them to test/e2e/*.spec.ts and playwright.config.ts.
// A test tagged @one-width runs in the phone project only, so it may assert nothing whose outcome
// depends on the width: no axe check, no sideways-scroll check, no viewport of its own, no branch on
// the project. Its screens keep those checks in the tests that run at both widths.

export const oneWidthTag = '@one-width';

/**
 * What a @one-width test may not reach, directly or through a helper of its spec: the checks every
 * screen gets at both widths, a focus check or a keyboard journey (both stay at both widths), and
 * whatever reads or changes the viewport or the project.
 */
const widthDependent = [
  'expectNoAxeViolations',
  'expectNoHorizontalScroll',
  'toBeFocused',
  'keyboard',
  'setViewportSize',
  'viewportSize',
  'viewport',
  'isMobile',
  'hasTouch',
] as const;

/** Specs whose every test is required at a phone and a desktop viewport: the tag has no place there. */
const bothWidthSpecs: readonly RegExp[] = [
  /^bookings-drafts\.spec\.ts$/,
  /^first-frame\.spec\.ts$/,
  /^production-server(-[\w-]+)?\.spec\.ts$/,
  /^session-timeout\.spec\.ts$/,
  /^sign-out-every-tab\.spec\.ts$/,
  /^support-checks\.spec\.ts$/,
];

export interface OneWidthViolation {
  readonly line: number;
  readonly title: string;
  readonly reason: string;
}

type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);

/** Whether a call's arguments carry the tag: `{ tag: '@one-width' }`, `{ tag: [..., '@one-width'] }` or in the title. */
function carriesTag(call: ts.CallExpression): boolean {
  return call.arguments.some((argument) => {
    if (ts.isStringLiteralLike(argument) || ts.isTemplateExpression(argument)) return argument.getText().includes(oneWidthTag);
    if (!ts.isObjectLiteralExpression(argument)) return false;
    return argument.properties.some(
      (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'tag' && property.initializer.getText().includes(oneWidthTag),
    );
  });
}

/** The spec file's own helpers by name: function declarations and `const name = (…) => …` / `function (…)`. */
function localFunctions(source: ts.SourceFile): Map<string, FunctionLike> {
  const functions = new Map<string, FunctionLike>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isFunctionLike(node.initializer)) {
      functions.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return functions;
}

const isProjectName = (node: ts.Node): boolean =>
  ts.isPropertyAccessExpression(node) && node.name.text === 'name' && /\bproject$/.test(node.expression.getText());

const equalities = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const isComparison = (node: ts.Node): boolean => ts.isBinaryExpression(node) && equalities.has(node.operatorToken.kind);

/** The first width-dependent name `body` reaches, with the helpers it went through, or null. */
function widthDependentReach(body: ts.Node, helpers: Map<string, FunctionLike>, seen = new Set<string>()): string | null {
  let found: string | null = null;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isIdentifier(node)) {
      const name = node.text;
      if ((widthDependent as readonly string[]).includes(name)) {
        found = name;
        return;
      }
      // `testInfo.project.name === 'telefono'`: a branch on the project is a branch on the width (the
      // name as a mere label, such as a seed per project, is not).
      if (name === 'name' && isProjectName(node.parent) && isComparison(node.parent.parent)) {
        found = 'project.name';
        return;
      }
      // A property of the same name as a helper (`page.main`) is not a call of the helper.
      const isPropertyName = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
      const helper = isPropertyName ? undefined : helpers.get(name);
      if (helper && !seen.has(name)) {
        seen.add(name);
        const through = widthDependentReach(helper, helpers, seen);
        if (through) found = `${through} (through ${name})`;
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/** The @one-width tests (or describes) of one spec that break the tag's rules. */
export function oneWidthViolations(fileName: string, text: string): OneWidthViolation[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const helpers = localFunctions(source);
  const violations: OneWidthViolation[] = [];
  const bothWidths = bothWidthSpecs.some((pattern) => pattern.test(fileName.split('/').at(-1) ?? fileName));
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && carriesTag(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const title = node.arguments[0]?.getText() ?? '';
      if (bothWidths) {
        violations.push({ line, title, reason: 'this spec runs at a phone and a desktop viewport by requirement' });
      }
      const body = node.arguments.find(isFunctionLike);
      const reached = body ? widthDependentReach(body, helpers) : null;
      if (reached) violations.push({ line, title, reason: `reaches ${reached}` });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

/** What the projects' grep settings make of a test: Playwright matches them against the title path and the tags. */
interface ProjectGrep {
  readonly name?: string;
  readonly grep?: RegExp | RegExp[];
  readonly grepInvert?: RegExp | RegExp[] | null;
}

const matchesAny = (patterns: RegExp | RegExp[] | null | undefined, title: string) =>
  (Array.isArray(patterns) ? patterns : patterns ? [patterns] : []).some((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(title);
  });

const runs = (project: ProjectGrep, title: string) =>
  (project.grep === undefined || matchesAny(project.grep, title)) && !matchesAny(project.grepInvert, title);

/** Problems with how the phone ('telefono') and desktop ('escritorio') projects treat the tag. */
export function tagExclusionProblems(projects: readonly ProjectGrep[]): string[] {
  const tagged = `pages.spec.ts una prueba de comportamiento ${oneWidthTag}`;
  const untagged = 'pages.spec.ts una prueba de diseño';
  const problems: string[] = [];
  const phone = projects.find((project) => project.name === 'telefono');
  const desktop = projects.find((project) => project.name === 'escritorio');
  if (!phone) problems.push("no 'telefono' project");
  else {
    if (!runs(phone, tagged)) problems.push(`the phone project skips ${oneWidthTag} tests, which then run nowhere`);
    if (!runs(phone, untagged)) problems.push('the phone project skips untagged tests');
  }
  if (!desktop) problems.push("no 'escritorio' project");
  else {
    if (runs(desktop, tagged)) problems.push(`the desktop project runs ${oneWidthTag} tests (its grepInvert must exclude the tag)`);
    if (!runs(desktop, untagged)) problems.push('the desktop project skips untagged tests');
  }
  return problems;
}
