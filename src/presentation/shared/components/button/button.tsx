import { forwardRef } from 'react';
import { Box, chakra, createRecipeContext, Spinner, type ButtonProps } from '@chakra-ui/react';

export type { ButtonProps };

const { useRecipeResult } = createRecipeContext({ key: 'button' });

/**
 * A button styled by the theme's `button` recipe: the same element, class names and styles as
 * Chakra's Button, with its `loading` state (a spinner centred over the hidden label, the button
 * disabled). The shell and the home's cards draw this one so the home's first load carries
 * neither Chakra's Button nor its Loader; `loadingText` and a custom `spinner` are not offered.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const { styles, className, props: ownProps } = useRecipeResult(props);
  const { loading, loadingText: _loadingText, spinner: _spinner, spinnerPlacement: _placement, children, ...rest } = ownProps as ButtonProps;
  return (
    <chakra.button
      type="button"
      ref={ref}
      {...rest}
      data-loading={loading ? '' : undefined}
      disabled={loading || rest.disabled}
      className={props.className ? `${className} ${props.className}` : className}
      css={[styles, props.css]}
    >
      {!props.asChild && loading ? <BusyLabel>{children}</BusyLabel> : children}
    </chakra.button>
  );
});

/** What Chakra's Loader draws for a busy button: the label keeps its room, the spinner sits over it. */
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
      >
        <Spinner size="inherit" borderWidth="0.125em" color="inherit" />
      </Box>
      <Box as="span" visibility="hidden" display="contents">
        {children}
      </Box>
    </Box>
  );
}
