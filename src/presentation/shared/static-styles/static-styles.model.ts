import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A class of the first screen's stylesheet, written in Chakra's style vocabulary (tokens,
 * responsive objects, `_hover` and the other conditions) and compiled at build time, not at run
 * time: `test/integration/presentation/shared/static-styles/static-styles.model.css.test.ts` renders every
 * `*.styles.ts` module's classes through the portal's Chakra system and Emotion's serializer (as
 * Chakra's `chakra()` factory does for style props) into `static-styles.generated.css`, which
 * `src/page.css` links before any script runs. A component draws the class by its name alone, so the
 * first screen carries neither these objects nor Chakra's styling engine.
 */
export interface StaticStyle {
  /**
   * A recipe of the portal's system to start from, as a Chakra component taking it would: its
   * defaults, overridden by `variants` (the recipe's styles stay in Chakra's `recipes` layer).
   */
  readonly recipe?: { readonly key: string; readonly variants?: StaticVariants };
  /** The same with one part (`slot`) of a slot recipe: the card's `title`, the breadcrumb's `link`. */
  readonly slotRecipe?: { readonly key: string; readonly slot: string; readonly variants?: StaticVariants };
  /** The element's own styles, as style props or `css` would give them. */
  readonly css: SystemStyleObject;
  /** Animations the class names, as plain CSS steps by name (`from`, `to`, percentages). */
  readonly keyframes?: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>;
}

/** A recipe's variant choices: one value, or one per breakpoint (`{ base: 'xl', md: '2xl' }`). */
type StaticVariants = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** The classes a `*.styles.ts` module defines, by class name. */
export type StaticStyles = Readonly<Record<string, StaticStyle>>;
