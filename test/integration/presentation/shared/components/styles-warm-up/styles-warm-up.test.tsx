import { useEffect } from 'react';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Box } from '@chakra-ui/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '@test/support/theme-provider';
import { StylesWarmUp } from '@/presentation/shared/components/styles-warm-up/styles-warm-up';

/** Every rule Emotion has inserted so far (happy-dom keeps them as the style tags' text). */
const insertedCss = () => Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');

describe('StylesWarmUp: a sample rendered off the page when idle inserts its styles ahead of time', () => {
  const idle: IdleRequestCallback[] = [];
  // happy-dom has no idle callbacks: these stand-ins let the test say when the page is idle.
  const stubs = {
    requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
    cancelIdleCallback: (handle: number) => void idle.splice(handle - 1, 1, () => undefined),
  };
  beforeEach(() => {
    idle.length = 0;
    for (const [name, value] of Object.entries(stubs)) Object.defineProperty(window, name, { configurable: true, value });
  });
  afterEach(() => {
    // Unmounted while the stand-ins are still there: leaving cancels the idle callback.
    cleanup();
    for (const name of Object.keys(stubs)) Reflect.deleteProperty(window, name);
  });
  const goIdle = () => act(async () => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));

  it('waits for idle, then inserts the sample styles without ever putting the sample in the document', async () => {
    const { container } = render(
      <ThemeProvider>
        <p>La página</p>
        <StylesWarmUp>
          <Box data-testid="sample" paddingInlineStart="17px" display={{ base: 'block', md: 'flex' }}>
            Muestra
          </Box>
        </StylesWarmUp>
      </ThemeProvider>,
    );
    expect(container.textContent).toBe('La página');
    expect(insertedCss()).not.toContain('padding-inline-start:17px');
    expect(idle).toHaveLength(1);

    await goIdle();

    await waitFor(() => expect(insertedCss()).toContain('padding-inline-start:17px'));
    expect(insertedCss()).toMatch(/@media[^{]+\{[^}]*display:flex/);
    expect(document.querySelector('[data-testid="sample"]')).toBeNull();
    expect(document.body.textContent).not.toContain('Muestra');
  });

  it('leaving the page before it is idle renders nothing', async () => {
    const { unmount } = render(
      <ThemeProvider>
        <StylesWarmUp>
          <Box paddingInlineStart="19px">Muestra</Box>
        </StylesWarmUp>
      </ThemeProvider>,
    );
    unmount();

    await goIdle();

    expect(insertedCss()).not.toContain('padding-inline-start:19px');
  });

  it('the off-page tree is unmounted when its host leaves right after it committed', async () => {
    const sample = { mounted: 0, unmounted: 0 };
    let leave = () => {};
    // Leaves the page in the microtask after the sample's commit: after the warm-up has asked for
    // its own unmount in the next task, before that task runs.
    function Probe() {
      useEffect(() => {
        sample.mounted += 1;
        queueMicrotask(() => leave());
        return () => void (sample.unmounted += 1);
      }, []);
      return null;
    }
    const { unmount } = render(
      <ThemeProvider>
        <StylesWarmUp>
          <Probe />
        </StylesWarmUp>
      </ThemeProvider>,
    );
    leave = unmount;

    await goIdle();

    await waitFor(() => expect(sample.mounted).toBe(1));
    await waitFor(() => expect(sample.unmounted).toBe(1));
  });
});
