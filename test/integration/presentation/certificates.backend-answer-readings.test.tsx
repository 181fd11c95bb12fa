import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { PageReloader } from '@/presentation/app/feedback/page-reloader.port';
import { server } from '@test/support/msw-server';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { renderSignedIn } from '@test/support/render-signed-in';

// ADR 0011: the two readings of a real backend's certificate answers, proven on the pages.
// Each test answers the one call it is about itself; everything else is the sandbox's María.

const api = 'http://localhost/api/v1/certifications';
const sofia = { namePerson: 'SOFIA GOMEZ RUIZ', documentType: 'TI', documentNumber: '1034567890' };
const juan = { namePerson: 'JUAN CAMILO GOMEZ RUIZ', documentType: 'CC', documentNumber: '98765432' };

function beneficiariesAnswer(data: unknown) {
  server.use(http.get(`${api}/certificates/getDataBeneficiary`, () => HttpResponse.json({ responseCode: 0, description: null, data })));
}

function fakes() {
  const saveBase64File = vi.fn(() => true);
  const arrange = (container: Container) => {
    container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
    container.rebind<PageReloader>(PageReloader).toConstantValue({ goTo: vi.fn(), reload: vi.fn() });
  };
  return { saveBase64File, arrange };
}

describe('Certificate pages read what a real backend sends (ADR 0011)', pageTestOptions, () => {
  it('c08 lists the beneficiaries getDataBeneficiary holds in data.familiarGroups', async () => {
    beneficiariesAnswer({ familiarGroups: [sofia, juan], total: 2 });
    renderSignedIn('/certificados/tarjeta-afiliacion');
    await findPageTitle('Tarjeta de afiliación');
    await screen.findByRole('heading', { level: 2, name: 'Selecciona los beneficiarios' }, { timeout: 5000 });
    const group = screen.getByRole('group', { name: /¿Qué beneficiarios incluimos en la tarjeta\?/ });
    expect(within(group).getByRole('checkbox', { name: /Sofia Gomez Ruiz/ })).toBeTruthy();
    expect(within(group).getByRole('checkbox', { name: /Juan Camilo Gomez Ruiz/ })).toBeTruthy();
    expect(within(group).getByText('CC 98765432')).toBeTruthy();
  });

  it('c09 lists the beneficiaries getDataBeneficiary holds in data.beneficiaries', async () => {
    beneficiariesAnswer({ beneficiaries: [juan, sofia] });
    renderSignedIn('/certificados/certificado-defuncion-beneficiario');
    await findPageTitle('Certificado de defunción de beneficiario');
    await screen.findByRole('heading', { level: 2, name: 'Tus beneficiarios' }, { timeout: 5000 });
    const names = within(within(main()).getByRole('table')).getAllByRole('rowheader');
    expect(names.map((name) => name.textContent)).toEqual(['Juan Camilo Gomez Ruiz', 'Sofia Gomez Ruiz']);
  });

  it('c05 reaches its choice (step 5) from data.familiarGroups, not the query error', async () => {
    beneficiariesAnswer({ familiarGroups: [sofia] });
    renderSignedIn('/certificados/certificado-escolar');
    await findPageTitle('Certificado escolar');
    expect(await screen.findByRole('heading', { level: 2, name: '¿Qué deseas hacer?' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/Se ha presentado un error consultando sus beneficiarios/)).toBeNull();
  });

  it('an object without a list is still the query error', async () => {
    beneficiariesAnswer({ total: 2 });
    renderSignedIn('/certificados/tarjeta-afiliacion');
    await findPageTitle('Tarjeta de afiliación');
    expect(await screen.findByText(/Se ha presentado un error consultando sus beneficiarios/, {}, { timeout: 5000 })).toBeTruthy();
  });

  const fundsName = 'Certificado tributario, año gravable 2025';

  async function openIncomeTaxSentBare() {
    server.use(
      http.post(`${api}/certificates/downloadable`, () => HttpResponse.json({ responseCode: 0, description: null, data: 'JVBERi0xLjQK' })),
      http.get(`${api}/listarCertificados`, () =>
        HttpResponse.json({
          code: 200,
          data: [
            { code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role' },
            { code: 'c04', name: fundsName, role: 'role_personas' },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    const { saveBase64File, arrange } = fakes();
    renderSignedIn('/certificados/certificado-declaracion-renta', undefined, arrange);
    await findPageTitle('Certificado para declaración de renta');
    await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 5000 });
    return { user, saveBase64File };
  }

  it('c04 sent as a bare base64 PDF takes its card’s name on step 1 and in the downloaded file’s name', async () => {
    const { user, saveBase64File } = await openIncomeTaxSentBare();
    expect(within(main()).getByText(`Generamos tu ${fundsName}. Puedes descargarlo o enviarlo a tu correo electrónico registrado.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeTruthy();
    expect(saveBase64File).toHaveBeenCalledExactlyOnceWith('certificado-tributario-año-gravable-2025.pdf', 'JVBERi0xLjQK', 'application/pdf');
    expect(screen.getByText('Lo encuentras en tus descargas con el nombre certificado-tributario-año-gravable-2025.pdf.')).toBeTruthy();
  });

  it('c04 sent as a bare base64 PDF is named from its card on the sent screen', async () => {
    const { user } = await openIncomeTaxSentBare();
    await user.click(screen.getByRole('button', { name: 'Enviar al correo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' })).toBeTruthy();
    expect(within(main()).getByText(fundsName)).toBeTruthy();
    // The page's own name for c04 stays its title only, never the certificate's.
    expect(within(main()).getAllByText('Certificado para declaración de renta').map((node) => node.tagName)).toEqual(['H1']);
  });
});
