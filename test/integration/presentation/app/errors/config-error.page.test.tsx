import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigProblem } from '@/application/shared/config/config-problem.model';
import { loadRuntimeConfig } from '@/infrastructure/config/runtime-config.adapter';
import { ConfigErrorPage } from '@/presentation/app/errors/config-error.page';
import { server } from '@test/support/msw-server';
import { testConfig } from '@test/support/test-config';

const url = 'http://localhost/config.json';

function renderProblem(problem: ConfigProblem) {
  render(<ConfigErrorPage problem={problem} />);
  return screen.getByRole('main');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConfigErrorPage', () => {
  it('says in Spanish that the configuration could not be loaded, with landmarks and a title', () => {
    const main = renderProblem({ kind: 'unreachable', url, status: 404 });
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos cargar la configuración del portal' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(main).getByRole('heading', { level: 2, name: 'Qué pasó' })).toBeTruthy();
    expect(within(main).getByRole('heading', { level: 2, name: 'Qué puedes hacer' })).toBeTruthy();
    expect(document.title).toBe('Error de configuración | Servicios en línea');
  });

  it('names a missing file and its HTTP status', () => {
    const main = renderProblem({ kind: 'unreachable', url, status: 404 });
    expect(within(main).getByText('El archivo de configuración no existe en el servidor.')).toBeTruthy();
    expect(within(main).getByText(url)).toBeTruthy();
    expect(within(main).getByText('HTTP 404 (no encontrado)')).toBeTruthy();
  });

  it('names another HTTP status the server gave', () => {
    const main = renderProblem({ kind: 'unreachable', url, status: 503 });
    expect(within(main).getByText('El servidor no entregó el archivo de configuración.')).toBeTruthy();
    expect(within(main).getByText('HTTP 503 (servicio no disponible)')).toBeTruthy();
  });

  it('suggests checking the connection when no answer came', () => {
    const main = renderProblem({ kind: 'unreachable', url, status: null });
    expect(within(main).getByText(/Revisa tu conexión a internet/)).toBeTruthy();
    expect(within(main).getByText('Sin respuesta')).toBeTruthy();
  });

  it('says when the file did not arrive in time, and after how long', () => {
    const main = renderProblem({ kind: 'timedOut', url, afterMs: 10_000 });
    expect(
      within(main).getByText('El servidor no terminó de entregar el archivo de configuración a tiempo. Revisa tu conexión a internet.'),
    ).toBeTruthy();
    expect(within(main).getByText(url)).toBeTruthy();
    expect(within(main).getByText('Sin respuesta completa en 10 segundos')).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });

  it('says when the file is not JSON', () => {
    const main = renderProblem({ kind: 'notJson', url });
    expect(within(main).getByText('El archivo de configuración llegó, pero su contenido no es JSON válido.')).toBeTruthy();
    expect(within(main).getByText(url)).toBeTruthy();
  });

  it('lists every invalid field and why, in Spanish', () => {
    const main = renderProblem({
      kind: 'invalid',
      url,
      fields: [
        { path: 'apiBaseUrl', issue: 'missing' },
        { path: 'identity.url', issue: 'notUrl' },
        { path: 'servicePhones', issue: 'wrongLength', expected: 2 },
        { path: 'navigation.sideMenu.credits', issue: 'notAppPath' },
      ],
    });
    expect(within(main).getByText('El archivo de configuración tiene 4 campos con problemas:')).toBeTruthy();
    const items = within(within(main).getByRole('list', { name: /4 campos con problemas/ })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'apiBaseUrl: falta este campo.',
      'identity.url: debe ser una dirección web completa (https://…) o que empiece por una sola barra (/…).',
      'servicePhones: debe tener exactamente 2 elementos.',
      'navigation.sideMenu.credits: debe ser una ruta del portal que empiece por una sola barra, por ejemplo /certificados.',
    ]);
  });

  it('names a field that must use https', () => {
    const main = renderProblem({ kind: 'invalid', url, fields: [{ path: 'apiBaseUrl', issue: 'insecureUrl' }] });
    const items = within(within(main).getByRole('list', { name: /1 campo con problemas/ })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'apiBaseUrl: debe usar una conexión segura (https://…) o empezar por una sola barra (/…); http:// solo se admite para localhost, 127.0.0.1 o [::1].',
    ]);
  });

  it('names a telemetry endpoint on plain http and a sample rate out of 0 to 1', () => {
    const main = renderProblem({
      kind: 'invalid',
      url,
      fields: [
        { path: 'telemetry.endpoint', issue: 'insecureUrl' },
        { path: 'telemetry.sampleRate', issue: 'notFraction' },
      ],
    });
    const items = within(within(main).getByRole('list', { name: /2 campos con problemas/ })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'telemetry.endpoint: debe usar una conexión segura (https://…) o empezar por una sola barra (/…); http:// solo se admite para localhost, 127.0.0.1 o [::1].',
      'telemetry.sampleRate: debe ser un número entre 0 y 1 (0.25: una de cada cuatro visitas).',
    ]);
  });

  it('names the whole file when it is not an object', () => {
    const main = renderProblem({ kind: 'invalid', url, fields: [{ path: '', issue: 'notObject' }] });
    expect(within(main).getByText('El archivo de configuración tiene 1 campo con problemas:')).toBeTruthy();
    const fields = within(main).getByRole('list', { name: /1 campo con problemas/ });
    expect(within(fields).getByRole('listitem').textContent).toBe('El archivo completo: debe ser un objeto con sus propios campos ({ … }).');
  });

  it('reloads the page from “Intentar de nuevo”, reachable by keyboard', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderProblem({ kind: 'unreachable', url, status: 500 });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByText(/comunícate con los canales de atención/)).toBeTruthy();
  });

  it('shows what the loader found in a broken config.json', async () => {
    server.use(http.get(url, () => HttpResponse.json({ apiBaseUrl: 'api' })));
    const loaded = await loadRuntimeConfig('http://localhost/certificados');
    if (loaded.ok) throw new Error('a broken file must not load');
    const main = renderProblem(loaded.error);
    expect(within(main).getByText('El archivo de configuración tiene 12 campos con problemas:')).toBeTruthy();
    expect(within(main).getByText('apiBaseUrl')).toBeTruthy();
    expect(within(main).getByText('texts')).toBeTruthy();
  });

  it('names the field of a config.json that points the identity provider at plain http', async () => {
    server.use(http.get(url, () => HttpResponse.json({ ...testConfig(), identity: { ...testConfig().identity, url: 'http://sso.caja.example' } })));
    const loaded = await loadRuntimeConfig('http://localhost/certificados');
    if (loaded.ok) throw new Error('an insecure identity provider must not load');
    const main = renderProblem(loaded.error);
    const items = within(within(main).getByRole('list', { name: /1 campo con problemas/ })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'identity.url: debe usar una conexión segura (https://…) o empezar por una sola barra (/…); http:// solo se admite para localhost, 127.0.0.1 o [::1].',
    ]);
  });
});
