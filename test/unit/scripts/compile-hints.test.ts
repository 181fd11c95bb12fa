import { describe, expect, it } from 'vitest';
import { rolldown } from 'rolldown';
import { COMPILE_HINT, compileHintBanner } from '../../../scripts/compile-hints.mjs';

describe("compile hints: V8's eager-compile line at the top of the start's library chunks", () => {
  it('is the banner of the chunks it names and of no other', () => {
    const banner = compileHintBanner((name: string) => name === 'lib-react');

    expect(banner({ name: 'lib-react' })).toBe(COMPILE_HINT);
    expect(banner({ name: 'index' })).toBe('');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it("stays the first line of a minified chunk, and its hash differs from the same chunk's without it", async () => {
    const modules: Record<string, string> = {
      'entry.js': "// a comment the minifier drops\nexport const lazy = () => import('./page.js');\nexport function add(a, b) { return a + b; }\n",
      'page.js': 'export function page() { return 42; }\n',
    };
    const build = async (hinted: boolean) => {
      const bundle = await rolldown({
        input: 'entry.js',
        plugins: [
          {
            name: 'in-memory',
            resolveId: (id: string) => id.replace(/^\.\//, ''),
            load: (id: string) => modules[id],
          },
        ],
      });
      const { output } = await bundle.generate({
        minify: true,
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: '[name]-[hash].js',
        postBanner: compileHintBanner((name: string) => hinted && name === 'entry'),
      });
      await bundle.close();
      return output;
    };

    const [hinted, plain] = [await build(true), await build(false)];
    const entry = hinted.find((file) => file.type === 'chunk' && file.name === 'entry');
    const page = hinted.find((file) => file.type === 'chunk' && file.name === 'page');

    expect(entry?.type === 'chunk' && entry.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(entry?.type === 'chunk' && entry.code).not.toContain('a comment');
    expect(page?.type === 'chunk' && page.code).not.toContain(COMPILE_HINT);
    // A browser that cached the file without the line must not keep using it.
    expect(entry?.fileName).not.toBe(plain.find((file) => file.type === 'chunk' && file.name === 'entry')?.fileName);
  });
});
