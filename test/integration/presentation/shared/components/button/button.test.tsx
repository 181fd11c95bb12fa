import type { ReactNode } from 'react';
import { Button as ChakraButton } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/presentation/shared/theme/theme-provider';
import { Button } from '@/presentation/shared/components/button/button';

const renderInTheme = (ui: ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);

/** The element Chakra's own Button draws for the same props, for comparison. */
function chakraTwin(props: Parameters<typeof ChakraButton>[0]) {
  const { container } = renderInTheme(<ChakraButton {...props} />);
  return container.querySelector('button')!;
}

describe('Button (the theme button recipe without Chakra’s Button)', () => {
  it.each([
    { variant: 'solid', size: 'md' },
    { variant: 'outline', size: 'sm', minH: '10' },
    { variant: 'ghost', colorPalette: 'gray', w: { base: 'full', sm: 'auto' } },
  ] as const)('draws the element, class names and styles Chakra’s Button draws (%o)', (props) => {
    const twin = chakraTwin({ ...props, children: 'Iniciar sesión' });
    renderInTheme(<Button {...props}>Iniciar sesión</Button>);
    const own = screen.getAllByRole('button', { name: 'Iniciar sesión' }).find((button) => button !== twin)!;
    expect(own.outerHTML).toBe(twin.outerHTML);
    expect(own.getAttribute('type')).toBe('button');
  });

  it('while loading: disabled and flagged, a spinner over the hidden label that keeps its room, as Chakra draws it', () => {
    const twin = chakraTwin({ loading: true, children: 'Iniciar sesión' });
    renderInTheme(<Button loading>Iniciar sesión</Button>);
    const own = screen.getAllByRole('button').find((button) => button !== twin)!;
    expect(own.hasAttribute('disabled')).toBe(true);
    expect(own.getAttribute('data-loading')).toBe('');
    expect(own.querySelector('.chakra-spinner')).not.toBeNull();
    expect(own.textContent).toBe('Iniciar sesión');
    expect(own.querySelectorAll('*').length).toBe(twin.querySelectorAll('*').length);
  });

  it('renders its child as the button with asChild (a link that looks like a button)', () => {
    renderInTheme(
      <Button asChild variant="solid">
        <a href="/certificados">Ir a Certificados</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ir a Certificados' });
    expect(link.classList.contains('chakra-button')).toBe(true);
  });
});
