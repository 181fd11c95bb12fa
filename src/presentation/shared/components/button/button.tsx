import { forwardRef, type MouseEvent } from 'react';
import { Box, chakra, createRecipeContext, Spinner, type ButtonProps } from '@chakra-ui/react';

export type { ButtonProps };

const { useRecipeResult } = createRecipeContext({ key: 'button' });

/**
 * A button styled by the theme's `button` recipe: the same element, class names and styles as
 * Chakra's Button. The shell and the home's cards draw this one so the home's first load carries
 * neither Chakra's Button nor its Loader; `loadingText` and a custom `spinner` are not offered.
 *
 * Every command that calls the fund draws this one, because its `loading` state keeps the focus:
 * a busy button is `aria-disabled="true"` and `aria-busy="true"`, never `disabled` (a disabled
 * button that has focus drops it to the page's body, and a keyboard or screen-reader user starts
 * again from the top). It looks disabled all the same (the recipe's `_disabled` condition matches
 * `[aria-disabled=true]`), shows a spinner over its label, and ignores every click meanwhile,
 * including the one a form's implicit submission (Enter in a field) sends to its submit button, so
 * a second Enter submits nothing. `loading` wins over `disabled`: a command's "nothing to do yet"
 * (`disabled`) usually includes "already running", and the running one must not let go of the focus.
 * The label stays in the accessibility tree (transparent, not hidden), so the focused button keeps
 * its name. A button given `aria-disabled` (a sibling of the busy one, see `useCommandGroup`)
 * ignores clicks the same way.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const { styles, className, props: ownProps } = useRecipeResult(props);
  const { loading, loadingText: _loadingText, spinner: _spinner, spinnerPlacement: _placement, children, onClick, ...rest } = ownProps as ButtonProps;
  const isBusy = loading === true;
  const ignoresClicks = isBusy || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  return (
    <chakra.button
      type="button"
      ref={ref}
      {...rest}
      data-loading={isBusy ? '' : undefined}
      aria-busy={isBusy ? true : rest['aria-busy']}
      aria-disabled={isBusy ? true : rest['aria-disabled']}
      disabled={isBusy ? undefined : rest.disabled}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (ignoresClicks) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      className={props.className ? `${className} ${props.className}` : className}
      css={[styles, props.css]}
    >
      {!props.asChild && isBusy ? <BusyLabel>{children}</BusyLabel> : children}
    </chakra.button>
  );
});

/**
 * What Chakra's Loader draws for a busy button, but for the label's visibility: the label keeps its
 * room and its place in the accessibility tree (drawn transparent), the spinner sits over it.
 */
function BusyLabel({ children }: { children: ButtonProps['children'] }) {
  return (
    <Box as="span" display="contents">
      <Box
        position="absolute"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        insetStart="50%"
        top="50%"
        translate="-50% -50%"
        _rtl={{ translate: '50% -50%' }}
        aria-hidden
      >
        <Spinner size="inherit" borderWidth="0.125em" color="inherit" />
      </Box>
      <Box as="span" display="contents" color="transparent">
        {children}
      </Box>
    </Box>
  );
}
