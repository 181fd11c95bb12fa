import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Identity } from '@/application/shared/session/identity.port';
import { createContainer } from '@/container';
import { LazyHttpClient } from '@/infrastructure/http/lazy-http-client.adapter';
import { firstScreenShown, startPortal } from '@/startup';
import { mountDrawingPage, settlesSoon } from '@test/support/drawing-page';
import { FakeIdentity } from '@test/support/fake-identity';
import { RecordingLogger } from '@test/support/recording-logger';
import { testConfig } from '@test/support/test-config';

afterEach(() => document.getElementById('root')?.remove());

/** A #root holding what index.html (or a route's prerender) paints before any script runs. */
function rootWith(before: string): HTMLElement {
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  root.innerHTML = before;
  return root;
}

/** Calls in flight that the test answers by hand. */
function callsInFlight() {
  let answer: () => void = () => undefined;
  const calls = { asked: 0, settled: () => ((calls.asked += 1), new Promise<void>((resolve) => (answer = resolve))) };
  return { calls, answer: () => answer() };
}

describe('firstScreenShown', () => {
  it.each([
    ['the first frame', '<div class="first-frame"><p role="status">Cargando…</p></div>'],
    ['a route’s prerender', '<div data-prerender=""><h1>Certificados</h1></div>'],
  ])('waits until the main view has replaced %s, then for the calls in flight then and the frames that put their answers on screen', async (_, before) => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const root = rootWith(before);
    const { calls, answer } = callsInFlight();
    const shown = firstScreenShown(calls);
    expect(await settlesSoon(shown)).toBe(false);
    expect(calls.asked).toBe(0);

    root.innerHTML = '<main><h1>Certificados</h1></main>';
    await vi.waitFor(() => expect(calls.asked).toBe(1));
    expect(await settlesSoon(shown)).toBe(false);

    answer();
    // Four frames: the one that paints the answers, and those until that paint is on screen.
    for (let frame = 0; frame < 4; frame += 1) {
      await vi.waitFor(() => expect(frames).toHaveLength(frame + 1));
      expect(await settlesSoon(shown)).toBe(false);
      frames[frame]?.(frame * 16);
    }
    await expect(shown).resolves.toBeUndefined();
    frame.mockRestore();
  });

  it('waits, after the calls, for a page still drawing its entry load’s content in a transition', async () => {
    rootWith('<main><h1>Certificados</h1></main>');
    const page = mountDrawingPage();
    await page.change('form');
    const { calls, answer } = callsInFlight();
    const shown = firstScreenShown(calls);
    await vi.waitFor(() => expect(calls.asked).toBe(1));
    answer();
    expect(await settlesSoon(shown)).toBe(false);
    await page.draw();
    await expect(shown).resolves.toBeUndefined();
    page.view.unmount();
  });

  it('waits, after the calls, for the pictures the page draws to be decoded', async () => {
    const root = rootWith('<main><h1>Certificados</h1><img alt="" src="/images/certificado-renta.svg"></main>');
    let decoded: () => void = () => undefined;
    const picture = root.querySelector('img');
    if (!picture) throw new Error('sin imagen');
    picture.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const { calls, answer } = callsInFlight();
    const shown = firstScreenShown(calls);
    await vi.waitFor(() => expect(calls.asked).toBe(1));
    answer();
    expect(await settlesSoon(shown)).toBe(false);
    decoded();
    await expect(shown).resolves.toBeUndefined();
  });

  it('a page without either (already drawn) waits only for the calls', async () => {
    rootWith('<main><h1>Inicio</h1></main>');
    const { calls, answer } = callsInFlight();
    const shown = firstScreenShown(calls);
    await vi.waitFor(() => expect(calls.asked).toBe(1));
    answer();
    await expect(shown).resolves.toBeUndefined();
  });
});

describe('startPortal and the hold on idle work', () => {
  it('holds it right after asking for the first render, with the container the render got', async () => {
    const order: string[] = [];
    const container = createContainer(testConfig());
    container.rebind(Identity).toConstantValue(new FakeIdentity());
    expect(container.get(LazyHttpClient)).toBeInstanceOf(LazyHttpClient);
    const element = document.body.appendChild(document.createElement('div'));
    await act(() =>
      startPortal(createRoot(element), 'http://localhost/', new RecordingLogger(), {
        loadConfig: async () => ({ ok: true, value: testConfig() }),
        createContainer: () => container,
        renderApp: () => void order.push('render'),
        holdIdleWork: (given) => {
          expect(given).toBe(container);
          order.push('hold');
        },
        afterFirstScreen: () => void order.push('after the first screen'),
      }),
    );
    expect(order).toEqual(['render', 'hold', 'after the first screen']);
    element.remove();
  });
});
