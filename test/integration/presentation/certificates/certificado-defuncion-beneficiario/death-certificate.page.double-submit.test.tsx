import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { files } from '@test/support/picked-files';
import { renderSignedIn } from '@test/support/render-signed-in';
import { countRequests } from '@test/support/in-flight-requests';
import { expectBusyCommand } from '@test/support/busy-command';

const fileInput = (name: string) =>
  within(main()).getByLabelText(`Certificado de defunción de ${name}`, { selector: 'input' }) as HTMLInputElement;

describe('Death certificate page (c09): no double submission', pageTestOptions, () => {
  it("double-clicking 'Enviar' sends the files once, and the button is busy with the focus while they go", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSignedIn('/certificados/certificado-defuncion-beneficiario');
    await findPageTitle('Certificado de defunción de beneficiario');
    await screen.findByRole('heading', { level: 2, name: 'Tus beneficiarios' }, { timeout: 5000 });
    await user.upload(fileInput('Luis Alberto Restrepo Pérez'), files.pdf('acta-luis.pdf'));
    await screen.findByRole('button', { name: 'Quitar acta-luis.pdf' });
    const requests = countRequests('POST', '/certificates/defunction');

    const send = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    await user.dblClick(send);
    expectBusyCommand(send);

    await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' }, { timeout: 5000 });
    expect(requests).toEqual(['POST /api/v1/certifications/certificates/defunction']);
  });
});
