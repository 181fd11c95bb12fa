// The browser spec one flow writes (test/e2e/<feature>-<name>.spec.ts): every screen has a Chromium test
// with an axe-core WCAG 2.2 AA check (docs/architecture.md, "Tests"). It signs in as a persona through the
// sandbox, opens the page, sees the sandbox's summary, checks it with axe, and sees 'Error del sistema'
// for a code the outcome table does not name.

/** The browser test's path. */
export const e2ePath = (n) => `test/e2e/${n.feature}-${n.name}.spec.ts`;

/** The browser test; `dataFile` is the sandbox data file's name under sandbox/data. */
export const e2eSpec = (n, { dataFile }) => `import { ${n.camel}AnswerOf } from '@sandbox/data/${dataFile}';
import { seededPersonas } from '@sandbox/data/personas';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { main } from '@test/support/browser/main-view';
import { openAsSignedIn, personas } from '@test/support/browser/sign-in';

// ${n.title} (/${n.routePath}) against the sandbox: María gets her summary from
// sandbox/data/${dataFile}.ts; a code the outcome table does not name goes through page.route.

const path = '/${n.routePath}';
const maria = seededPersonas.find((persona) => persona.documentNumber === personas.maria.documentNumber);

test.describe('${n.title}', () => {
  test('María ve el resumen bajo su encabezado', async ({ page }) => {
    await openAsSignedIn(page, path, 'maria');
    await expect(page.getByRole('heading', { level: 1, name: '${n.title}' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible();
    await expect(main(page)).toContainText(${n.camel}AnswerOf(maria?.id ?? '').summary);
    await expectNoAxeViolations(page, '${n.title.toLowerCase()}, resumen');
  });

  test("un código que la tabla no nombra muestra 'Error del sistema', sin resumen", async ({ page }) => {
    await page.route('**${n.apiPath}', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 7, data: { summary: 'Resumen' } }) }));
    await openAsSignedIn(page, path, 'maria');
    await expect(page.getByRole('alertdialog', { name: 'Error del sistema' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Resumen', includeHidden: true })).toHaveCount(0);
    await expectNoAxeViolations(page, "${n.title.toLowerCase()}, 'Error del sistema'");
  });
});
`;
