import { ListCertificates } from '@/application/certificates/list-certificates.use-case';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { LoadMonetaryQuota } from '@/application/certificates/load-monetary-quota.use-case';
import { RequestAffiliationCard } from '@/application/certificates/request-affiliation-card.use-case';
import { RequestAnonymousCertificate } from '@/application/certificates/request-anonymous-certificate.use-case';
import { RequestDownloadableCertificate } from '@/application/certificates/request-downloadable-certificate.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { SendDeathCertificates } from '@/application/certificates/send-death-certificates.use-case';
import { UploadSchoolCertificate } from '@/application/certificates/upload-school-certificate.use-case';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { faultMatrixRow, type FaultMatrixRow } from '@test/support/fault-matrix/fault-matrix.model';
import { email, faults, pdf, queryError, systemError, worker } from './row-helpers';

const certifications = '/api/v1/certifications';
const sofia: Beneficiary = { namePerson: 'SOFIA GOMEZ RUIZ', documentType: 'TI', documentNumber: '1034567890' };

/** The certificates API: eleven calls, the anonymous ones without a bearer, the signed-in ones with it. */
export const certificatesRows: readonly FaultMatrixRow<unknown>[] = [
  faultMatrixRow({
    call: 'CertificatesGateway.listCertificates',
    method: 'get',
    path: `${certifications}/listarCertificados`,
    session: false,
    invoke: (container) => container.get(ListCertificates).execute(),
    codeBody: (code) => ({ code, data: null }),
    successBody: { code: 200, data: [{ code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role' }] },
    success: { kind: 'listed' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.requestWorkerCertificate',
    method: 'get',
    path: `${certifications}/afiliado/sin-beneficiarios`,
    session: false,
    invoke: (container) => container.get(RequestAnonymousCertificate).execute('worker', worker),
    codeBody: (code) => ({ code, data: null, message: 'Respuesta del fondo' }),
    successBody: { code: 200, data: email, message: 'Certificado generado' },
    success: { kind: 'generated', email },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.requestBeneficiaryCertificate',
    method: 'get',
    path: `${certifications}/beneficiario`,
    session: false,
    invoke: (container) =>
      container.get(RequestAnonymousCertificate).execute('beneficiary', { documentType: 'TI', documentNumber: '1034567890' }),
    codeBody: (code) => ({ data: { code, detail: null, description: 'Respuesta del fondo' } }),
    successBody: { data: { code: 0, detail: email, description: 'Certificado enviado' } },
    success: { kind: 'generated', email },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.requestFosfecCertificate',
    method: 'get',
    path: `${certifications}/fosfec`,
    session: false,
    invoke: (container) => container.get(RequestAnonymousCertificate).execute('fosfec', { documentType: 'CE', documentNumber: '4567123' }),
    codeBody: (code) => ({ code, detail: null, description: 'Respuesta del fondo' }),
    successBody: { code: 0, detail: email, description: 'Certificado enviado' },
    success: { kind: 'generated', email },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.getMonetaryQuota',
    method: 'get',
    path: `${certifications}/cuota-monetaria`,
    session: true,
    invoke: (container) => container.get(LoadMonetaryQuota).execute(),
    codeBody: (code) => ({ code, description: 'Respuesta del fondo' }),
    successBody: {
      code: 0,
      description: 'Consulta exitosa',
      detail: {
        familiarGroups: {
          '1': {
            '2026-10': {
              paymentMethod: 'Tarjeta',
              subsidyValue: 68_000,
              detail: [{ state: 'Pagado', beneficiaryIdentification: '1034567890', beneficiaryName: 'SOFIA GOMEZ', subsidyValue: 68_000 }],
            },
          },
        },
      },
    },
    success: { kind: 'loaded' },
    // A failure keeps the person on the page with the query error, not the generic modal.
    expected: faults(queryError, queryError),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.requestDownloadableCertificate',
    method: 'post',
    path: `${certifications}/certificates/downloadable`,
    session: true,
    invoke: (container) => container.get(RequestDownloadableCertificate).execute('C04'),
    codeBody: (code) => ({ responseCode: code, description: 'Respuesta del fondo' }),
    // Named, so the use case asks the certificate list for no name: one call, one path.
    successBody: { responseCode: 0, data: { name: 'Certificado para declaración de renta', binary: pdf } },
    success: { kind: 'ready' },
    // Any other code is "conditions not met" (step 4): the cell a 401 read as an answer would land in.
    expected: faults(systemError, { kind: 'noCumpleLasCondiciones' } as const),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.sendCertificateByEmail',
    method: 'post',
    path: `${certifications}/sendCertificateByEmail`,
    session: true,
    invoke: (container) =>
      container.get(SendCertificateByEmail).execute({ code: 'C04', name: 'Certificado para declaración de renta', binary: pdf }),
    codeBody: (code) => ({ code, detail: null, description: 'Respuesta del fondo' }),
    successBody: { code: 0, detail: email, description: 'Enviado' },
    success: { kind: 'sent', email },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.getBeneficiaries',
    method: 'get',
    path: `${certifications}/certificates/getDataBeneficiary`,
    session: true,
    invoke: (container) => container.get(LoadBeneficiaries).execute(),
    codeBody: (code) => ({ responseCode: code, description: 'Respuesta del fondo' }),
    successBody: { responseCode: 0, data: [sofia] },
    success: { kind: 'listed' },
    expected: faults(queryError, queryError),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.uploadSchoolCertificate',
    method: 'post',
    path: `${certifications}/upload/certificateSchool`,
    session: true,
    invoke: (container) =>
      container.get(UploadSchoolCertificate).execute({
        source: { scheme: 'external' },
        file: { mimeType: 'application/pdf', base64: pdf },
        beneficiary: sofia,
      }),
    codeBody: (code) => ({ code, data: null, message: 'Respuesta del fondo' }),
    successBody: { code: 200, data: { filingNumber: 'RAD-1' }, message: 'Certificado cargado' },
    success: { kind: 'uploaded' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.requestAffiliationCard',
    method: 'post',
    path: `${certifications}/affiliationCard`,
    session: true,
    invoke: (container) => container.get(RequestAffiliationCard).execute([sofia]),
    codeBody: (code) => ({ responseCode: code, description: 'Respuesta del fondo' }),
    successBody: { responseCode: 0, data: { name: 'Tarjeta de afiliación', binary: pdf } },
    success: { kind: 'ready' },
    expected: faults(systemError, { kind: 'noCumpleLasCondiciones' } as const),
  }),
  faultMatrixRow({
    call: 'CertificatesGateway.sendDeathCertificates',
    method: 'post',
    path: `${certifications}/certificates/defunction`,
    session: true,
    invoke: (container) =>
      container.get(SendDeathCertificates).execute([{ fileType: 'application/pdf', binaryFile: pdf, beneficiary: sofia }]),
    codeBody: (code) => ({ code, data: null, message: 'Respuesta del fondo' }),
    successBody: { code: 200, data: { filingNumber: 'RAD-2' }, message: 'Radicado' },
    success: { kind: 'uploaded' },
    // Every failure is the page's own error step, which keeps the attached files.
    expected: faults({ kind: 'notUploaded' } as const, { kind: 'notUploaded' } as const),
  }),
];
