// The browser spec one flow writes (test/e2e/<feature>-<name>.spec.ts): every screen has a Chromium test
// with an axe-core WCAG 2.2 AA check (docs/architecture.md, "Tests"). It signs in as a persona through the
// sandbox, opens the page, sees the sandbox's summary, checks it with axe, and sees 'Error del sistema'
// for a code the outcome table does not name; each notice of the table is seen by a persona the sandbox answers it to,
// and closing it leaves the focus on the main landmark.

/** The browser test's path. */
export const e2ePath = (n) => `test/e2e/${n.feature}-${n.name}.spec.ts`;

/** The browser test; `dataFile` is the sandbox data file's name under sandbox/data. */
export const e2eSpec = (n, { dataFile }) => `import { ${n.camel}AnswerOf } from '@sandbox/data/${dataFile}';
import { seededPersonas } from '@sandbox/data/personas';
import { ${n.camel}Outcomes, type ${n.Name}Notice } from '@/domain/${n.feature}/${n.name}.outcomes';
import { ${n.camel}Messages as m } from '@/presentation/${n.feature}/${n.slug}/${n.name}.messages';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { main } from '@test/support/browser/main-view';
import { openAsSignedIn, personas, type PersonaName } from '@test/support/browser/sign-in';

// ${n.title} (/${n.routePath}) against the sandbox: each persona's answer is in sandbox/data/${dataFile}.ts;
// María gets her summary, each notice of the outcome table is opened as a persona the sandbox answers it to,
// and a code the table does not name goes through page.route.

const path = '/${n.routePath}';
const answerTo = (who: PersonaName) =>
  ${n.camel}AnswerOf(seededPersonas.find((persona) => persona.documentNumber === personas[who].documentNumber)?.id ?? '');
const everyone = Object.keys(personas) as PersonaName[];
const rows = Object.entries(${n.camel}Outcomes.rows).map(([code, outcome]) => [Number(code), outcome] as const);
const notices = rows.filter((row): row is readonly [number, ${n.Name}Notice] => row[1] !== 'loaded');
const unnamed = Math.max(0, ...rows.map(([code]) => code)) + 1;

test.describe('${n.title}', () => {
  test('María ve el resumen bajo su encabezado', async ({ page }) => {
    await openAsSignedIn(page, path, 'maria');
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: m.summaryHeading })).toBeVisible();
    await expect(main(page)).toContainText(answerTo('maria').data?.summary ?? '');
    await expectNoAxeViolations(page, '${n.title.toLowerCase()}, resumen');
  });

  for (const [code, notice] of notices) {
    const who = everyone.find((persona) => answerTo(persona).code === code);
    const { title } = m.notice(notice);
    test(\`\${who ?? 'nadie'}: el código \${code} muestra el aviso '\${title}'\`, async ({ page }) => {
      expect(who, \`ninguna persona del sandbox recibe el código \${code}\`).toBeDefined();
      await openAsSignedIn(page, path, who ?? 'maria');
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expectNoAxeViolations(page, \`${n.title.toLowerCase()}, \${title}\`);
      await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeHidden();
      // Raised as the page opens, with nothing focused: closing it leaves the focus on the main landmark, never the body.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    });
  }

  test("un código que la tabla no nombra, aun con la respuesta completa, muestra 'Error del sistema' y no la respuesta", async ({ page }) => {
    await page.route('**${n.apiPath}', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...answerTo('maria'), code: unnamed }) }));
    await openAsSignedIn(page, path, 'maria');
    await expect(page.getByRole('alertdialog', { name: 'Error del sistema' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, includeHidden: true })).toHaveCount(0);
    await expectNoAxeViolations(page, "${n.title.toLowerCase()}, 'Error del sistema'");
  });
});
`;
