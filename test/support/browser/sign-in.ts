import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** The sandbox personas (sandbox/data/personas.ts) by what they exist for. */
export const personas = {
  maria: { documentType: 'CC', documentNumber: '1037600123', password: 'Maria2026*', headerName: 'María Restrepo' },
  carlos: { documentType: 'CC', documentNumber: '71650432', password: 'Carlos2026*', headerName: 'Carlos Zapata' },
  luz: { documentType: 'CC', documentNumber: '43218765', password: 'Luz2026*', headerName: 'Luz Ospina' },
  jose: { documentType: 'CE', documentNumber: '4567123', password: 'Jose2026*', headerName: 'José Hernández' },
  diana: { documentType: 'CC', documentNumber: '52500500', password: 'Diana2026*', headerName: 'Diana Cárdenas' },
  sergio: { documentType: 'CC', documentNumber: '80500500', password: 'Sergio2026*', headerName: 'Sergio Muñoz' },
} as const;
export type PersonaName = keyof typeof personas;

/** The person's name in the header, also behind a modal that hides the header from the accessibility tree. */
const headerName = (page: Page, who: PersonaName) =>
  page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: personas[who].headerName, includeHidden: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs in on the sandbox provider's Spanish page, starting from the page that is open (its
 * 'Iniciar sesión' button in the header) or, on a page that requires sign-in, from the redirect
 * already under way. Resolves once the person's name is in the header.
 */
export async function signInAs(page: Page, who: PersonaName, { fromHeader = true } = {}): Promise<void> {
  const persona = personas[who];
  if (fromHeader) await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/realms\/portal\//);
  await page.getByLabel('Tipo de documento').selectOption(persona.documentType);
  await page.getByLabel('Número de documento').fill(persona.documentNumber);
  await page.getByLabel('Contraseña').fill(persona.password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  // Three navigations (provider consent, callback, the portal's start with its silent check) on a
  // busy two-core machine: more room than one in-page step gets. A page whose first call fails
  // may already have its modal up, which hides the header from the accessibility tree: the name
  // is looked for there too.
  await expect(headerName(page, who)).toBeVisible({ timeout: 15_000 });
}

/**
 * Opens a page that requires sign-in as an anonymous visitor: the portal sends the browser to
 * the provider, the person signs in on its page, and the browser comes back to `path`. For the
 * tests about that journey; the others use openAsSignedIn.
 */
export async function openThroughSignIn(page: Page, path: string, who: PersonaName): Promise<void> {
  await page.goto(path);
  await signInAs(page, who, { fromHeader: false });
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

/**
 * Opens `path` already signed in as `who`, without the provider's page: the context gets the
 * provider's session cookie from a real sign-in made earlier in this run (providerSession), and
 * the portal's startup silent check (prompt=none) finds that session and restores it, as for a
 * person who comes back in a new tab. The tokens themselves are the page's own: the portal keeps
 * them in session storage, which a stored state does not carry.
 *
 * Never for a test that signs out or otherwise ends the provider's session: every test of the
 * run that opens as this persona shares that session (and its grant), so those sign in themselves.
 */
export async function openAsSignedIn(page: Page, path: string, who: PersonaName): Promise<void> {
  await withProviderSession(page, who);
  await page.goto(path);
  await expect(headerName(page, who), `la comprobación silenciosa debía recuperar la sesión de ${who}`).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

/** Gives the page's context the provider's session of `who`: the next page the portal starts restores it. */
export async function withProviderSession(page: Page, who: PersonaName): Promise<void> {
  const { cookies } = await providerSession(page.context(), who);
  await page.context().addCookies(cookies);
}

type StoredState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The provider's session cookies of `who` for this run: the first test that needs them signs the
 * persona in on the provider's page, in a context of its own, and writes them to
 * `<outputDir>/.auth/<persona>.json` (test-results/e2e/.auth; Playwright empties the output folder
 * when a run starts, so a run never reuses another's sessions, which die with the preview server).
 * Both workers share the file; a lock file keeps them from signing the same persona in twice.
 */
async function providerSession(context: BrowserContext, who: PersonaName): Promise<StoredState> {
  const folder = join(test.info().project.outputDir, '.auth');
  const file = join(folder, `${who}.json`);
  const lock = `${file}.lock`;
  await mkdir(folder, { recursive: true });
  for (;;) {
    const stored = await readState(file);
    if (stored) return stored;
    if (await takeLock(lock)) {
      try {
        const again = await readState(file);
        if (again) return again;
        const state = await signInForTheRun(context, who);
        const partial = `${file}.${process.pid}.tmp`;
        await writeFile(partial, JSON.stringify(state, null, 2));
        await rename(partial, file);
        return state;
      } finally {
        await rm(lock, { force: true });
      }
    }
    // The other worker is signing this persona in: its file (or its lock's end) is a moment away.
    await delay(100);
  }
}

async function signInForTheRun(testContext: BrowserContext, who: PersonaName): Promise<StoredState> {
  const browser = testContext.browser();
  if (!browser) throw new Error('openAsSignedIn necesita un contexto de un navegador lanzado, no uno persistente.');
  // The project's own address (the preview server, where the provider lives), whatever a spec's
  // fixture makes the test's baseURL (the production-server specs serve the portal through nginx).
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await signInAs(page, who);
    // The provider's cookies only: the portal's tokens are in session storage, which is not stored.
    return { cookies: (await context.storageState()).cookies, origins: [] };
  } finally {
    await context.close();
  }
}

async function readState(file: string): Promise<StoredState | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Creates the lock with this process's id; clears a lock whose worker is gone (it timed out mid-sign-in). */
async function takeLock(lock: string): Promise<boolean> {
  try {
    const handle = await open(lock, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const owner = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (owner > 0 && !isAlive(owner)) await rm(lock, { force: true });
  return false;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
