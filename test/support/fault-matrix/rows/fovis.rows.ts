import { LoadPostulationInfo } from '@/application/fovis/load-postulation-info.use-case';
import { RequestFovisCertificate } from '@/application/fovis/request-fovis-certificate.use-case';
import { SendFovisCertificateByEmail } from '@/application/fovis/send-fovis-certificate-by-email.use-case';
import { faultMatrixRow, type FaultMatrixRow } from '@test/support/fault-matrix/fault-matrix.model';
import { email, faults, pdf, signedIn, systemError } from './row-helpers';

const subsidies = '/api/v1/subsidies';
const severancesDesistment = { id: 3, kind: 'severances-desistment', name: 'Certificado de desistimiento de cesantías', binary: pdf } as const;
const postulationData = {
  fullName: 'ANA PEREZ',
  loggedHouseHold: '778812',
  postulantMembers: [],
  status: 'Postulado',
  projectName: 'Ciudadela del Valle',
  totalSaving: 2_500_000,
  certificateTypes: [{ id: 3, name: 'Certificado de desistimiento de cesantías' }],
  modality: 'Adquisición de vivienda nueva',
};

/**
 * The FOVIS certificates: three B calls. The page is behind sign-in; send-document carries the
 * session's own document, so its row has a signed-in person as well as the token.
 */
export const fovisRows: readonly FaultMatrixRow<unknown>[] = [
  faultMatrixRow({
    call: 'FovisGateway.getPostulationInfo',
    method: 'get',
    path: `${subsidies}/postulation-info`,
    session: true,
    invoke: (container) => container.get(LoadPostulationInfo).execute(),
    // A code the table does not name, even with the whole postulation: never the summary.
    codeBody: (code) => ({ responseCode: code, data: postulationData }),
    successBody: { responseCode: 200, data: postulationData },
    success: { kind: 'summary' },
    // Every failure is 'Error del sistema', whose closing returns to the online-services home.
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'FovisGateway.getCertificate',
    method: 'get',
    path: `${subsidies}/severances-desistment`,
    session: true,
    invoke: (container) => container.get(RequestFovisCertificate).execute({ id: 3, name: severancesDesistment.name }),
    // Neither 200 nor 500, and a message that is not '500': the generic error, not the not-eligible modal.
    codeBody: (code) => ({ code, data: null, message: 'Respuesta del fondo' }),
    successBody: { code: 200, data: pdf, message: 'Certificado generado' },
    success: { kind: 'generated' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'FovisGateway.sendDocument',
    method: 'post',
    path: `${subsidies}/send-document`,
    session: true,
    invoke: (container) => signedIn(container).get(SendFovisCertificateByEmail).execute(severancesDesistment),
    // A code the table does not name, even with the address: not sent.
    codeBody: (code) => ({ responseCode: code, data: { mail: email } }),
    successBody: { responseCode: 200, data: { mail: email } },
    success: { kind: 'sent', email },
    expected: faults(systemError, systemError),
  }),
];
