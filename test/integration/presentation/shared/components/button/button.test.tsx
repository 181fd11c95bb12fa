import type { FormEvent } from 'react';
import { Button as ChakraButton } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/presentation/shared/components/button/button';
import { renderInTheme } from '@test/support/render-in-theme';

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

  it('while loading: busy and aria-disabled, never disabled, a spinner over the label that keeps its room and its name', () => {
    const twin = chakraTwin({ loading: true, children: 'Iniciar sesión' });
    renderInTheme(<Button loading>Iniciar sesión</Button>);
    const own = screen.getAllByRole('button').find((button) => button !== twin)!;
    expect(own.hasAttribute('disabled')).toBe(false);
    expect(own.getAttribute('aria-disabled')).toBe('true');
    expect(own.getAttribute('aria-busy')).toBe('true');
    expect(own.getAttribute('data-loading')).toBe('');
    expect(own.querySelector('.chakra-spinner')).not.toBeNull();
    expect(own.textContent).toBe('Iniciar sesión');
    expect(own.querySelectorAll('*').length).toBe(twin.querySelectorAll('*').length);
    // The label is transparent, not hidden: the focused busy button keeps its accessible name.
    expect(screen.getByRole('button', { name: 'Iniciar sesión', busy: true })).toBe(own);
  });

  it('loading wins over disabled: a busy command that is also "not ready" stays focusable', () => {
    renderInTheme(
      <Button loading disabled>
        Consultar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Consultar' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps the focus when it turns busy, and ignores clicks and Enter until it is idle again', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = renderInTheme(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(button);

    rerender(
      <Button onClick={onClick} loading>
        Guardar
      </Button>,
    );
    // Chromium drops the focus of a button that turns `disabled`; this one never does.
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(button);

    rerender(<Button onClick={onClick}>Guardar</Button>);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a busy submit button submits nothing: neither its click nor Enter in a field of its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    renderInTheme(
      <form onSubmit={onSubmit}>
        <label>
          Número de documento
          <input type="text" />
        </label>
        <Button type="submit" loading>
          Consultar
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await user.type(screen.getByRole('textbox', { name: 'Número de documento' }), '123{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a button given aria-disabled (a busy command\'s sibling) ignores clicks too', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderInTheme(
      <Button aria-disabled onClick={onClick}>
        Efectivo
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Efectivo' });
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
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
