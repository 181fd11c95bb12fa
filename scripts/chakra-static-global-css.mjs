// Chakra's createSystem renders its reset, the portal's global styles and every token's CSS variable
// (~42 KB of CSS) when the entry is evaluated, and Emotion parses and inserts all of it on the first
// render: about 90 ms and 60 ms of main-thread work at 4× CPU, in the startup's longest tasks
// (total blocking time). None of it depends on the person or the page, so the production build serves it as a
// stylesheet instead (src/presentation/shared/theme/portal-theme.generated.css, written from the same
// system by its test) and this plugin drops the runtime copy from Chakra's module.
//
// It edits one statement of a dependency, so it refuses to build when that statement is not there:
// a Chakra upgrade that moves it must be looked at, not silently shipped with the styles twice or
// with none. Dev (pre-bundled dependencies) and the tests keep Chakra as it is; there the same rules
// are inserted twice, which changes nothing.

export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
export const RUNTIME_GLOBAL_STATEMENT = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
export const STATIC_GLOBAL_STATEMENT = 'const _global = [];';
// The reset's rules (4.6 KB of source) are only ever read to build that CSS: the stylesheet has them.
export const PREFLIGHT_IMPORT = "import { createPreflight } from './preflight.js';";
export const NO_PREFLIGHT = 'const createPreflight = () => ({});';

/** Chakra's system module without its runtime global styles; throws when Chakra's code changed. */
export function withoutRuntimeGlobalCss(code) {
  for (const statement of [RUNTIME_GLOBAL_STATEMENT, PREFLIGHT_IMPORT]) {
    const at = code.indexOf(statement);
    if (at === -1 || code.indexOf(statement, at + 1) !== -1) {
      throw new Error(
        `Chakra's createSystem no longer has exactly one «${statement}»: review scripts/chakra-static-global-css.mjs against the installed @chakra-ui/react before building.`,
      );
    }
  }
  return code.replace(RUNTIME_GLOBAL_STATEMENT, STATIC_GLOBAL_STATEMENT).replace(PREFLIGHT_IMPORT, NO_PREFLIGHT);
}

/** The Vite plugin: production builds only. */
export function chakraStaticGlobalCss() {
  let transformed = false;
  return {
    name: 'portal:chakra-static-global-css',
    apply: 'build',
    transform: {
      filter: { id: CHAKRA_SYSTEM_MODULE },
      handler(code) {
        transformed = true;
        return { code: withoutRuntimeGlobalCss(code), map: null };
      },
    },
    buildEnd(error) {
      // A build that never met Chakra's module (moved, renamed) would ship the styles twice.
      if (!error && !transformed) this.error('chakra-static-global-css: @chakra-ui/react/dist/esm/styled-system/system.js was not part of the build');
    },
  };
}
