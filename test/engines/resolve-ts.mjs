// Lets Node (22.18+/24, which strips TypeScript's types itself) run the engines suite's .ts files,
// whose relative imports carry no extension, as everywhere else in the repository (the
// typecheck resolves them as a bundler does). Registered with `node --import`.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier) && context.parentURL?.includes('/test/engines/')) {
      return nextResolve(`${specifier}.ts`, context);
    }
    return nextResolve(specifier, context);
  },
});
