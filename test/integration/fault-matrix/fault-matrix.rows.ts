import type { Container } from 'inversify';
import { ListCertificates } from '@/application/certificates/list-certificates.use-case';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { LoadMonetaryQuota } from '@/application/certificates/load-monetary-quota.use-case';
import { RequestAffiliationCard } from '@/application/certificates/request-affiliation-card.use-case';
import { RequestAnonymousCertificate } from '@/application/certificates/request-anonymous-certificate.use-case';
import { RequestDownloadableCertificate } from '@/application/certificates/request-downloadable-certificate.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { SendDeathCertificates } from '@/application/certificates/send-death-certificates.use-case';
import { UploadSchoolCertificate } from '@/application/certificates/upload-school-certificate.use-case';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { type FaultKind, faultMatrixRow, type FaultMatrixRow, notApplicable } from '@test/support/fault-matrix/fault-matrix.model';
import { CheckPaymentStatus } from '@/application/payments/check-payment-status.use-case';
import { FindPendingPayments } from '@/application/payments/find-pending-payments.use-case';
import { LoadFrequentQuestions } from '@/application/payments/load-frequent-questions.use-case';
import { RequestPayment } from '@/application/payments/request-payment.use-case';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { pendingPayment } from '@test/support/fake-payments-gateway';
import { withPaymentsModule } from '@test/support/payments-test-container';
import { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import { SubmitBookingRequest } from '@/application/bookings/submit-booking-request.use-case';
import { AxiosBookingsGateway } from '@/infrastructure/api/bookings/axios-bookings.gateway';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { attachedFile, bookingPerson } from '@test/support/fake-bookings-gateway';
import { LoadPostulationInfo } from '@/application/fovis/load-postulation-info.use-case';
import { RequestFovisCertificate } from '@/application/fovis/request-fovis-certificate.use-case';
import { SendFovisCertificateByEmail } from '@/application/fovis/send-fovis-certificate-by-email.use-case';
import { LoadLocations } from '@/application/profile/load-locations.use-case';
import { LoadPersonalData } from '@/application/profile/load-personal-data.use-case';
import { UpdatePersonalData } from '@/application/profile/update-personal-data.use-case';
import { Identity } from '@/application/shared/session/identity.port';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';

// One row per outgoing call (spec section 7), each run through the use case that makes it. A new
// gateway joins the matrix by adding its calls here; the test file needs no change. Not here:
// config.json (loadRuntimeConfig runs before the container exists, with no time-out of its own)
// and the identity provider's endpoints (oidc-client-ts, the identity adapter's tests).

const certifications = '/api/v1/certifications';
const email = 'maria.gomez@correo.example';
const pdf = 'JVBERi0xLjcKJcfsj6IK';
const sofia: Beneficiary = { namePerson: 'SOFIA GOMEZ RUIZ', documentType: 'TI', documentNumber: '1034567890' };
const worker = { documentType: 'CC', documentNumber: '1037600123' } as const;
const ipEchoPath = '/sandbox/ip';
const pagos = '/api/pagos';
const checkoutOrigin = 'https://checkout.placetopay.example';
const bookings = '/api/v1';

/** The bookings gateway over the row's own HTTP client (the real one, with the row's time-out and tokens). */
const bookingsGatewayIn = (container: Container) => new AxiosBookingsGateway(container.get<HttpClient>(HttpClient));
const bookingPurchase = {
  purchaseDate: '2026-11-02 14:35:10',
  purchasePrice: 70_000,
  reservations: [
    {
      serviceName: 'PISCINA CUBIERTA',
      reservationCode: 'RES-1001',
      reservationDate: '2026-12-20 09:00:00',
      people: [{ process: 'Reserva', status: 'Activa', documentType: 'TI', documentNumber: '1034567890', serviceValue: 35_000 }],
    },
  ],
};
const filedSofia = { uploadedDocuments: [{ documentId: 'RAD-2026-0001', documentType: 'PT', documentNumber: '1034567890' }] };

const subsidies = '/api/v1/subsidies';
const people = '/api/v1/manage/people';

/**
 * The row's container with a signed-in person (the session's own document is what the FOVIS
 * send-document and the data-update calls carry); the bearer stays the matrix's token source.
 */
function signedIn(container: Container): Container {
  container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity(signedInSession));
  return container;
}
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
const userRecord = {
  mobile: '3104567890',
  phone: '',
  email: 'ana.perez@correo.co',
  country: 'CO',
  state: '05',
  city: '05001',
  neighborhood: '0500109999',
  address: 'Cra. 45 # 12-30',
  sector: 'U',
  idSap: '700123',
};
const personalDataUpdate = {
  idSap: '700123',
  values: {
    cellphoneNumber: '3104567890',
    phoneNumber: '',
    email: 'ana.perez@correo.co',
    confirmEmail: 'ana.perez@correo.co',
    address: 'Cra. 45 # 12-30',
    sector: 'U',
  },
  location: { country: 'CO', state: '05', city: '05001', neighborhood: '0500109999' },
  isPrivacyAccepted: true,
} as const;
const locationList = (level: string) => ({ detail: { [level]: [{ name: 'SIN IDENTIFICAR', id: 1, code: '0500109999' }] } });

/** Runs `action` with console.warn silenced: a failed IP lookup warns, as it should, once per cell. */
async function quietly(action: () => Promise<void>): Promise<void> {
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    await action();
  } finally {
    console.warn = warn;
  }
}

/**
 * The cells of a call whose every fault ends in `failure` (what the use case does with an
 * `ok: false` answer), except the unnamed business code, which is the call's "any other code"
 * (spec section 8). A 401 is a failure like the others: it must never read as that code.
 */
function faults<Failure, AnyOtherCode>(failure: Failure, anyOtherCode: AnyOtherCode): Readonly<Record<FaultKind, Failure | AnyOtherCode>> {
  return { network: failure, timeout: failure, server: failure, malformed: failure, unexpectedCode: anyOtherCode, unauthorized: failure };
}

const systemError = { kind: 'systemError' } as const;
const queryError = { kind: 'unavailable', reason: 'errorConsulta' } as const;

export const faultMatrixRows: readonly FaultMatrixRow<unknown>[] = [
  faultMatrixRow({
    call: 'CertificationsGateway.listCertificates',
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
    call: 'CertificationsGateway.requestWorkerCertificate',
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
    call: 'CertificationsGateway.requestBeneficiaryCertificate',
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
    call: 'CertificationsGateway.requestFosfecCertificate',
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
    call: 'CertificationsGateway.getMonetaryQuota',
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
    call: 'CertificationsGateway.requestDownloadableCertificate',
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
    call: 'CertificationsGateway.sendCertificateByEmail',
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
    call: 'CertificationsGateway.getBeneficiaries',
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
    call: 'CertificationsGateway.uploadSchoolCertificate',
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
    call: 'CertificationsGateway.requestAffiliationCard',
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
    call: 'CertificationsGateway.sendDeathCertificates',
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

  // Not the fund's API: the public-IP echo at startup, by fetch, no bearer (spec section 7).
  faultMatrixRow({
    call: 'ClientIpLookup.lookup',
    method: 'get',
    path: ipEchoPath,
    session: false,
    invoke: async (container) => {
      // An address kept from an earlier visit (another network) must not outlive a failed lookup.
      const storage = container.get<KeyValueStorage>(KeyValueStorage);
      storage.set(storageKeys.ipClient, '198.51.100.9');
      await quietly(() => container.get(StoreClientIp).execute());
      return { ipClient: storage.get(storageKeys.ipClient) };
    },
    codeBody: (code) => ({ code, ip: null }),
    successBody: { ip: '203.0.113.7' },
    success: { ipClient: '203.0.113.7' },
    timeoutConfig: (timeoutMs) => ({ ipLookup: { services: [`http://localhost${ipEchoPath}`], timeoutMs } }),
    expected: {
      ...faults({ ipClient: null }, { ipClient: null }),
      unexpectedCode: notApplicable('an IP-echo service answers a bare address, not the fund’s envelope: it has no business code'),
    },
  }),
  // The payments API (issue 13): four anonymous calls (no bearer needed; one goes along when signed
  // in). The payments module is loaded into the row's container until it joins the feature list.
  faultMatrixRow({
    call: 'PaymentsGateway.findPendingPayments',
    method: 'get',
    path: `${pagos}/consulta`,
    session: false,
    invoke: (container) => withPaymentsModule(container).get(FindPendingPayments).execute(worker),
    // A query answer carrying a code the table does not name, with pagos null: never 'no pending payments'.
    codeBody: (code) => ({ code, message: 'Respuesta del fondo', pagos: null }),
    successBody: {
      message: 'Consulta exitosa',
      pagos: [{ descripcion: 'Cuota de crédito', referenciaPago: 'REF-1', fechaMaximaPago: '2026-12-15', valor: { total: 150_000, moneda: 'COP' } }],
    },
    success: { kind: 'pending' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'PaymentsGateway.requestPayment',
    method: 'post',
    path: `${pagos}/getUrlPlaceToPay`,
    session: false,
    invoke: (container) => {
      withPaymentsModule(container);
      // The checkout the success answer names is allowed; the IP is found at once.
      const config = container.get<AppConfig>(AppConfig);
      container.rebind<AppConfig>(AppConfig).toConstantValue({ ...config, checkoutOrigins: [checkoutOrigin] });
      container.rebind<ClientIpLookup>(ClientIpLookup).toConstantValue({ lookup: async () => '203.0.113.7' });
      return container.get(RequestPayment).execute({ payer: worker, payments: [pendingPayment('REF-1', 150_000)], method: 'card' });
    },
    // Neither 'OK' nor a payment pending nor 404: the generic error.
    codeBody: (code) => ({ data: { code, status: 'FAILED', message: 'Respuesta del fondo' } }),
    successBody: { data: { status: 'OK', requestId: 4321, processUrl: `${checkoutOrigin}/spa/session/4321/abcdef` } },
    success: { kind: 'redirect', requestId: '4321' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'PaymentsGateway.getPaymentInformation',
    method: 'get',
    path: `${pagos}/information`,
    session: false,
    invoke: (container) => {
      container.get<KeyValueStorage>(KeyValueStorage).set(storageKeys.requestId, '4321');
      return withPaymentsModule(container).get(CheckPaymentStatus).execute('APPROVED');
    },
    codeBody: (code) => ({ error: false, data: { code, detail: null } }),
    successBody: {
      error: false,
      data: {
        code: 0,
        detail: {
          status: { status: 'APPROVED', date: '2026-11-24T10:16:00-05:00' },
          request: { payment: { reference: 'REF-1', description: 'Cuota de crédito', amount: { total: 150_000 } } },
          payment: [{ status: { status: 'APPROVED', date: '2026-11-24T10:15:30-05:00' }, amount: { from: { total: 150_000 } } }],
        },
      },
    },
    success: { kind: 'APPROVED' },
    // Every failure is the result screen's 'error' status, with no transaction to show.
    expected: faults({ kind: 'error', transaction: null } as const, { kind: 'error', transaction: null } as const),
  }),
  faultMatrixRow({
    call: 'PaymentsGateway.getFrequentQuestions',
    method: 'get',
    path: `${pagos}/consultarPreguntasFrecuentes`,
    session: false,
    invoke: (container) => withPaymentsModule(container).get(LoadFrequentQuestions).execute(),
    codeBody: (code) => ({ responseCode: code, data: null }),
    successBody: { responseCode: 0, data: pdf },
    success: { kind: 'ready' },
    expected: faults(systemError, systemError),
  }),
  // The bookings API (issue 14): two anonymous calls, each through its use case over the real
  // gateway; every failure reloads the page and the draft brings the person back (section 8).
  faultMatrixRow({
    call: 'BookingsGateway.findCustomerPurchases',
    method: 'get',
    path: `${bookings}/show-booking/customer-purchases`,
    session: false,
    invoke: (container) => new FindCustomerPurchases(bookingsGatewayIn(container)).execute(worker),
    // A code the table does not name, with no purchases: never the 202's toast.
    codeBody: (code) => ({ responseCode: code, data: [] }),
    successBody: { responseCode: 200, data: [bookingPurchase] },
    success: { kind: 'purchases' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'BookingsGateway.createRequest',
    method: 'post',
    path: `${bookings}/create-request/create-request`,
    session: false,
    invoke: (container) =>
      new SubmitBookingRequest(bookingsGatewayIn(container)).execute({
        kind: 'refund',
        buyer: worker,
        reservationCode: 'RES-1001',
        observation: '',
        people: [{ person: bookingPerson('1034567890', { documentType: 'TI' }), attachments: { reason: 'fuerzaMayor', files: [attachedFile()] } }],
        buyerDocuments: { identityDocument: attachedFile('cedula.pdf'), bankCertification: attachedFile('certificacion.pdf') },
      }),
    // A code the table does not name, even with every filing number: not filed.
    codeBody: (code) => ({ responseCode: code, data: filedSofia }),
    successBody: { responseCode: 200, data: filedSofia },
    success: { kind: 'filed' },
    expected: faults(systemError, systemError),
  }),
  // The FOVIS certificates (issue 15): three B calls. The page is behind sign-in; send-document
  // carries the session's own document, so its row has a signed-in person as well as the token.
  faultMatrixRow({
    call: 'SubsidiesGateway.getPostulationInfo',
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
    call: 'SubsidiesGateway.getCertificate',
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
    call: 'SubsidiesGateway.sendDocument',
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
  // The data update (issue 15): five calls the spec does not mark B, made only from a page behind
  // sign-in, so they run as that person does, with the token (and, where the call carries the
  // person's document, the session).
  faultMatrixRow({
    call: 'PeopleGateway.getUser',
    method: 'get',
    path: `${people}/users/user`,
    session: true,
    invoke: (container) => signedIn(container).get(LoadPersonalData).execute(),
    // A code the table does not name, even with the record: never a prefilled form.
    codeBody: (code) => ({ code, data: userRecord, message: 'Respuesta del fondo' }),
    successBody: { code: 200, data: userRecord, message: 'OK' },
    success: { kind: 'loaded' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'PeopleGateway.updateUser',
    method: 'put',
    path: `${people}/users/700123`,
    session: true,
    invoke: (container) => signedIn(container).get(UpdatePersonalData).execute(personalDataUpdate),
    // Neither 0 nor 409: the generic error, never 'updated' nor 'Correo existente'.
    codeBody: (code) => ({ code, description: 'Respuesta del fondo' }),
    successBody: { code: 0, description: 'Actualizado' },
    success: { kind: 'updated' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'PeopleGateway.getStates',
    method: 'get',
    path: `${people}/locations/states`,
    session: true,
    invoke: (container) => container.get(LoadLocations).states('CO'),
    // A code other than 0 or 200, even with options: never a list to choose from.
    codeBody: (code) => ({ code, ...locationList('states') }),
    successBody: { detail: { states: [{ name: 'Antioquia', id: 1, code: '05' }] } },
    success: { kind: 'options' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'PeopleGateway.getCities',
    method: 'get',
    path: `${people}/locations/cities`,
    session: true,
    invoke: (container) => container.get(LoadLocations).cities('05'),
    codeBody: (code) => ({ code, ...locationList('cities') }),
    successBody: { detail: { cities: [{ name: 'Medellín', id: 1, code: '05001' }] } },
    success: { kind: 'options' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'PeopleGateway.getNeighborhoods',
    method: 'get',
    path: `${people}/locations/neighborhoods`,
    session: true,
    invoke: (container) => container.get(LoadLocations).neighborhoods('05001'),
    codeBody: (code) => ({ code, ...locationList('neighborhoods') }),
    successBody: locationList('neighborhoods'),
    success: { kind: 'options' },
    expected: faults(systemError, systemError),
  }),
];
