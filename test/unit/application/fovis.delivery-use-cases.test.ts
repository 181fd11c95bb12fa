import { describe, expect, it, vi } from 'vitest';
import { RegisterFovisDownload } from '@/application/fovis/register-fovis-download.use-case';
import { SendFovisCertificateByEmail } from '@/application/fovis/send-fovis-certificate-by-email.use-case';
import type { SendDocumentAnswer } from '@/application/fovis/fovis-gateway.port';
import type { FileDownloader } from '@/application/shared/file-downloader.port';
import type { GatewayAnswer, GatewayFailureReason } from '@/application/shared/gateway-answer.model';
import type { FovisCertificate } from '@/domain/fovis/fovis-certificate.entity';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';
import { fakeFovisGateway } from '@test/support/fovis/fake-fovis-gateway';

const pdf = 'JVBERi0xLjQKJcfs';

const certificate: FovisCertificate = {
  id: 11,
  kind: 'quiting-subsidy-savings',
  name: 'Certificado de renuncia al subsidio, ahorro',
  binary: pdf,
};

const signedIn: Session = {
  isLogged: true,
  userName: 'maria.perez',
  userFullName: 'María Pérez',
  documentType: 'CC',
  documentNumber: ' 1037600123 ',
  roles: [],
};

const registered = (mail: string | null = null, code: number | null = 200): GatewayAnswer<SendDocumentAnswer> => ({
  ok: true,
  code,
  value: { mail },
});

/** A gateway whose send-document call answers `result`, a session, and a downloader that neither use case may touch. */
function deliveryWith(result: GatewayAnswer<SendDocumentAnswer>, session: Session = signedIn) {
  const gateway = fakeFovisGateway({ sendDocument: async () => result });
  const identity = { currentSession: vi.fn(() => session) };
  const fileDownloader = { saveBase64File: vi.fn<FileDownloader['saveBase64File']>(() => true) };
  return {
    download: () => new RegisterFovisDownload(gateway, identity).execute(certificate),
    send: () => new SendFovisCertificateByEmail(gateway, identity).execute(certificate),
    gateway,
    fileDownloader,
    identity,
  };
}

const failures: readonly GatewayFailureReason[] = ['network', 'timeout', 'server', 'malformed', 'cancelled', 'unauthorized', 'sessionEnded'];
const otherCodes = [0, 201, 202, 400, 404, 409, 422, 500, 987, null];

const notSignedIn: readonly [string, Session][] = [
  ['anonymous', anonymousSession],
  ['signed out, a document left over', { ...signedIn, isLogged: false }],
  ['no document type', { ...signedIn, documentType: null }],
  ['a blank document number', { ...signedIn, documentNumber: '  ' }],
];

describe('RegisterFovisDownload (step 2, Descargar certificado, before the shared save: the contract’s `sendDocument`)', () => {
  it('registers the download with the signed-in person\u2019s own document, field by field', async () => {
    const { download, gateway } = deliveryWith(registered());
    await download();
    expect(gateway.sendDocument).toHaveBeenCalledOnce();
    const request = gateway.sendDocument.mock.calls[0]?.[0];
    expect(request?.documentType).toBe('CC');
    expect(request?.documentNumber).toBe('1037600123');
    expect(request?.certificateId).toBe(11);
    expect(request?.fileName).toBe('certificado-de-renuncia-al-subsidio-ahorro.pdf');
    expect(request?.sendEmail).toBe(false);
    expect(request?.binaryFile).toBe(pdf);
    expect(request && Object.keys(request)).toEqual(['documentType', 'documentNumber', 'certificateId', 'fileName', 'sendEmail', 'binaryFile']);
    expect(gateway.getCertificate).not.toHaveBeenCalled();
  });

  it('200: registered; the PDF is left for the shared delivery to save (FovisCertificatesViewModel tests the save after it)', async () => {
    const { download, gateway, fileDownloader } = deliveryWith(registered());
    await expect(download()).resolves.toEqual({ kind: 'registered' });
    expect(gateway.sendDocument).toHaveBeenCalledOnce();
    expect(fileDownloader.saveBase64File).not.toHaveBeenCalled();
  });

  it('200 with a mail: still the registration of the download (the mail is the e-mail action\u2019s)', async () => {
    await expect(deliveryWith(registered('maria@example.com')).download()).resolves.toEqual({ kind: 'registered' });
  });

  it.each(otherCodes)('code %s: a system error, and nothing is saved', async (code) => {
    const { download, fileDownloader } = deliveryWith(registered(null, code));
    await expect(download()).resolves.toEqual({ kind: 'systemError' });
    expect(fileDownloader.saveBase64File).not.toHaveBeenCalled();
  });

  it.each(failures)('no answer (%s): a system error, and nothing is saved', async (reason) => {
    const { download, fileDownloader } = deliveryWith({ ok: false, reason });
    await expect(download()).resolves.toEqual({ kind: 'systemError' });
    expect(fileDownloader.saveBase64File).not.toHaveBeenCalled();
  });

  it.each(notSignedIn)('%s: nothing is sent nor saved', async (_label, session) => {
    const { download, gateway, fileDownloader } = deliveryWith(registered(), session);
    await expect(download()).resolves.toEqual({ kind: 'notSignedIn' });
    expect(gateway.sendDocument).not.toHaveBeenCalled();
    expect(fileDownloader.saveBase64File).not.toHaveBeenCalled();
  });

  it('reads the session at the moment of the action', async () => {
    const { download, identity, gateway } = deliveryWith(registered());
    identity.currentSession.mockReturnValue(anonymousSession);
    await expect(download()).resolves.toEqual({ kind: 'notSignedIn' });
    expect(gateway.sendDocument).not.toHaveBeenCalled();
  });
});

describe('SendFovisCertificateByEmail (step 2, Enviar al correo: the contract’s `sendDocument`)', () => {
  it('sends the certificate with the signed-in person\u2019s own document, field by field, and saves nothing', async () => {
    const { send, gateway, fileDownloader } = deliveryWith(registered('maria@example.com'));
    await send();
    expect(gateway.sendDocument).toHaveBeenCalledExactlyOnceWith({
      documentType: 'CC',
      documentNumber: '1037600123',
      certificateId: 11,
      fileName: 'certificado-de-renuncia-al-subsidio-ahorro.pdf',
      sendEmail: true,
      binaryFile: pdf,
    });
    expect(fileDownloader.saveBase64File).not.toHaveBeenCalled();
  });

  it('200: sent, to the e-mail the fund returned (data.mail, trimmed)', async () => {
    await expect(deliveryWith(registered(' maria@example.com ')).send()).resolves.toEqual({ kind: 'sent', email: 'maria@example.com' });
  });

  it.each([null, '', '   '])('200 with the mail %j: sent, the e-mail unknown (null)', async (mail) => {
    await expect(deliveryWith(registered(mail)).send()).resolves.toEqual({ kind: 'sent', email: null });
  });

  it.each(otherCodes)('code %s: a system error', async (code) => {
    await expect(deliveryWith(registered('maria@example.com', code)).send()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(failures)('no answer (%s): a system error', async (reason) => {
    await expect(deliveryWith({ ok: false, reason }).send()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(notSignedIn)('%s: nothing is sent', async (_label, session) => {
    const { send, gateway } = deliveryWith(registered('maria@example.com'), session);
    await expect(send()).resolves.toEqual({ kind: 'notSignedIn' });
    expect(gateway.sendDocument).not.toHaveBeenCalled();
  });
});
