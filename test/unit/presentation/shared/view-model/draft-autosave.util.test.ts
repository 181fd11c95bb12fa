import { observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autosaveDraft, browserPage } from '@/presentation/shared/view-model/draft-autosave.util';
import { CountingPage } from '@test/support/leaving-page';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function watching() {
  const draft = observable.box<string | null>(null);
  const written: string[] = [];
  const page = new CountingPage();
  const stop = autosaveDraft(() => draft.get(), (value) => written.push(value), { delayMs: 300, page });
  return { change: (value: string | null) => runInAction(() => draft.set(value)), written, page, stop };
}

describe('autosaveDraft', () => {
  it('writes once a pause, the draft as it is then', () => {
    const { change, written, stop } = watching();
    change('V');
    vi.advanceTimersByTime(299);
    change('Vi');
    vi.advanceTimersByTime(300);
    expect(written).toEqual(['Vi']);
    change(null);
    vi.advanceTimersByTime(300);
    expect(written).toEqual(['Vi']);
    stop();
  });

  it.each(['beforeunload', 'pagehide'])('%s writes a waiting change at once; the listeners exist only while one waits', (event) => {
    const { change, written, page, stop } = watching();
    expect(page.listeners).toBe(0);
    change('Última tecla');
    expect(page.listeners).toBe(3);
    page.dispatchEvent(new Event(event));
    expect(written).toEqual(['Última tecla']);
    expect(page.listeners).toBe(0);
    vi.advanceTimersByTime(600);
    expect(written).toEqual(['Última tecla']);
    stop();
  });

  it('becoming hidden writes a waiting change; a visibility change to visible does not', () => {
    const { change, written, page, stop } = watching();
    change('Antes de cambiar de aplicación');
    page.dispatchEvent(new Event('visibilitychange'));
    expect(written).toEqual([]);
    page.hidden = true;
    page.dispatchEvent(new Event('visibilitychange'));
    expect(written).toEqual(['Antes de cambiar de aplicación']);
    stop();
  });

  it('stopping writes a waiting change and leaves no listener, timer or reaction behind', () => {
    const { change, written, page, stop } = watching();
    change('Al salir por un enlace');
    stop();
    expect(written).toEqual(['Al salir por un enlace']);
    expect(page.listeners).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    change('Después');
    vi.advanceTimersByTime(600);
    expect(written).toEqual(['Al salir por un enlace']);
  });

  it('without a page (Node, the prerender) it still writes after the delay', () => {
    expect(browserPage()).toBeNull();
    const draft = observable.box<string | null>(null);
    const written: string[] = [];
    const stop = autosaveDraft(() => draft.get(), (value) => written.push(value), { delayMs: 300 });
    runInAction(() => draft.set('Nota'));
    vi.advanceTimersByTime(300);
    expect(written).toEqual(['Nota']);
    stop();
  });
});
