import { bookingRequestOutcomes } from '@/domain/bookings/booking-request.outcomes';
import { customerPurchasesOutcomes } from '@/domain/bookings/customer-purchases.outcomes';
import { anonymousCertificateOutcomes } from '@/domain/certificates/anonymous-certificate.outcomes';
import { beneficiaryListOutcomes } from '@/domain/certificates/beneficiary-list.outcomes';
import { certificateGenerationOutcomes, sendByEmailOutcomes } from '@/domain/certificates/certificate-delivery.outcomes';
import { certificateListOutcomes } from '@/domain/certificates/certificate-list.outcomes';
import { deathCertificatesOutcomes, schoolCertificateUploadOutcomes } from '@/domain/certificates/certificate-upload.outcomes';
import { monetaryQuotaOutcomes } from '@/domain/certificates/monetary-quota.outcomes';
import { fovisCertificateOutcomes } from '@/domain/fovis/fovis-certificate.outcomes';
import { postulationInfoOutcomes } from '@/domain/fovis/postulation-info.outcomes';
import { sendDocumentOutcomes } from '@/domain/fovis/send-document.outcomes';
import { frequentQuestionsOutcomes } from '@/domain/payments/frequent-questions.outcomes';
import { paymentInformationOutcomes } from '@/domain/payments/payment-information.outcomes';
import { paymentRequestOutcomes } from '@/domain/payments/payment-request.outcomes';
import { pendingPaymentsOutcomes } from '@/domain/payments/pending-payments.outcomes';
import { locationListOutcomes, personalDataUpdateOutcomes, userRecordOutcomes } from '@/domain/profile/personal-data.outcomes';
import type { OutcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * The outcome table each operation of the API contract (docs/api/openapi.yaml) is read with, by
 * `operationId` (the gateway method's name), as the use cases of src/application read each call's
 * answer: the contract's `x-business-codes` must be the keys of these tables.
 */
export const operationOutcomeTables: Readonly<Record<string, OutcomeTable<string>>> = {
  // certificates/list-certificates.use-case.ts
  listCertificates: certificateListOutcomes,
  // certificates/request-anonymous-certificate.use-case.ts
  requestWorkerCertificate: anonymousCertificateOutcomes.worker,
  requestBeneficiaryCertificate: anonymousCertificateOutcomes.beneficiary,
  requestFosfecCertificate: anonymousCertificateOutcomes.fosfec,
  // certificates/load-monetary-quota.use-case.ts
  getMonetaryQuota: monetaryQuotaOutcomes,
  // certificates/certificate-generation-result.model.ts (downloadable, school and affiliation card)
  requestDownloadableCertificate: certificateGenerationOutcomes,
  requestAffiliationCard: certificateGenerationOutcomes,
  // certificates/send-certificate-by-email.use-case.ts
  sendCertificateByEmail: sendByEmailOutcomes,
  // certificates/load-beneficiaries.use-case.ts
  getBeneficiaries: beneficiaryListOutcomes,
  // certificates/upload-school-certificate.use-case.ts, send-death-certificates.use-case.ts
  uploadSchoolCertificate: schoolCertificateUploadOutcomes,
  sendDeathCertificates: deathCertificatesOutcomes,
  // fovis/load-postulation-info.use-case.ts, request-fovis-certificate.use-case.ts, fovis-document-registration.model.ts
  getPostulationInfo: postulationInfoOutcomes,
  getCertificate: fovisCertificateOutcomes,
  sendDocument: sendDocumentOutcomes,
  // payments/find-pending-payments, request-payment, check-payment-status, load-frequent-questions
  findPendingPayments: pendingPaymentsOutcomes,
  requestPayment: paymentRequestOutcomes,
  getPaymentInformation: paymentInformationOutcomes,
  getFrequentQuestions: frequentQuestionsOutcomes,
  // bookings/find-customer-purchases.use-case.ts, submit-booking-request.use-case.ts
  findCustomerPurchases: customerPurchasesOutcomes,
  createRequest: bookingRequestOutcomes,
  // profile/load-personal-data, update-personal-data, load-locations
  getUser: userRecordOutcomes,
  updateUser: personalDataUpdateOutcomes,
  getStates: locationListOutcomes,
  getCities: locationListOutcomes,
  getNeighborhoods: locationListOutcomes,
};

/**
 * The outcomes that are the generic failure of their flow ('Error del sistema', the query error, the
 * payment's status 'error'). A table whose "any other code" is another outcome ('conditions not met',
 * 'not uploaded', the answer's fields decide) makes its operation `x-business-codes-open`.
 */
export const systemErrorOutcomes: ReadonlySet<string> = new Set(['systemError', 'errorConsulta', 'error']);

/**
 * Whether the contract takes `code` in an answer of `operationId`: a code its table names, no code
 * at all, or any code where the table's "any other code" is an outcome of its own. Adapter tests
 * mark the other answers as outside the contract (`unnamedCode` in gateway-transport-contract.ts).
 */
export function namesCode(operationId: string, code: number | null): boolean {
  const table = operationOutcomeTables[operationId];
  if (!table) throw new Error(`no outcome table for ${operationId}`);
  return code === null || !systemErrorOutcomes.has(table.otherwise) || Object.hasOwn(table.rows, code);
}

/** The first code the operation's table names: a success any transport case can answer with. */
export function namedCode(operationId: string): number {
  const table = operationOutcomeTables[operationId];
  if (!table) throw new Error(`no outcome table for ${operationId}`);
  return Number(Object.keys(table.rows)[0]);
}
