// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';
import { oneWidthTag, oneWidthViolations, tagExclusionProblems } from '@test/support/one-width-rules';

// The guard of the @one-width tag (docs/adr/0024-layout-at-two-widths-behaviour-at-one.md): a tagged
// browser test runs at 360 px only, so it may not carry a check whose outcome depends on the width,
// and the desktop project must keep excluding the tag while the phone project keeps running it.

const e2eDir = fileURLToPath(new URL('../e2e/', import.meta.url));
const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));

const spec = (body: string, helpers = '') => `import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
${helpers}
test.describe('una página', () => {
  test('una prueba', { tag: '${oneWidthTag}' }, async ({ page }, testInfo) => {
${body}
  });
});
`;

describe('tests tagged @one-width', () => {
  it.each(specs)('in %s carry no width-dependent check', (name) => {
    expect(oneWidthViolations(name, readFileSync(`${e2eDir}${name}`, 'utf8'))).toEqual([]);
  });

  it('are there: the tag is in use', () => {
    const tagged = specs.filter((name) => readFileSync(`${e2eDir}${name}`, 'utf8').includes(oneWidthTag));
    expect(tagged.length).toBeGreaterThan(0);
  });

  it('pass the guard when they assert behaviour only', () => {
    const body = `    await page.goto('/');
    await expect(page.getByRole('alertdialog', { name: 'Error del sistema' })).toBeVisible();
    expect(testInfo.project.use.baseURL).toBeDefined();
    const seed = \`\${testInfo.project.name}|\${testInfo.title}\`;
    expect(seed).toContain('|');`;
    expect(oneWidthViolations('pages.spec.ts', spec(body))).toEqual([]);
  });

  it.each([
    ['an axe check', `    await expectNoAxeViolations(page, 'el inicio');`, 'expectNoAxeViolations'],
    ['a sideways-scroll check', `    await expectNoHorizontalScroll(page);`, 'expectNoHorizontalScroll'],
    ['a focus check', `    await expect(page.getByRole('heading', { level: 2 })).toBeFocused();`, 'toBeFocused'],
    ['a keyboard journey', `    await page.keyboard.press('Escape');`, 'keyboard'],
    ['a viewport of its own', `    await page.setViewportSize({ width: 600, height: 200 });`, 'setViewportSize'],
    ['a reading of the viewport', `    expect(page.viewportSize()?.width).toBe(360);`, 'viewportSize'],
    ['a branch on the project', `    if (testInfo.project.name === 'telefono') return;`, 'project.name'],
  ])('fail the guard with %s', (_, body, reached) => {
    const [violation, ...others] = oneWidthViolations('pages.spec.ts', spec(body));
    expect(others).toEqual([]);
    expect(violation?.reason).toBe(`reaches ${reached}`);
    expect(violation?.title).toBe("'una prueba'");
  });

  it('fail the guard with an axe check reached through a helper of the spec file', () => {
    const helpers = `async function expectSoundPage(page: Page) {
  await expectNoAxeViolations(page, 'una página');
}
const openChecked = async (page: Page) => {
  await page.goto('/');
  await expectSoundPage(page);
};`;
    const [violation] = oneWidthViolations('pages.spec.ts', spec('    await openChecked(page);', helpers));
    expect(violation?.reason).toBe('reaches expectNoAxeViolations (through expectSoundPage) (through openChecked)');
  });

  it('fail the guard on a tagged describe whose test checks axe, and on the tag in the title', () => {
    const onDescribe = `test.describe('una sección', { tag: '${oneWidthTag}' }, () => {
  test('una prueba', async ({ page }) => {
    await expectNoAxeViolations(page, 'una sección');
  });
});
test('otra prueba ${oneWidthTag}', async ({ page }) => {
  await expectNoAxeViolations(page, 'otra');
});
`;
    expect(oneWidthViolations('pages.spec.ts', onDescribe).map((violation) => violation.line)).toEqual([1, 6]);
  });

  it('fail the guard in a spec required at a phone and a desktop viewport', () => {
    const [violation] = oneWidthViolations('sign-out-every-tab.spec.ts', spec(`    await page.goto('/');`));
    expect(violation?.reason).toMatch(/phone and a desktop viewport/);
  });
});

describe('the projects of playwright.config.ts', () => {
  it('run @one-width tests at phone width only', () => {
    expect(tagExclusionProblems(config.projects ?? [])).toEqual([]);
  });

  it('fail the guard when the desktop project stops excluding the tag', () => {
    const problems = tagExclusionProblems([{ name: 'telefono' }, { name: 'escritorio' }]);
    expect(problems).toEqual([`the desktop project runs ${oneWidthTag} tests (its grepInvert must exclude the tag)`]);
  });

  it('fail the guard when the phone project excludes the tag', () => {
    const problems = tagExclusionProblems([
      { name: 'telefono', grepInvert: /@one-width/ },
      { name: 'escritorio', grepInvert: /@one-width/ },
    ]);
    expect(problems).toEqual([`the phone project skips ${oneWidthTag} tests, which then run nowhere`]);
  });

  it('fail the guard when an exclusion swallows every test', () => {
    const problems = tagExclusionProblems([{ name: 'telefono' }, { name: 'escritorio', grepInvert: /.*/ }]);
    expect(problems).toEqual(['the desktop project skips untagged tests']);
  });
});
