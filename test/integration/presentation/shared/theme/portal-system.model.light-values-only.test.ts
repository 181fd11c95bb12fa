import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { semanticTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { chakraThemeSubset, lightValuesOnly, unusedPalettes } from '@/presentation/shared/theme/chakra-theme-subset.model';
import { portalConfig, portalSystem } from '@/presentation/shared/theme/portal-system.model';

// The portal's system takes the light value of Chakra's two-mode semantic tokens (a cheaper system
// to build on every start). On the page that must change nothing: every variable keeps the value
// it has in light mode with Chakra's tokens as they come.
function withChakrasTwoModes() {
  const colors = Object.fromEntries(Object.entries(semanticTokens.colors ?? {}).filter(([name]) => !unusedPalettes.has(name)));
  const theme = { ...chakraThemeSubset.theme, semanticTokens: { ...semanticTokens, colors } };
  return createSystem(defaultBaseConfig, { ...chakraThemeSubset, theme }, portalConfig);
}

/** The variables a light page gets: those of no condition, those of the light mode over them. */
function lightPage(system: ReturnType<typeof createSystem>): Record<string, string> {
  const { cssVarMap } = system.tokens;
  return Object.fromEntries([...(cssVarMap.get('base') ?? []), ...(cssVarMap.get('_light') ?? [])]);
}

describe("the portal's system: Chakra's semantic tokens with their light value", () => {
  it('gives every variable of a light page the value Chakra gives it there', () => {
    const reference = lightPage(withChakrasTwoModes());

    expect(Object.keys(reference).length).toBeGreaterThan(300);
    expect(lightPage(portalSystem())).toEqual(reference);
  });

  it('builds no colour-mode tokens nor variables', () => {
    expect([...portalSystem().tokens.cssVarMap.keys()]).toEqual(['base']);
    expect(portalSystem().tokens.allTokens.filter((token) => token.extensions.condition !== 'base')).toEqual([]);
  });

  it('takes the light value of a two-mode token and leaves every other token as it is', () => {
    const tokens = {
      fg: { DEFAULT: { value: { _light: '{colors.black}', _dark: '{colors.white}' } }, muted: { value: '{colors.gray.600}' } },
      shadow: { value: { _light: '0 1px 2px black', _dark: 'none' }, description: 'kept' },
    };

    expect(lightValuesOnly(tokens)).toEqual({
      fg: { DEFAULT: { value: '{colors.black}' }, muted: { value: '{colors.gray.600}' } },
      shadow: { value: '0 1px 2px black', description: 'kept' },
    });
  });
});
