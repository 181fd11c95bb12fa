import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { files } from '@test/support/picked-files';
import { renderSignedIn } from '@test/support/render-signed-in';
import { countRequests } from '@test/support/in-flight-requests';
import { expectBusyCommand } from '@test/support/busy-command';

async function openChoice() {
  const user = userEvent.setup({ applyAccept: false });
  renderSignedIn('/certificados/certificado-escolar');
  await findPageTitle('Certificado escolar');
  await screen.findByRole('heading', { level: 2, name: '¿Qué deseas hacer?' }, { timeout: 5000 });
  return user;
}

describe('School certificate page (c05): no double submission', pageTestOptions, () => {
  it("double-clicking 'Obtener' asks for the certificate once, and the button is busy with the focus meanwhile", async () => {
    const user = await openChoice();
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    await user.click(await screen.findByRole('radio', { name: /Sofía Arango Restrepo/ }));
    const requests = countRequests('POST', '/certificates/downloadable');

    const obtain = screen.getByRole('button', { name: 'Obtener' }) as HTMLButtonElement;
    await user.dblClick(obtain);
    expectBusyCommand(obtain);

    await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 5000 });
    expect(requests).toEqual(['POST /api/v1/certifications/certificates/downloadable']);
  });

  it("double-clicking the upload's 'Enviar certificado' uploads once, and the button is busy with the focus meanwhile", async () => {
    const user = await openChoice();
    await user.click(screen.getByRole('button', { name: 'Cargar certificado' }));
    await user.click(await screen.findByRole('button', { name: 'Cargar certificado externo' }));
    await screen.findByRole('heading', { level: 2, name: 'Carga el certificado externo' });
    await user.click(screen.getByRole('radio', { name: /Mateo Arango Restrepo/ }));
    await user.upload(within(main()).getByLabelText('Certificado escolar', { selector: 'input' }), files.pdf('boletin.pdf'));
    await screen.findByRole('button', { name: 'Quitar boletin.pdf' });
    const requests = countRequests('POST', '/upload/certificateSchool');

    const send = screen.getByRole('button', { name: 'Enviar certificado' }) as HTMLButtonElement;
    await user.dblClick(send);
    expectBusyCommand(send);

    await screen.findByRole('heading', { level: 2, name: 'Certificado cargado' }, { timeout: 5000 });
    expect(requests).toEqual(['POST /api/v1/certifications/upload/certificateSchool']);
  });
});
