import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatPeriod } from '@/domain/shared/dates.rules';
import { failureResponse, type FailureKind } from '@sandbox/api/failure-responses';
import { server } from '@test/support/msw-server';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { personas, renderSignedIn } from '@test/support/render-signed-in';

const path = '/certificados/cuota-monetaria';
const quotaUrl = 'http://localhost/api/v1/certifications/cuota-monetaria';
const title = 'Consulta de cuota monetaria';
const texts = {
  errorConsulta: 'Se ha presentado un error consultando sus beneficiarios, por favor intenta más tarde.',
  titularRetirado: 'El documento ingresado no corresponde al de un afiliado activo, por lo tanto, no podemos generar tu certificado.',
  titularSinBeneficiarios: 'No se encontraron beneficiarios asociados a tu usuario.',
};

function currentPeriodLabel(): string {
  const now = new Date();
  return formatPeriod(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`) ?? '';
}

async function openAs(username: string = personas.maria) {
  const user = userEvent.setup();
  const view = renderSignedIn(path, username);
  await findPageTitle(title);
  return { user, ...view };
}

const group = (key: string) => screen.getByRole('region', { name: `Grupo familiar ${key}` });
const periodButtons = (region: HTMLElement) => within(region).getAllByRole('button', { name: /^Ver beneficiarios de / });

describe('Monetary quota page (c03)', pageTestOptions, () => {
  it("María: her three family groups, 36 periods each, newest first, with method or 'No registra' and the value in pesos", async () => {
    await openAs();
    await screen.findByRole('heading', { level: 2, name: 'Pagos de cuota monetaria' }, { timeout: 5000 });

    expect(within(main()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Grupo familiar 1',
      'Grupo familiar 2',
      'Grupo familiar 3',
    ]);
    const first = group('1');
    const buttons = periodButtons(first);
    expect(buttons).toHaveLength(36);
    expect(buttons[0]?.textContent).toBe(currentPeriodLabel());
    expect(buttons.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    const rows = within(first).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText(/^\$ [\d.]+$/)).toBeTruthy();
    expect(within(main()).getAllByText('No registra').length).toBeGreaterThan(0);
    // Only the period rows exist until one is opened: 3 × 36 rows plus the (phone-hidden) headers.
    expect(within(main()).getAllByRole('row', { hidden: true })).toHaveLength(3 * 36 + 3);
  });

  it('a period opens into its beneficiaries (state, masked identification, title-cased name, value) and closes again', async () => {
    const { user } = await openAs();
    await screen.findByRole('heading', { level: 2, name: 'Pagos de cuota monetaria' }, { timeout: 5000 });
    const button = periodButtons(group('1'))[0] as HTMLElement;

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    const table = within(detail).getByRole('table', { name: `Beneficiarios pagados en ${currentPeriodLabel()}` });
    const sofia = within(table).getByText('Sofía Arango Restrepo').closest('tr') as HTMLElement;
    expect(within(sofia).getByText('*******890')).toBeTruthy();
    expect(within(sofia).getByText('Pendiente de pago')).toBeTruthy();
    expect(within(sofia).getByText(/^\$ [\d.]+$/)).toBeTruthy();
    expect(within(table).queryByText('1034567890')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('table', { name: /^Beneficiarios pagados en / })).toBeNull();
  });

  it('works from the keyboard: Enter and Space open and close a period', async () => {
    const { user } = await openAs();
    await screen.findByRole('heading', { level: 2, name: 'Pagos de cuota monetaria' }, { timeout: 5000 });
    const button = periodButtons(group('2'))[1] as HTMLElement;
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    [personas.carlos, texts.titularSinBeneficiarios],
    [personas.luz, texts.titularRetirado],
  ])('%s: Certificado no disponible with the matching text', async (username, text) => {
    await openAs(username);
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado no disponible' }, { timeout: 5000 })).toBeTruthy();
    expect(within(main()).getByText(text)).toBeTruthy();
  });

  it.each(['network-error', 'server-error', 'gateway-error', 'malformed-body', 'unexpected-code'] as const satisfies readonly FailureKind[])(
    '%s -> the query-error text, no generic modal',
    async (kind) => {
      server.use(http.get(quotaUrl, () => failureResponse(kind)));
      await openAs();
      await screen.findByRole('heading', { level: 2, name: 'Certificado no disponible' }, { timeout: 5000 });
      expect(within(main()).getByText(texts.errorConsulta)).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  );

  it.each([
    ['in the body only', 200],
    ['mirrored in the HTTP status', 422],
  ])('an unknown code (422) %s -> the query-error text', async (_shape, status) => {
    server.use(http.get(quotaUrl, () => HttpResponse.json({ code: 422, description: 'No disponible', detail: null }, { status })));
    await openAs();
    await screen.findByRole('heading', { level: 2, name: 'Certificado no disponible' }, { timeout: 5000 });
    expect(within(main()).getByText(texts.errorConsulta)).toBeTruthy();
  });

  it('code 101 mirrored in the HTTP status still reads as the retired holder', async () => {
    server.use(http.get(quotaUrl, () => HttpResponse.json({ code: 101, description: 'Retirado', detail: null }, { status: 400 })));
    await openAs();
    await screen.findByRole('heading', { level: 2, name: 'Certificado no disponible' }, { timeout: 5000 });
    expect(within(main()).getByText(texts.titularRetirado)).toBeTruthy();
  });

  it('code 0 with no family groups says there is nothing paid, with Regresar', async () => {
    server.use(http.get(quotaUrl, () => HttpResponse.json({ code: 0, description: null, detail: { familiarGroups: {} } })));
    await openAs();
    await screen.findByRole('heading', { level: 2, name: 'Pagos de cuota monetaria' }, { timeout: 5000 });
    expect(within(main()).getByText('No encontramos pagos de cuota monetaria para tus grupos familiares.')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/certificados');
  });
});
