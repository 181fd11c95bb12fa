import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { findPageTitle, pageTestOptions } from '@test/support/page-test-support';
import { renderSignedIn } from '@test/support/render-signed-in';
import { countRequests } from '@test/support/in-flight-requests';

// The delivery screens are shared by c04, c05, c06 and c08: tested here on c04's route.
async function openReady() {
  const user = userEvent.setup();
  const saveBase64File = vi.fn(() => true);
  renderSignedIn('/certificados/certificado-declaracion-renta', undefined, (container) =>
    container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File }),
  );
  await findPageTitle('Certificado para declaración de renta');
  await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 5000 });
  return { user, saveBase64File };
}

const sendButton = () => screen.getByRole('button', { name: 'Enviar al correo' }) as HTMLButtonElement;
const downloadButton = () => screen.getByRole('button', { name: 'Descargar certificado' }) as HTMLButtonElement;

describe('Certificate delivery (c04, c05, c06, c08): no double submission', pageTestOptions, () => {
  it("double-clicking 'Enviar al correo' sends once; while it goes it is busy and keeps the focus, and 'Descargar certificado' ignores clicks", async () => {
    const { user, saveBase64File } = await openReady();
    const requests = countRequests('POST', '/sendCertificateByEmail');

    const send = sendButton();
    const download = downloadButton();
    await user.dblClick(send);
    // Neither is `disabled` (the focus would drop to the page's body): both are aria-disabled.
    expect(send.disabled).toBe(false);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(send);
    expect(download.disabled).toBe(false);
    expect(download.getAttribute('aria-disabled')).toBe('true');
    expect(download.hasAttribute('aria-busy')).toBe(false);
    // A click on 'Descargar certificado' meanwhile does nothing either.
    await user.click(download);

    await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' }, { timeout: 5000 });
    expect(requests).toEqual(['POST /api/v1/certifications/sendCertificateByEmail']);
    expect(saveBase64File).not.toHaveBeenCalled();
  });

  it("double-clicking 'Descargar certificado' saves the file once and sends nothing", async () => {
    const { user, saveBase64File } = await openReady();
    const requests = countRequests('POST', '/sendCertificateByEmail');

    await user.dblClick(downloadButton());

    await screen.findByRole('heading', { level: 2, name: 'Certificado descargado' });
    expect(saveBase64File).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
  });
});
