// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { featureModules, moduleNameOf } from '@/modules/feature-modules.module';
import { featuresOf } from '@/presentation/app/routing/route-table';
import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';

// A feature is its folder in src/presentation/ and its routes file; its module is the file named for
// it in src/modules/, and a page's own module the file named for its route's folder. No list and no
// name is written anywhere else: these checks hold the files to that.

const src = fileURLToPath(new URL('../../../src', import.meta.url));
const names = Object.keys(featureModules).sort();
const routeFiles = import.meta.glob<Readonly<Record<string, FeatureRoutes>>>('/src/presentation/*/*.routes.ts', { eager: true });
const fragments = Object.fromEntries(Object.entries(routeFiles).map(([path, exports]) => [path, exports['featureRoutes']]));
const features = featuresOf(fragments);
const routesOf = (feature: string) => features.find(({ name }) => name === feature)?.routes ?? [];
const lastSegment = (path: string | undefined) => path?.split('/').at(-1);

describe('the feature and page module files', () => {
  it('are every module file in src/modules/ but the shell and session ones, each by its file name', () => {
    const files = readdirSync(join(src, 'modules'), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.module.ts'))
      .map((path) => moduleNameOf(`./${path.replaceAll('\\', '/')}`));
    const notFeatures = ['feature-modules', 'session-timeout', 'shell'];
    expect(names).toEqual(files.filter((name) => !notFeatures.includes(name)).sort());
    expect(names).toEqual(expect.arrayContaining(['bookings', 'certificates', 'certificates/certificados']));
  });

  it('a feature module is named for a feature: a folder of src/presentation/ with its routes file', () => {
    const featureNames = features.map(({ name }) => name);
    for (const name of names.filter((name) => !name.includes('/'))) expect.soft(featureNames, name).toContain(name);
  });

  it("a page module sits in its feature's folder and is named for one of its routes' folders", () => {
    for (const name of names.filter((name) => name.includes('/'))) {
      const [feature = '', page = ''] = name.split('/');
      expect.soft(names, name).toContain(feature);
      expect.soft(routesOf(feature).map(({ path }) => lastSegment(path)), name).toContain(page);
      expect.soft(readdirSync(join(src, 'presentation', feature)), name).toContain(page);
    }
  });

  it('each module file exports one container module, the one its name imports', async () => {
    const files = import.meta.glob<Record<string, unknown>>('/src/modules/**/*.module.ts', { eager: true });
    for (const name of names) {
      const exported = Object.values(files[`/src/modules/${name}.module.ts`] ?? {}).filter((value) => value instanceof ContainerModule);
      expect.soft(exported, name).toHaveLength(1);
      expect.soft(await featureModules[name]?.(), name).toBe(exported[0]);
    }
  });

  it('names a module by its file path', () => {
    expect(moduleNameOf('./bookings.module.ts')).toBe('bookings');
    expect(moduleNameOf('./certificates/certificados.module.ts')).toBe('certificates/certificados');
  });
});

describe('the routes files', () => {
  it('are one per feature folder, each exporting its one fragment `featureRoutes`', () => {
    expect(features.map(({ name }) => name)).toEqual(expect.arrayContaining(['home', 'bookings', 'certificates', 'inactivity']));
    for (const [path, exports] of Object.entries(routeFiles)) expect.soft(Object.keys(exports), path).toHaveLength(1);
  });

  it('are each named for their folder, which names the feature', () => {
    for (const path of Object.keys(routeFiles)) expect.soft(path).toMatch(/\/src\/presentation\/([^/]+)\/\1\.routes\.ts$/);
    const fragment: FeatureRoutes = { layout: 'portal', routes: [] };
    expect(featuresOf({ '../../bookings/bookings.routes.ts': fragment, '../../home/home.routes.ts': undefined })).toEqual([{ name: 'bookings', ...fragment }]);
  });
});

describe('the names', () => {
  /** Every quoted string of the sources outside src/modules/ (the composition), but a route's path: a page's address may be its feature's key. */
  const quoted = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((path) => path.replaceAll('\\', '/'))
    .filter((path) => /\.tsx?$/.test(path) && !path.startsWith('modules/'))
    .flatMap((path) =>
      [...readFileSync(join(src, path), 'utf8').matchAll(/(?<!\bpath:\s*)(\.(?:load|has)\(\s*)?'([^'\n]*)'/g)].map(([, call, text = '']) => ({ path, text, loaded: call !== undefined })),
    );
  /** Where a feature's name would be a module's: the routes, the routing, and any module load. */
  const namesModules = ({ path, loaded }: { path: string; loaded: boolean }) => loaded || path.endsWith('.routes.ts') || /^presentation\/(app|shared)\/routing\//.test(path);

  it('no source names a feature or page module: each name is written once, as its file name', () => {
    expect(quoted.length).toBeGreaterThan(1000);
    const pageModules = names.filter((name) => name.includes('/'));
    expect(quoted.filter(({ text }) => pageModules.includes(text))).toEqual([]);
    expect(quoted.filter((string) => names.includes(string.text) && namesModules(string))).toEqual([]);
  });

  it("a feature's key may be a word of its own elsewhere (a phase, a storage key), never a module's name", () => {
    expect(namesModules({ path: 'presentation/loans/mis-creditos/loans.view-model.ts', loaded: false })).toBe(false);
    expect(namesModules({ path: 'presentation/loans/loans.routes.ts', loaded: false })).toBe(true);
    expect(namesModules({ path: 'presentation/app/routing/route-table.tsx', loaded: false })).toBe(true);
    expect(namesModules({ path: 'presentation/app/startup.ts', loaded: true })).toBe(true);
  });
});
