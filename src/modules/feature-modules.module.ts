import { ContainerModule } from 'inversify';
import type { ModuleImports } from './lazy-feature-module-loader.adapter';

type ModuleFile = Readonly<Record<string, unknown>>;

// The feature modules are the files src/modules/<feature>.module.ts, and the page modules
// src/modules/<feature>/<route folder>.module.ts: each its own chunk, imported on first demand, so the entry
// holds only these imports and a feature's code arrives with the first of its routes. The shell's
// two modules and this list sit beside them but are no feature. A new feature or page module is
// its file alone.
const featureFiles = import.meta.glob<ModuleFile>(['./*.module.ts', '!./shell.module.ts', '!./session-timeout.module.ts', '!./feature-modules.module.ts']);
const pageFiles = import.meta.glob<ModuleFile>('./*/*.module.ts');

/** `./bookings.module.ts` -> `bookings`, `./certificates/list.module.ts` -> `certificates/list`: a module's name is its file. */
export const moduleNameOf = (path: string): string => path.slice('./'.length, -'.module.ts'.length);

/** The container module a module file exports, whatever its export's name (the module test checks there is one). */
async function containerModuleOf(path: string, importFile: () => Promise<ModuleFile>): Promise<ContainerModule> {
  const module = Object.values(await importFile()).find((value) => value instanceof ContainerModule);
  if (!(module instanceof ContainerModule)) throw new Error(`${path} exports no container module`);
  return module;
}

/**
 * Every feature's and page's container module by name, derived from the files: a feature module is
 * named for its feature's folder in src/presentation/, a page module for its route's folder there
 * (test/integration/modules/feature-module-files.test.ts checks both).
 */
export const featureModules: ModuleImports = Object.fromEntries(
  Object.entries({ ...featureFiles, ...pageFiles }).map(([path, importFile]) => [moduleNameOf(path), () => containerModuleOf(path, importFile)]),
);
