import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// public/start-after-first-paint.js run as the page runs it, with its `import()` replaced by a
// fake that records what is evaluated: when the starter asks for the entry, and in what tasks.
const source = readFileSync(join(process.cwd(), 'public', 'start-after-first-paint.js'), 'utf8').replaceAll(
  'import(',
  'fakeImport(',
);

let imported: string[];
// The frames and the yields between evaluations are the test's to run.
let frames: FrameRequestCallback[];
let yields: (() => void)[];
const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));
const endYield = async () => {
  yields.shift()?.();
  await vi.advanceTimersByTimeAsync(0);
};
// The files whose import fails, as a cancelled load does.
let failing: Set<string>;
const fakeImport = (href: string) => {
  imported.push(href);
  return failing.has(href) ? Promise.reject(new TypeError(`error loading dynamically imported module: ${href}`)) : Promise.resolve({});
};

function runStarter({
  readyState,
  visibility,
  routePreloads = ['/assets/page.js'],
}: {
  readyState: DocumentReadyState;
  visibility: DocumentVisibilityState;
  routePreloads?: readonly string[];
}) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  const tag = document.createElement('script');
  tag.setAttribute('data-portal-entry', '/assets/index.js');
  tag.setAttribute('data-portal-chunks', '/assets/lib-react.js /assets/lib-chakra.js');
  tag.setAttribute('data-portal-preloads', routePreloads.join(' '));
  document.head.appendChild(tag);
  new Function('fakeImport', source)(fakeImport);
}

const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('start-after-first-paint: the entry is requested once the first screen has painted', () => {
  beforeEach(() => {
    imported = [];
    failing = new Set();
    frames = [];
    yields = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    delete (document as { readyState?: unknown }).readyState;
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('waits for the load event and the frame after it, then preloads every file and evaluates one per task', async () => {
    runStarter({ readyState: 'interactive', visibility: 'visible' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(preloaded()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    expect(preloaded()).toEqual([]);
    // Two animation frames (the first frame after load is on screen), then the timer set in the second.
    nextFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(preloaded()).toEqual([]);
    nextFrame();
    expect(preloaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(preloaded()).toEqual(['/assets/lib-react.js', '/assets/lib-chakra.js', '/assets/index.js']);
    expect(imported).toEqual([]);
    // The route's own chunks in the next task, then the evaluations, one per task.
    await endYield();
    expect(preloaded()).toEqual(['/assets/lib-react.js', '/assets/lib-chakra.js', '/assets/index.js', '/assets/page.js']);
    expect(imported).toEqual(['/assets/lib-react.js']);
    await endYield();
    expect(imported).toEqual(['/assets/lib-react.js', '/assets/lib-chakra.js']);
    await endYield();
    expect(imported).toEqual(['/assets/lib-react.js', '/assets/lib-chakra.js', '/assets/index.js']);

    // Once only: a later fallback or visibility change asks for nothing more.
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(imported).toHaveLength(3);
    expect(preloaded()).toHaveLength(4);
  });

  it('once started, keeps no listener or timer of its own for the life of the tab', async () => {
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    runStarter({ readyState: 'complete', visibility: 'visible' });
    const onVisibility = added.mock.calls.find(([type]) => type === 'visibilitychange')?.[1];
    expect(onVisibility).toBeTypeOf('function');
    expect(vi.getTimerCount()).toBe(1);

    nextFrame();
    nextFrame();
    await vi.advanceTimersByTimeAsync(0);

    expect(preloaded()).toContain('/assets/index.js');
    expect(removed.mock.calls.some(([type, listener]) => type === 'visibilitychange' && listener === onVisibility)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    added.mockRestore();
    removed.mockRestore();
  });

  it("a route's own chunks are preloaded three per task, before any evaluation", async () => {
    const routePreloads = Array.from({ length: 7 }, (_, index) => `/assets/page-${index}.js`);
    runStarter({ readyState: 'complete', visibility: 'visible', routePreloads });
    nextFrame();
    nextFrame();
    await vi.advanceTimersByTimeAsync(0);
    const libraries = ['/assets/lib-react.js', '/assets/lib-chakra.js', '/assets/index.js'];
    expect(preloaded()).toEqual(libraries);

    await endYield();
    expect(preloaded()).toEqual([...libraries, ...routePreloads.slice(0, 3)]);
    await endYield();
    expect(preloaded()).toEqual([...libraries, ...routePreloads.slice(0, 6)]);
    expect(imported).toEqual([]);
    await endYield();
    expect(preloaded()).toEqual([...libraries, ...routePreloads]);
    expect(imported).toEqual(['/assets/lib-react.js']);
  });

  it('a file the page\'s head already asks for is not asked for again, and the evaluations are the same', async () => {
    for (const href of ['/assets/lib-react.js', '/assets/index.js', '/assets/page-0.js', '/assets/page-1.js', '/assets/page-2.js']) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.setAttribute('href', href);
      document.head.appendChild(link);
    }
    const routePreloads = ['/assets/page-0.js', '/assets/page-1.js', '/assets/page-2.js', '/assets/page-3.js'];
    runStarter({ readyState: 'complete', visibility: 'visible', routePreloads });
    const inHead = preloaded();
    nextFrame();
    nextFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(preloaded()).toEqual([...inHead, '/assets/lib-chakra.js']);
    // The route's one file not asked for yet, in the next task; then the evaluations, as ever.
    await endYield();
    expect(preloaded()).toEqual([...inHead, '/assets/lib-chakra.js', '/assets/page-3.js']);
    expect(imported).toEqual(['/assets/lib-react.js']);
    await endYield();
    await endYield();
    expect(imported).toEqual(['/assets/lib-react.js', '/assets/lib-chakra.js', '/assets/index.js']);
  });

  it('a page already loaded starts after its next frame', async () => {
    runStarter({ readyState: 'complete', visibility: 'visible' });
    expect(preloaded()).toEqual([]);
    nextFrame();
    nextFrame();
    await vi.advanceTimersByTimeAsync(0);
    await endYield();
    expect(imported).toEqual(['/assets/lib-react.js']);
  });

  it('a hidden tab, which paints no frames, starts on load without waiting for one', async () => {
    runStarter({ readyState: 'interactive', visibility: 'hidden' });
    window.dispatchEvent(new Event('load'));
    expect(preloaded()).toEqual(['/assets/lib-react.js', '/assets/lib-chakra.js', '/assets/index.js']);
    await endYield();
    expect(imported).toEqual(['/assets/lib-react.js']);
  });

  it('a load that a slow image holds back starts the portal after the fallback, not later', async () => {
    runStarter({ readyState: 'interactive', visibility: 'visible' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await endYield();
    expect(imported).toEqual(['/assets/lib-react.js']);
  });

  /** Starts a hidden tab (no frames to run) whose lib-chakra import fails, up to the entry's import. */
  async function startWithAFailedImport(): Promise<ReturnType<typeof vi.fn>> {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    failing.add('/assets/lib-chakra.js');
    runStarter({ readyState: 'interactive', visibility: 'hidden' });
    window.dispatchEvent(new Event('load'));
    await endYield();
    await endYield();
    expect(imported).toEqual(['/assets/lib-react.js', '/assets/lib-chakra.js', '/assets/index.js']);
    return reportError;
  }

  it('an import the page\'s leaving cancels (Firefox fails it before pagehide) reports nothing', async () => {
    const reportError = await startWithAFailedImport();
    await vi.advanceTimersByTimeAsync(1000);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('an import that fails while the page stays is reported as an uncaught error once the grace has passed', async () => {
    const reportError = await startWithAFailedImport();
    await vi.advanceTimersByTimeAsync(3999);
    expect(reportError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(String(reportError.mock.calls[0]?.[0])).toContain('/assets/lib-chakra.js');
    // A pagehide after the report changes nothing.
    window.dispatchEvent(new Event('pagehide'));
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});

describe('start-after-first-paint: keys pressed on a route\'s prerender', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  const runOver = (rootContent: string) => {
    document.body.innerHTML = `<div id="root">${rootContent}</div>`;
    new Function('fakeImport', source)(() => Promise.resolve({}));
  };
  const press = (init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('holds Tab and Shift+Tab in the page while the prerender is up, and nothing else', async () => {
    runOver('<div data-prerender="" inert=""><h1>Certificados</h1></div>');
    expect(press({ key: 'Tab' })).toBe(true);
    expect(press({ key: 'Tab', shiftKey: true })).toBe(true);
    expect(press({ key: 'a' })).toBe(false);
    expect(press({ key: 'Enter' })).toBe(false);
    expect(press({ key: 'Tab', ctrlKey: true })).toBe(false);

    // The main view takes over: Tab is the browser's again.
    document.getElementById('root')!.innerHTML = '<main><a href="/">Inicio</a></main>';
    await Promise.resolve();
    expect(press({ key: 'Tab' })).toBe(false);
  });

  it('a page without a prerender: Tab is never held', () => {
    runOver('<main><a href="/">Inicio</a></main>');
    expect(press({ key: 'Tab' })).toBe(false);
  });
});
