import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Identity } from '@/application/shared/session/identity.port';
import { certificateCodes } from '@/domain/certificates/certificate-card.entity';
import { failureResponse, type FailureKind } from '@sandbox/api/failure-responses';
import { server } from '@test/support/msw-server';
import { renderRoute } from '@test/support/render-route';
import { cardTitled, FakeIdentity, findPageTitle, main, named, pageTestOptions, signedInSession } from '@test/support/page-test-support';
import { sandboxGridTitles } from '@test/support/certificates/grid-titles';

const listPath = 'http://localhost/api/v1/certifications/listarCertificados';

function renderCertificates(identity = new FakeIdentity()) {
  return renderRoute('/certificados', { arrange: (container) => container.rebind(Identity).toConstantValue(identity) });
}

const cardList = () => screen.findByRole('list', { name: 'Certificados disponibles' }, { timeout: 5000 });
const titlesIn = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Certificates page (/certificados)', pageTestOptions, () => {
  it('lists the fund\'s nine cards in order; logged out, the role_personas ones ask to sign in', async () => {
    renderCertificates();
    await findPageTitle('Certificados');
    const list = await cardList();
    expect(titlesIn(list)).toEqual([...sandboxGridTitles]);

    const worker = within(cardTitled('Certificado de afiliación trabajador')).getByRole('link', {
      name: named('Descargar: Certificado de afiliación trabajador'),
    });
    expect(worker.getAttribute('href')).toBe('/certificados/certificado-afiliacion-trabajador');
    expect(within(cardTitled('Certificado FOSFEC')).getByRole('link').getAttribute('href')).toBe('/certificados/certificado-fosfec');

    for (const gated of ['Consulta de cuota monetaria', 'Certificado escolar', 'Certificado de defunción de beneficiario']) {
      const card = cardTitled(gated);
      expect(within(card).queryByRole('link')).toBeNull();
      expect(within(card).getByText('Este certificado requiere')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    }
    const fovis = cardTitled('Certificados de vivienda FOVIS');
    expect(within(fovis).queryByRole('link')).toBeNull();
    expect(within(fovis).getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/');
  });

  it('signed in, every card links to its page: Consultar for c03 and c09, Descargar otherwise, FOVIS to its certificates', async () => {
    renderCertificates(new FakeIdentity(signedInSession));
    await cardList();
    const linkOf = (title: string) => within(cardTitled(title)).getByRole('link');
    expect(linkOf('Consulta de cuota monetaria').textContent).toMatch(/^Consultar/);
    expect(linkOf('Consulta de cuota monetaria').getAttribute('href')).toBe('/certificados/cuota-monetaria');
    expect(linkOf('Certificado de defunción de beneficiario').textContent).toMatch(/^Consultar/);
    expect(linkOf('Certificado para declaración de renta').textContent).toMatch(/^Descargar/);
    expect(linkOf('Tarjeta de afiliación').getAttribute('href')).toBe('/certificados/tarjeta-afiliacion');
    expect(linkOf('Certificados de vivienda FOVIS').getAttribute('href')).toBe('/subsidios/subsidio-vivienda/certificados-vivienda');
    expect(within(main()).queryByText('Este certificado requiere')).toBeNull();
  });

  it('while the list is asked for: a skeleton of the grid (one card per code the portal knows), hidden from screen readers, and a status saying so; then the cards replace it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Nothing returned after the wait: the sandbox's own handler answers.
    server.use(http.get(listPath, async () => void (await held)));
    renderCertificates();
    await findPageTitle('Certificados');

    const skeleton = within(main()).getByTestId('certificates-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(within(skeleton).getAllByTestId('service-card-skeleton')).toHaveLength(certificateCodes.length);
    expect(within(skeleton).getAllByRole('listitem', { hidden: true })).toHaveLength(9);
    // Hidden: nothing in it is in the accessibility tree, and it is not the list of certificates.
    expect(within(main()).queryAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Certificados disponibles', hidden: true })).toBeNull();
    expect(within(main()).getByRole('status').textContent).toBe('Cargando certificados…');
    // The FOVIS card and 'Regresar' are already in their place, below the skeleton.
    expect(cardTitled('Certificados de vivienda FOVIS')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Regresar' })).toBeTruthy();

    const [placeholderTitle, placeholderText] = Array.from(skeleton.querySelectorAll('.chakra-card__title, .chakra-card__description'));

    release();
    const list = await cardList();
    expect(titlesIn(list)).toHaveLength(9);
    // The cards' texts take the lines their placeholders held (the same classes and minimum height), so nothing below moves.
    for (const title of ['Certificado FOSFEC', 'Certificado escolar']) {
      const heading = within(cardTitled(title)).getByRole('heading', { level: 2 });
      const text = cardTitled(title).querySelector('.chakra-card__description')!;
      expect(heading.className).toBe(placeholderTitle!.className);
      expect(heading.getAttribute('style')).toBe(placeholderTitle!.getAttribute('style'));
      expect(text.className).toBe(placeholderText!.className);
      expect(text.getAttribute('style')).toBe(placeholderText!.getAttribute('style'));
    }
    expect(placeholderTitle!.getAttribute('style')).toBe('min-height: 2lh;');
    await waitFor(() => expect(within(main()).getByRole('status').textContent).toBe(''));
    expect(within(main()).queryByTestId('certificates-skeleton')).toBeNull();
  });

  it('hides cards whose code the portal does not know', async () => {
    server.use(
      http.get(listPath, () =>
        HttpResponse.json({
          code: 200,
          data: [
            { code: 'c99', name: 'Certificado desconocido', role: 'any_role' },
            { code: 'c07', name: 'Certificado FOSFEC', role: 'any_role' },
          ],
        }),
      ),
    );
    renderCertificates();
    expect(titlesIn(await cardList())).toEqual(['Certificado FOSFEC']);
  });

  it('explains FOVIS in a toggletip', async () => {
    renderCertificates();
    await cardList();
    await userEvent.click(within(main()).getByRole('button', { name: '¿Qué son los certificados FOVIS?' }));
    expect(await screen.findByText(/Fondo para el Subsidio Familiar de Vivienda/)).toBeTruthy();
  });

  it.each([
    ['network-error', () => failureResponse('network-error')],
    ['server-error', () => failureResponse('server-error')],
    ['malformed-body', () => failureResponse('malformed-body')],
    ['unexpected-code', () => failureResponse('unexpected-code')],
    ['code 200 without a list', () => HttpResponse.json({ code: 200, data: null })],
  ] as [string | FailureKind, () => Response][])('%s -> Error del sistema, no cards', async (_name, respond) => {
    server.use(http.get(listPath, respond));
    renderCertificates();
    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Certificados disponibles', hidden: true })).toBeNull();
    expect(screen.queryByTestId('certificates-skeleton')).toBeNull();
  });
});
