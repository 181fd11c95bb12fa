// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { featureModules, moduleNameOf } from '@/modules/feature-modules.module';

// The list of feature and page modules (src/modules/feature-modules.module.ts) is the files; the
// names' type is what each file declares of itself (`FeatureModuleFiles`, `PageModuleFiles` in
// src/presentation/shared/routing/feature-routes.model.ts). These checks keep the two the same.

const src = fileURLToPath(new URL('../../../src', import.meta.url));
const names = Object.keys(featureModules).sort();
const moduleFile = (name: string) => `modules/${name}.module.ts`;

/** The names a source declares in `interface <declaration> { … }` blocks. */
function declaredIn(source: string, declaration: 'FeatureModuleFiles' | 'PageModuleFiles'): string[] {
  return [...source.matchAll(new RegExp(`interface ${declaration} \\{([^}]*)\\}`, 'g'))].flatMap(([, body]) =>
    [...(body ?? '').matchAll(/'?([\w/-]+)'?\s*:/g)].map(([, name]) => name ?? ''),
  );
}

describe('the list of feature and page modules', () => {
  it('has every feature module file and every page module file, by its file name', () => {
    const files = readdirSync(join(src, 'modules'), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.module.ts'))
      .map((path) => moduleNameOf(`./${path.replaceAll('\\', '/')}`));
    const notFeatures = ['feature-modules', 'session-timeout', 'shell'];
    expect(names).toEqual(files.filter((name) => !notFeatures.includes(name)).sort());
    expect(names).toEqual(expect.arrayContaining(['certificates', 'certificates/list']));
  });

  it('every module file declares its own name, and only its own, as a feature or a page module', () => {
    for (const name of names) {
      const source = readFileSync(join(src, moduleFile(name)), 'utf8');
      const isPage = name.includes('/');
      expect.soft(declaredIn(source, isPage ? 'PageModuleFiles' : 'FeatureModuleFiles'), name).toEqual([name]);
      expect.soft(declaredIn(source, isPage ? 'FeatureModuleFiles' : 'PageModuleFiles'), name).toEqual([]);
    }
  });

  it('no other file in src declares a name', () => {
    const declaring = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .map((path) => path.replaceAll('\\', '/'))
      .filter((path) => /\.tsx?$/.test(path) && !names.some((name) => path === moduleFile(name)))
      .filter((path) => {
        const source = readFileSync(join(src, path), 'utf8');
        return [...declaredIn(source, 'FeatureModuleFiles'), ...declaredIn(source, 'PageModuleFiles')].length > 0;
      });
    expect(declaring).toEqual([]);
  });

  it('reads the names a file declares, and none where the block is empty', () => {
    const declared = "interface FeatureModuleFiles {\n    bookings: true;\n  }\n  interface PageModuleFiles {\n    'certificates/list': true;\n  }";
    expect(declaredIn(declared, 'FeatureModuleFiles')).toEqual(['bookings']);
    expect(declaredIn(declared, 'PageModuleFiles')).toEqual(['certificates/list']);
    expect(declaredIn('export interface FeatureModuleFiles {}', 'FeatureModuleFiles')).toEqual([]);
  });

  it("a page module sits in its feature's folder", () => {
    for (const name of names.filter((name) => name.includes('/'))) expect.soft(names, name).toContain(name.split('/')[0]);
  });

  it('each module file exports one container module, the one its name imports', async () => {
    const files = import.meta.glob<Record<string, unknown>>('/src/modules/**/*.module.ts', { eager: true });
    for (const name of names) {
      const exported = Object.values(files[`/src/${moduleFile(name)}`] ?? {}).filter((value) => value instanceof ContainerModule);
      expect.soft(exported, name).toHaveLength(1);
      expect.soft(await featureModules[name as keyof typeof featureModules]?.(), name).toBe(exported[0]);
    }
  });

  it('names a module by its file path', () => {
    expect(moduleNameOf('./bookings.module.ts')).toBe('bookings');
    expect(moduleNameOf('./certificates/list.module.ts')).toBe('certificates/list');
  });
});
