import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { chakraThemeSubset } from './chakra-theme-subset.model';

/**
 * The fund's Chakra system: Chakra's base and default tokens with the recipes the portal
 * uses (`chakra-theme-subset.ts`); only tokens the portal needs to own are overridden.
 *
 * Contrast (WCAG 2.2 AA) is part of the design, not an afterthought: Chakra's defaults
 * for `fg.subtle`, `fg.error`, `fg.warning`, `fg.success`, the `border` of form fields and
 * the grey focus ring fall below 4.5:1 (text) or 3:1 (UI parts) on white, so they are
 * raised here. `test/integration/presentation/shared/theme/portal-system.model.test.ts` checks
 * every text/background pair the shell and the recipes produce.
 */

/** Deep blue of the fund: 600 is the brand colour (7.8:1 with white). */
const brand = {
  50: '#e8f1fa',
  100: '#c9ddf1',
  200: '#9cc0e5',
  300: '#6a9fd6',
  400: '#3d7fc4',
  500: '#1766ae',
  600: '#0b5394',
  700: '#0a4378',
  800: '#08345d',
  900: '#062744',
  950: '#041a2e',
} as const;

/** Warm amber accent: used as a fill behind dark text, never as text on white below 700. */
const accent = {
  50: '#fff8e1',
  100: '#ffecb3',
  200: '#ffe082',
  300: '#ffd54f',
  400: '#ffc20e',
  500: '#f2a900',
  600: '#c98a00',
  700: '#8f6100',
  800: '#744d00',
  900: '#4d3300',
  950: '#2e1f00',
} as const;

const scale = (colors: Record<string, string>) =>
  Object.fromEntries(Object.entries(colors).map(([step, value]) => [step, { value }]));

/** Every palette's focus ring: strong enough (≥ 3:1) against white and the light tints. */
const focusRing = { value: '{colors.brand.600}' };

/** The portal's own part of the system: its global styles, its palettes and the raised contrasts. */
export const portalConfig = defineConfig({
  globalCss: {
    html: {
      // Buttons and other palette-aware parts take the brand colour unless told otherwise.
      colorPalette: 'brand',
      textSizeAdjust: '100%',
    },
    body: { fontFamily: 'body', minHeight: '100dvh' },
    // Plain links and focusable elements outside Chakra's recipes still get a visible ring.
    'a:focus-visible, summary:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
      outline: '3px solid {colors.brand.600}',
      outlineOffset: '2px',
      borderRadius: 'l1',
    },
    // The main landmark receives focus programmatically after navigation; it is not a control.
    'main[tabindex="-1"]:focus': { outline: 'none' },
    // People who asked their system for less motion get none (WCAG 2.3.3).
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: { brand: scale(brand), accent: scale(accent) },
      fonts: {
        // System fonts: nothing to download before the first paint.
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        fg: {
          DEFAULT: { value: '{colors.gray.900}' },
          muted: { value: '{colors.gray.600}' },
          subtle: { value: '{colors.gray.600}' },
          error: { value: '{colors.red.700}' },
          warning: { value: '{colors.orange.700}' },
          success: { value: '{colors.green.700}' },
          info: { value: '{colors.blue.700}' },
        },
        border: {
          // Field outlines must reach 3:1 against white (WCAG 1.4.11).
          DEFAULT: { value: '#8a8a93' },
          error: { value: '{colors.red.700}' },
          warning: { value: '{colors.orange.700}' },
          success: { value: '{colors.green.700}' },
          info: { value: '{colors.blue.700}' },
        },
        brand: {
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.50}' },
          muted: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.200}' },
          solid: { value: '{colors.brand.600}' },
          focusRing,
          border: { value: '{colors.brand.600}' },
        },
        accent: {
          contrast: { value: '{colors.brand.900}' },
          fg: { value: '{colors.accent.800}' },
          subtle: { value: '{colors.accent.50}' },
          muted: { value: '{colors.accent.100}' },
          emphasized: { value: '{colors.accent.200}' },
          solid: { value: '{colors.accent.400}' },
          focusRing,
          border: { value: '{colors.accent.600}' },
        },
        gray: { focusRing },
        red: { focusRing: { value: '{colors.red.700}' }, solid: { value: '{colors.red.700}' } },
        green: { focusRing: { value: '{colors.green.700}' }, solid: { value: '{colors.green.700}' } },
        orange: { focusRing: { value: '{colors.orange.700}' }, solid: { value: '{colors.orange.700}' } },
        blue: { focusRing: { value: '{colors.blue.700}' }, solid: { value: '{colors.blue.700}' } },
      },
    },
    // Modals' 300-ms animations are in the dialog recipe itself, which comes on
    // demand: src/presentation/shared/theme/dialog-recipe.model.ts.
  },
});

let system: SystemContext | undefined;

/**
 * The system, built on first use: building it (Chakra merges the configs and builds the token
 * dictionary) is the longest single task of a start on a slow phone. The first screen's shell
 * draws without it (static classes); `loadWithTheme` builds it in a task of its own, after the one
 * that evaluated the first chunk drawing with Chakra (on a page that does, while the identity check
 * waits: the route's preload loads it).
 */
export function portalSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraThemeSubset, portalConfig);
  return system;
}
