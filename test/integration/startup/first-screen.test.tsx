import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Identity } from '@/application/shared/session/identity.port';
import { createContainer } from '@/container';
import { LazyHttpClient } from '@/infrastructure/http/lazy-http-client.adapter';
import { firstScreenShown, startPortal } from '@/startup';
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

async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return settled;
}

describe('firstScreenShown', () => {
  it.each([
    ['the first frame', '<div class="first-frame"><p role="status">Cargando…</p></div>'],
    ['a route’s prerender', '<div data-prerender=""><h1>Certificados</h1></div>'],
  ])('waits until the main view has replaced %s, then for the calls in flight then and the frames after them', async (_, before) => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const root = rootWith(before);
    const { calls, answer } = callsInFlight();
    const shown = firstScreenShown(calls);
    expect(await isSettled(shown)).toBe(false);
    expect(calls.asked).toBe(0);

    root.innerHTML = '<main><h1>Certificados</h1></main>';
    await vi.waitFor(() => expect(calls.asked).toBe(1));
    expect(await isSettled(shown)).toBe(false);

    answer();
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    frames[0]?.(0);
    expect(frames).toHaveLength(2);
    expect(await isSettled(shown)).toBe(false);
    frames[1]?.(16);
    await expect(shown).resolves.toBeUndefined();
    frame.mockRestore();
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
