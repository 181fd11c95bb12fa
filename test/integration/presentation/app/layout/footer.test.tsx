import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_NOTES_SCRIPT_ATTRIBUTE, scheduleReleaseNotesWidget } from '@/presentation/app/layout/release-notes-widget.adapter';
import { testConfig } from '@test/support/test-config';
import { renderShell } from '@test/support/render-shell';

/** The parts of happy-dom's window API these tests drive. */
interface HappyDomControls {
  setViewport(viewport: { width: number; height: number }): void;
  settings: { handleDisabledFileLoadingAsSuccess: boolean };
}
const happyDOM = (window as unknown as { happyDOM: HappyDomControls }).happyDOM;

const DESKTOP_WIDTH = 1280;
const PHONE_WIDTH = 360;

function setViewportWidth(width: number) {
  // happy-dom evaluates matchMedia against this viewport, as a browser would.
  happyDOM.setViewport({ width, height: 800 });
}

async function renderFooter(options: Parameters<typeof renderShell>[1] = {}) {
  const view = renderShell('/creditos', options);
  const footer = await screen.findByRole('contentinfo');
  return { ...view, footer };
}

afterEach(() => {
  setViewportWidth(1024);
  document.querySelectorAll(`script[${RELEASE_NOTES_SCRIPT_ATTRIBUTE}]`).forEach((script) => script.remove());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Footer', () => {
  it('on desktop shows the configured links in four columns, each opening a new tab safely', async () => {
    setViewportWidth(DESKTOP_WIDTH);
    const { footer } = await renderFooter();

    const headings = within(footer).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Nuestra caja', 'Accesos rápidos', 'Canales de atención', 'Redes sociales']);
    expect(within(footer).queryByRole('button', { name: 'Nuestra caja' })).toBeNull();

    const company = within(footer).getByRole('link', { name: 'Quiénes somos (se abre en una nueva pestaña)' });
    expect(company.getAttribute('href')).toBe('http://localhost/sandbox/externo/quienes-somos');
    expect(company.getAttribute('target')).toBe('_blank');
    expect(company.getAttribute('rel')).toBe('noopener noreferrer');
    for (const name of ['Afiliaciones', 'Canales de atención', 'Facebook', 'Superintendencia del Subsidio Familiar']) {
      const link = within(footer).getByRole('link', { name: `${name} (se abre en una nueva pestaña)` });
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('on a 360 px phone folds the link columns into an accordion', async () => {
    setViewportWidth(PHONE_WIDTH);
    const user = userEvent.setup();
    const { footer } = await renderFooter();

    const trigger = await within(footer).findByRole('button', { name: 'Accesos rápidos' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(within(footer).queryByRole('link', { name: /Afiliaciones/ })).toBeNull();

    await user.click(trigger);

    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(within(footer).getByRole('link', { name: /Afiliaciones/ })).toBeTruthy());
    expect(trigger.closest('h3')).not.toBeNull();
  });

  it('the footer\'s chunk waits for the page to settle: the footer frame meanwhile, then the footer with its sections at once', async () => {
    setViewportWidth(PHONE_WIDTH);
    vi.resetModules();
    // Every part of the shell that waits for idle (the widget, the drawer, the footer…) waits here.
    const waiting: (() => void)[] = [];
    const settle = () => waiting.splice(0).forEach((task) => task());
    vi.doMock('@/presentation/shared/idle/when-idle.util', () => ({
      whenIdle: (task: () => void) => {
        waiting.push(task);
        return () => undefined;
      },
    }));
    try {
      const { renderShell: renderFresh } = await import('@test/support/render-shell');
      renderFresh('/creditos');
      await screen.findByRole('heading', { level: 1, name: 'Créditos' });
      // Until the page has settled, the frame the prerender draws (src/first-frame.css) stands in.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(document.querySelector('.first-frame__footer')).not.toBeNull();

      await act(async () => settle());
      const footer = await screen.findByRole('contentinfo');
      expect(document.querySelector('.first-frame__footer')).toBeNull();
      // The sections' disclosures come with the footer itself: no second chunk, no stand-in headings.
      const triggers = within(footer).getAllByRole('button', { expanded: false }).filter((button) => button.closest('h3'));
      expect(triggers.map((button) => button.textContent)).toEqual(['Nuestra caja', 'Accesos rápidos', 'Canales de atención', 'Redes sociales']);
    } finally {
      vi.doUnmock('@/presentation/shared/idle/when-idle.util');
    }
  });

  it('a section\'s button names the links it shows, and each section opens and closes on its own', async () => {
    setViewportWidth(PHONE_WIDTH);
    const user = userEvent.setup();
    const { footer } = await renderFooter();
    const company = await within(footer).findByRole('button', { name: 'Nuestra caja' });
    const social = within(footer).getByRole('button', { name: 'Redes sociales' });
    const companyLinks = document.getElementById(company.getAttribute('aria-controls') ?? '');
    expect(companyLinks?.hidden).toBe(true);

    await user.click(company);
    await user.click(social);
    expect(companyLinks?.hidden).toBe(false);
    expect(within(companyLinks!).getByRole('link', { name: /Quiénes somos/ })).toBeTruthy();
    expect(social.getAttribute('aria-expanded')).toBe('true');

    await user.click(company);
    expect(company.getAttribute('aria-expanded')).toBe('false');
    expect(companyLinks?.hidden).toBe(true);
    expect(social.getAttribute('aria-expanded')).toBe('true');
  });

  it('lists the two service lines in the "Líneas de atención" popover, as tel: links', async () => {
    const user = userEvent.setup();
    const { footer } = await renderFooter();
    await user.click(within(footer).getByRole('button', { name: 'Líneas de atención' }));

    const popover = await screen.findByRole('dialog', { name: 'Líneas de atención' });
    const calls = within(popover).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(calls).toEqual([
      ['Medellín: (604) 444 0000', 'tel:6044440000'],
      ['Resto del país: 01 8000 000 000', 'tel:018000000000'],
    ]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Líneas de atención' })).toBeNull());
    // Queried again: the first click may have landed on the stand-in drawn while the chunk loaded.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(footer).getByRole('button', { name: 'Líneas de atención' })),
    );
  });

  it('links the feedback survey and names the fund with its NIT', async () => {
    const { footer } = await renderFooter();
    const survey = within(footer).getByRole('link', { name: /Califica tu experiencia en el portal/ });
    expect(survey.getAttribute('href')).toBe('http://localhost/sandbox/externo/encuesta');
    expect(survey.getAttribute('target')).toBe('_blank');
    expect(within(footer).getByText('Caja de Compensación Demo')).toBeTruthy();
    expect(within(footer).getByText('NIT 890.900.841-9')).toBeTruthy();
  });
});

describe('Release-notes widget', () => {
  const WIDGET_URL = 'http://localhost/sandbox/widget-novedades.js';
  const widgetScripts = () => document.querySelectorAll(`script[${RELEASE_NOTES_SCRIPT_ATTRIBUTE}]`);
  // happy-dom never fetches scripts; by default it reports each as failed. Here it reports
  // them as loaded, as a reachable widget would be; the failure path is driven by hand below.
  beforeEach(() => {
    happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
  });

  it('is injected once, async, only after the page has rendered and the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const warn = vi.spyOn(console, 'warn');
    const { unmount } = renderShell('/', { config: testConfig({ releaseNotesWidgetUrl: WIDGET_URL }) });
    await act(async () => undefined);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(widgetScripts()).toHaveLength(0);

    await act(async () => vi.runOnlyPendingTimers());

    expect(widgetScripts()).toHaveLength(1);
    const script = widgetScripts()[0] as HTMLScriptElement;
    expect(script.src).toBe(WIDGET_URL);
    expect(script.async).toBe(true);

    // A second shell (remount, StrictMode) does not add another copy.
    unmount();
    renderShell('/', { config: testConfig({ releaseNotesWidgetUrl: WIDGET_URL }) });
    await act(async () => vi.runOnlyPendingTimers());
    expect(widgetScripts()).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is never injected when the configured URL is empty', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    renderShell('/', { config: testConfig({ releaseNotesWidgetUrl: '' }) });
    await act(async () => vi.runAllTimers());
    expect(widgetScripts()).toHaveLength(0);
  });

  it('waits for the load event when the document is still loading', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

    scheduleReleaseNotesWidget(WIDGET_URL);
    vi.runAllTimers();
    expect(widgetScripts()).toHaveLength(0);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(widgetScripts()).toHaveLength(1);
  });

  it('a script that fails to load only leaves a warning', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    scheduleReleaseNotesWidget(WIDGET_URL);
    vi.runAllTimers();
    widgetScripts()[0]!.dispatchEvent(new Event('error'));

    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain(WIDGET_URL);
  });

  it('carries the configured SRI value, fetched without credentials; none when not configured', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    scheduleReleaseNotesWidget(WIDGET_URL, 'sha384-abc');
    vi.runAllTimers();
    const [script] = widgetScripts();
    expect([script?.getAttribute('integrity'), script?.getAttribute('crossorigin')]).toEqual(['sha384-abc', 'anonymous']);
    script?.remove();

    scheduleReleaseNotesWidget(WIDGET_URL);
    vi.runAllTimers();
    expect([widgetScripts()[0]?.hasAttribute('integrity'), widgetScripts()[0]?.hasAttribute('crossorigin')]).toEqual([false, false]);
  });

  it('is not injected if the page is left before it was idle', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const cancel = scheduleReleaseNotesWidget(WIDGET_URL);
    cancel();
    vi.runAllTimers();
    expect(widgetScripts()).toHaveLength(0);
  });
});
