import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  CHAKRA_SYSTEM_MODULE,
  NO_PREFLIGHT,
  PREFLIGHT_IMPORT,
  RUNTIME_GLOBAL_STATEMENT,
  STATIC_GLOBAL_STATEMENT,
  withoutRuntimeGlobalCss,
} from '../../../scripts/chakra-static-global-css.mjs';

// The installed Chakra's own module: an upgrade that moves the statement fails here first, with
// the same message the build would give.
const require = createRequire(import.meta.url);
const systemModule = require.resolve('@chakra-ui/react').replace(/[\\/]dist[\\/].*$/, '/dist/esm/styled-system/system.js');
const installed = readFileSync(systemModule, 'utf8');

describe('chakra-static-global-css', () => {
  it("matches the installed Chakra's system module by path", () => {
    expect(CHAKRA_SYSTEM_MODULE.test(systemModule)).toBe(true);
    expect(CHAKRA_SYSTEM_MODULE.test('/x/node_modules/@chakra-ui/react/dist/esm/styled-system/css.js')).toBe(false);
  });

  it("replaces the runtime global styles of the installed Chakra, and nothing else", () => {
    const out = withoutRuntimeGlobalCss(installed);
    expect(out).toContain(STATIC_GLOBAL_STATEMENT);
    expect(out).not.toContain(RUNTIME_GLOBAL_STATEMENT);
    expect(out).not.toContain(PREFLIGHT_IMPORT);
    expect(out.replace(STATIC_GLOBAL_STATEMENT, RUNTIME_GLOBAL_STATEMENT).replace(NO_PREFLIGHT, PREFLIGHT_IMPORT)).toBe(installed);
    // The functions stay: anything that asks for the CSS on demand still gets it.
    expect(out).toContain('getTokenCss,');
  });

  it('refuses a Chakra whose createSystem no longer has the statement, or has it twice', () => {
    expect(() => withoutRuntimeGlobalCss(installed.replace(RUNTIME_GLOBAL_STATEMENT, 'const _global = compute();'))).toThrow(
      /review scripts\/chakra-static-global-css\.mjs/,
    );
    expect(() => withoutRuntimeGlobalCss(`${installed}\n${RUNTIME_GLOBAL_STATEMENT}`)).toThrow(/exactly one/);
    expect(() => withoutRuntimeGlobalCss(installed.replace(PREFLIGHT_IMPORT, "import { createPreflight } from './reset.js';"))).toThrow(
      /preflight\.js/,
    );
  });
});
