// Generated from docs/api/openapi.yaml (paths/*.yaml) by `npm run api:types`
// (scripts/generate-api-types.mjs); not edited by hand. `npm run typecheck` fails while it is stale.

import type { CreateRequestAnswer, CustomerPurchasesAnswer } from './bookings.model';
import type { BeneficiaryCertificateAnswer, CertificateListAnswer, FosfecCertificateAnswer, WorkerCertificateAnswer } from './certificates.model';
import type { BeneficiariesAnswer, CertificateFileAnswer, MessageAnswer, MonetaryQuotaAnswer, SentByEmailAnswer } from './certificates-signed-in.model';
import type { FovisCertificateAnswer, PostulationInfoAnswer, SendDocumentAnswer } from './fovis.model';
import type { FrequentQuestionsAnswer, PaymentInformationAnswer, PaymentRequestAnswer, PendingPaymentsAnswer } from './payments.model';
import type { CitiesAnswer, NeighborhoodsAnswer, StatesAnswer, UpdateUserAnswer, UserRecordAnswer } from './people.model';

/** Each operation's answer (its HTTP 200 JSON body), by operationId. */
export interface OperationAnswers {
  listCertificates: CertificateListAnswer;
  requestWorkerCertificate: WorkerCertificateAnswer;
  requestBeneficiaryCertificate: BeneficiaryCertificateAnswer;
  requestFosfecCertificate: FosfecCertificateAnswer;
  getMonetaryQuota: MonetaryQuotaAnswer;
  requestDownloadableCertificate: CertificateFileAnswer;
  sendCertificateByEmail: SentByEmailAnswer;
  getBeneficiaries: BeneficiariesAnswer;
  uploadSchoolCertificate: MessageAnswer;
  requestAffiliationCard: CertificateFileAnswer;
  sendDeathCertificates: MessageAnswer;
  getPostulationInfo: PostulationInfoAnswer;
  getCertificate: FovisCertificateAnswer;
  sendDocument: SendDocumentAnswer;
  findPendingPayments: PendingPaymentsAnswer;
  requestPayment: PaymentRequestAnswer;
  getPaymentInformation: PaymentInformationAnswer;
  getFrequentQuestions: FrequentQuestionsAnswer;
  findCustomerPurchases: CustomerPurchasesAnswer;
  createRequest: CreateRequestAnswer;
  getUser: UserRecordAnswer;
  updateUser: UpdateUserAnswer;
  getStates: StatesAnswer;
  getCities: CitiesAnswer;
  getNeighborhoods: NeighborhoodsAnswer;
}
