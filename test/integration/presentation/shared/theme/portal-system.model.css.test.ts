import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/presentation/shared/theme/portal-system.model';

// The production build serves Chakra's reset, the portal's global styles and the tokens' CSS
// variables as a stylesheet (scripts/chakra-static-global-css.mjs): this is where it comes from.
// Rendered the way ChakraProvider's <Global> renders it at run time (Emotion's serializer and its
// stylis pipeline), so the file holds exactly the rules the browser would otherwise receive from script.
// After a theme change: `npx vitest run --project integration test/integration/presentation/shared/theme/portal-system.model.css.test.ts --update`
// rewrites the file; CI (CI=true) never writes it, so a stale file fails there.
const GENERATED = '../../../../../src/presentation/shared/theme/portal-theme.generated.css';

type EmotionSheet = Parameters<ReturnType<typeof createCache>['insert']>[2];

function renderGlobalCss(): string[] {
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => void rules.push(rule) } as unknown as EmotionSheet;
  createCache({ key: 'css' }).insert('', serializeStyles([portalSystem()._global]), sheet, false);
  return rules;
}

describe('portal-theme.generated.css', () => {
  it("holds Chakra's reset, the global styles and the tokens of portalSystem, in Chakra's layer order", async () => {
    const rules = renderGlobalCss();
    const css = [
      '/* Generated from portalSystem by test/integration/presentation/shared/theme/portal-system.model.css.test.ts: do not edit. */',
      // Declared first so the layers keep Chakra's order whichever of them the page meets first.
      portalSystem().layers.atRule,
      ...rules,
      '',
    ].join('\n');
    await expect(css).toMatchFileSnapshot(GENERATED);
  });

  it('has every token variable and the global rules the shell relies on', () => {
    const css = renderGlobalCss().join('\n');
    expect(css).toContain('@layer reset');
    expect(css).toContain('@layer base');
    expect(css).toContain('@layer tokens');
    expect(css).toContain('--chakra-colors-brand-600:#0b5394');
    expect(css).toMatch(/prefers-reduced-motion:\s*reduce/);
    const variables = new Set(css.match(/--chakra-(?:[\w-]|\\.)+(?=:)/g));
    expect(variables.size).toBeGreaterThan(300);
    // Emotion drops blank declarations (`blurs.none` is ' '), at run time as here.
    for (const [, entries] of portalSystem().tokens.cssVarMap) {
      for (const [variable, value] of entries) if (String(value).trim()) expect(variables.has(variable), variable).toBe(true);
    }
  });
});
