import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const popoverModule = '@/presentation/shared/components/toggletip/toggletip-popover';
const idleModule = '@/presentation/shared/idle/when-idle.util';

/**
 * Renders a Toggletip from a fresh module graph whose popover chunk arrives when the test says
 * so: what matters is what the person can do with the stand-in button before it lands, and that
 * nothing they did is lost when it does.
 */
async function renderToggletip({ held, settled = true, themed = true }: { held: boolean; settled?: boolean; themed?: boolean }) {
  vi.resetModules();
  let arrive: () => void = () => undefined;
  const arrived = held ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
  const asked = { popover: 0 };
  vi.doMock(popoverModule, async (importOriginal) => {
    asked.popover += 1;
    await arrived;
    return importOriginal();
  });
  // The page settles at once, or when the test says so.
  let settle: () => void = () => undefined;
  vi.doMock(idleModule, () => ({
    whenIdle: (task: () => void) => {
      if (settled) task();
      else settle = task;
      return () => undefined;
    },
  }));
  const { Toggletip } = await import('@/presentation/shared/components/toggletip/toggletip');
  const { ThemeProvider } = await import('@test/support/theme-provider');
  const toggletip = (
    <>
      <p>Antes</p>
      <Toggletip
        trigger={themed ? <Button type="button">¿Qué es FOVIS?</Button> : <button type="button">¿Qué es FOVIS?</button>}
        title="Certificados FOVIS"
        closeLabel="Cerrar la ayuda"
      >
        El Fondo de Vivienda de Interés Social.
      </Toggletip>
    </>
  );
  // A page drawn with static classes has no Chakra provider around it, and a plain button.
  render(themed ? <ThemeProvider>{toggletip}</ThemeProvider> : toggletip);
  return {
    standIn: screen.getByRole('button', { name: '¿Qué es FOVIS?' }),
    arrive: () => act(async () => arrive()),
    settle: () => act(async () => settle()),
    asked,
  };
}

const trigger = () => screen.getByRole('button', { name: '¿Qué es FOVIS?' });
/** The real trigger is Zag's: it carries the popover's data attributes. */
const isRealTrigger = (button: HTMLElement) => button.getAttribute('data-scope') === 'popover';

afterEach(() => {
  vi.doUnmock(popoverModule);
  vi.doUnmock(idleModule);
});

describe('Toggletip', () => {
  it('on a page without Chakra (static classes, a plain button) the popover brings the theme and opens', async () => {
    await renderToggletip({ held: false, themed: false });
    await waitFor(() => expect(isRealTrigger(trigger())).toBe(true));

    await userEvent.click(trigger());

    const dialog = await screen.findByRole('dialog', { name: 'Certificados FOVIS' });
    expect(dialog.textContent).toContain('El Fondo de Vivienda de Interés Social.');
    // Styled by the theme's recipe: Emotion's rules for the content's class are in the document.
    expect(Array.from(dialog.classList).some((name) => name.startsWith('css-'))).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger());
  });

  it('draws its button at once, as a collapsed dialog trigger, while the popover chunk loads', async () => {
    const { standIn } = await renderToggletip({ held: true });

    expect(isRealTrigger(standIn)).toBe(false);
    expect(standIn.getAttribute('aria-haspopup')).toBe('dialog');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks for the popover chunk only once the page has settled, keeping the stand-in until then', async () => {
    const { standIn, settle, asked } = await renderToggletip({ held: false, settled: false });
    await act(async () => undefined);
    expect(asked.popover).toBe(0);
    expect(isRealTrigger(trigger())).toBe(false);

    await settle();

    await waitFor(() => expect(isRealTrigger(trigger())).toBe(true));
    expect(asked.popover).toBe(1);
    expect(standIn.isConnected).toBe(false);
  });

  it('before the page settles, a press asks for the chunk at once and opens the toggletip when it lands', async () => {
    const { standIn, arrive, asked } = await renderToggletip({ held: true, settled: false });

    await userEvent.click(standIn);
    expect(asked.popover).toBe(1);
    // While it loads, the pressed button stays the one on screen.
    expect(trigger()).toBe(standIn);
    await arrive();

    expect(await screen.findByRole('dialog', { name: 'Certificados FOVIS' })).toBeTruthy();
  });

  it('before the page settles, a keyboard user who tabs onto it keeps focus through the swap', async () => {
    const { standIn, arrive } = await renderToggletip({ held: true, settled: false });

    await userEvent.tab();
    expect(document.activeElement).toBe(standIn);
    await act(async () => undefined);
    expect(document.activeElement).toBe(standIn);
    await arrive();

    await waitFor(() => expect(isRealTrigger(trigger())).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('a press before the chunk lands opens the toggletip when it does, named by its title', async () => {
    const { standIn, arrive } = await renderToggletip({ held: true });

    await userEvent.click(standIn);
    expect(screen.queryByRole('dialog')).toBeNull();
    await arrive();

    const dialog = await screen.findByRole('dialog', { name: 'Certificados FOVIS' });
    expect(dialog.textContent).toContain('El Fondo de Vivienda de Interés Social.');
    // Opened by the real trigger's own press, so focus moves inside as it would for any press.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('a press whose pointer goes down before the chunk lands and up after it still opens it', async () => {
    const { standIn, arrive } = await renderToggletip({ held: true });

    // The browser sends no click when the button under the pointer changes between down and up.
    fireEvent.pointerDown(standIn);
    await arrive();

    expect(await screen.findByRole('dialog', { name: 'Certificados FOVIS' })).toBeTruthy();
  });

  it('a keyboard user on the stand-in keeps focus on the real button when it replaces it', async () => {
    const { standIn, arrive } = await renderToggletip({ held: true });

    await userEvent.tab();
    expect(document.activeElement).toBe(standIn);
    await arrive();

    await waitFor(() => expect(isRealTrigger(trigger())).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('once loaded, opens on a press and its close button closes it and gives focus back', async () => {
    await renderToggletip({ held: false });
    await waitFor(() => expect(isRealTrigger(trigger())).toBe(true));

    await userEvent.click(trigger());
    await screen.findByRole('dialog', { name: 'Certificados FOVIS' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar la ayuda' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });
});
