// `npm run size -- --modules`: which source modules and packages make up the home's first load.
// Each chunk's gzip -9 size is shared among its modules in proportion to each module's rendered
// code gzipped alone (gzip works across module boundaries, so a module's exact share is not
// defined; the proportion is a close, stable reading for deciding what to move out).
import { gzipSync } from 'node:zlib';

/** A module's group: its npm package, or its source path. */
const groupOf = (module) => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module);
  return inPackage ? inPackage[1] : module;
};

/**
 * @param {Map<string, {module: string, code: string}[]>} chunkModuleCode chunk file -> its modules' rendered code
 * @param {Iterable<string>} files the chunks of the first load
 * @param {(file: string) => number} gzipBytes a chunk's gzip -9 size
 * @returns {{name: string, bytes: number}[]} largest first
 */
export function moduleShares(chunkModuleCode, files, gzipBytes) {
  /** @type {Map<string, number>} */
  const shares = new Map();
  for (const file of files) {
    const modules = (chunkModuleCode.get(file) ?? []).filter(({ code }) => code.length > 0);
    const alone = modules.map(({ code }) => gzipSync(code, { level: 9 }).length);
    const total = alone.reduce((a, b) => a + b, 0);
    modules.forEach(({ module }, index) => {
      const name = groupOf(module);
      shares.set(name, (shares.get(name) ?? 0) + (gzipBytes(file) * alone[index]) / total);
    });
  }
  return [...shares].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}
