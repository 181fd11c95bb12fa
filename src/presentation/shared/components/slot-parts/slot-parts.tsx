import { createContext, forwardRef, useContext, useMemo, type ElementType, type JSX, type ReactElement, type Ref } from 'react';
import {
  chakra,
  useSlotRecipe,
  type HTMLChakraProps,
  type SlotRecipeProps,
  type SystemStyleObject,
} from '@chakra-ui/react';

type SlotKey = 'card' | 'breadcrumb';

/** The slot recipe's function as the parts use it (Chakra's own type is a union per recipe key). */
interface SlotRecipe {
  (variants: Record<string, unknown>): Record<string, SystemStyleObject>;
  splitVariantProps(props: OwnProps): [Record<string, unknown>, OwnProps];
  classNameMap: Record<string, string>;
}

interface SlotStyles {
  readonly styles: Record<string, SystemStyleObject>;
  readonly classNames: Record<string, string>;
}

type Element = keyof JSX.IntrinsicElements & ('nav' | 'ol' | 'li' | 'a' | 'div' | 'h3' | 'p');
type PartProps<E extends Element> = HTMLChakraProps<E> & { ref?: Ref<HTMLElement> };
type Part<E extends Element, Extra = object> = (props: PartProps<E> & Extra) => ReactElement;
/** What a part reads of its props; the rest passes through to the element. */
interface OwnProps {
  className?: string;
  css?: SystemStyleObject;
  [prop: string]: unknown;
}

const joinClasses = (own: string | undefined, slot: string | undefined) => [own, slot].filter(Boolean).join(' ') || undefined;

/**
 * The parts of one of the theme's slot recipes (`card`, `breadcrumb`) as plain elements: each
 * part carries the class name (`chakra-card__root`) and the styles Chakra's own part gives it,
 * from the same recipe, so it looks and measures the same. What it leaves out is Chakra's generic
 * slot-recipe machinery (props contexts, `unstyled`, display names), which the home's first load
 * would otherwise carry for the two components it draws with slot recipes.
 */
export function createSlotParts<K extends SlotKey>(key: K) {
  const StylesContext = createContext<SlotStyles | null>(null);

  function useSlotStyles(): SlotStyles {
    const value = useContext(StylesContext);
    if (!value) throw new Error(`A ${key} part is drawn outside its root.`);
    return value;
  }

  /** The root part: splits the recipe's variant props off and gives the other parts their styles. */
  function root<E extends Element>(element: E, slot: string) {
    const Styled = chakra(element as ElementType) as ElementType;
    const Root = forwardRef<HTMLElement, OwnProps>(function Root(props, ref) {
      const recipe = useSlotRecipe({ key }) as unknown as SlotRecipe;
      const [variantProps, ownProps] = useMemo(() => recipe.splitVariantProps(props), [recipe, props]);
      const value = useMemo<SlotStyles>(
        () => ({ styles: recipe(variantProps), classNames: recipe.classNameMap }),
        [recipe, variantProps],
      );
      return (
        <StylesContext.Provider value={value}>
          <Styled
            ref={ref}
            {...ownProps}
            css={[value.styles[slot], props.css]}
            className={joinClasses(props.className as string | undefined, value.classNames[slot])}
          />
        </StylesContext.Provider>
      );
    });
    return Root as unknown as Part<E, SlotRecipeProps<K>>;
  }

  /** A part inside the root, styled by its slot of the root's recipe result. */
  function part<E extends Element>(element: E, slot: string, defaultProps?: Partial<PartProps<E>>) {
    const Styled = chakra(element as ElementType) as ElementType;
    const Slot = forwardRef<HTMLElement, OwnProps>(function Slot(props, ref) {
      const { styles, classNames } = useSlotStyles();
      return (
        <Styled
          {...defaultProps}
          {...props}
          ref={ref}
          css={[styles[slot], props.css]}
          className={joinClasses(props.className as string | undefined, classNames[slot])}
        />
      );
    });
    return Slot as unknown as Part<E>;
  }

  return { root, part };
}
