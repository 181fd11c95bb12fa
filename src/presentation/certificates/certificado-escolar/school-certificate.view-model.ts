import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { RequestSchoolCertificate } from '@/application/certificates/request-school-certificate.use-case';
import { UploadSchoolCertificate } from '@/application/certificates/upload-school-certificate.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { DeliverableCertificate } from '@/domain/certificates/certificate-delivery.outcomes';
import { beneficiaryKey, type Beneficiary } from '@/domain/certificates/beneficiary.entity';
import {
  isSequentialNumberValid,
  sanitizeSequentialNumber,
  validateSequentialNumber,
  type SequentialNumberError,
} from '@/domain/certificates/school-sequential-number.rules';
import type { LoadedFile } from '@/presentation/shared/components/file-upload/browser-file.model';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { loadBeneficiaryList, type BeneficiaryListEntry } from '@/presentation/certificates/shared/beneficiary-list-entry.util';
import type { CertificateUnavailableReason } from '@/presentation/certificates/shared/certificates.messages';
import { certificateDeliveryCalls, type GeneratedCertificatePage, showGeneratedCertificate } from '@/presentation/certificates/shared/delivery/certificate-delivery-calls.util';
import { CertificateDeliveryViewModel, type DeliveryPhase, withDeliveryPhase } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';

/**
 * The screens of the school-certificate page: 'loading' while the beneficiaries are asked for;
 * 'unavailable'; 'chooseAction' (download or upload); 'downloadBeneficiary' (whose certificate
 * to download), which ends in the delivery screens; 'uploadType'; 'ownSchemeUpload' (with the
 * sequential number) or 'externalUpload'; 'uploaded'.
 */
export type SchoolCertificatePhase =
  | 'loading'
  | 'unavailable'
  | 'chooseAction'
  | 'downloadBeneficiary'
  | 'uploadType'
  | 'ownSchemeUpload'
  | 'externalUpload'
  | 'uploaded'
  | DeliveryPhase;

/**
 * The step numbers of the page's own screens (docs/certificates.md, 'School certificate', steps 4 to
 * 10). The download ends 'ready at step 1': the delivery screens keep their own numbers
 * (`certificateDeliverySteps`), whose 5 (the failed send) is not the choice step 5.
 */
export const schoolCertificateSteps = {
  unavailable: 4,
  chooseAction: 5,
  downloadBeneficiary: 6,
  uploadType: 7,
  ownSchemeUpload: 8,
  externalUpload: 9,
  uploaded: 10,
} as const satisfies Record<Exclude<SchoolCertificatePhase, 'loading' | DeliveryPhase>, number>;

/** The school-certificate page (c05, docs/certificates.md). */
@injectable()
export class SchoolCertificateViewModel implements BeneficiaryListEntry, GeneratedCertificatePage {
  /** The page's own screens; 'delivery' hands the phase over to the delivery screens. */
  private screen: Exclude<SchoolCertificatePhase, DeliveryPhase> | 'delivery' = 'loading';
  beneficiaries: readonly Beneficiary[] = [];
  unavailableReason: CertificateUnavailableReason = 'errorConsulta';

  downloadBeneficiaryKey: string | null = null;
  /** Who the certificate in the delivery screens is about. */
  certificateFor: Beneficiary | null = null;

  uploadBeneficiaryKey: string | null = null;
  sequentialNumber = '';
  /** False until the person has typed or left the field: an untouched field shows no error. */
  private sequentialNumberChecked = false;
  file: LoadedFile | null = null;
  /** Who the last upload was for ('uploaded' names them). */
  uploadedFor: Beneficiary | null = null;
  /** 'Obtener' or the upload's submit in flight: their buttons are disabled and a second submit is ignored. */
  readonly submission = new InFlight();

  constructor(
    @inject(LoadBeneficiaries) private readonly loadBeneficiaries: LoadBeneficiaries,
    @inject(RequestSchoolCertificate) private readonly requestSchoolCertificate: RequestSchoolCertificate,
    @inject(UploadSchoolCertificate) private readonly uploadSchoolCertificate: UploadSchoolCertificate,
    @inject(CertificateDeliveryViewModel) readonly delivery: CertificateDeliveryViewModel,
    @inject(SendCertificateByEmail) private readonly sendCertificateByEmail: SendCertificateByEmail,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadBeneficiaries' | 'requestSchoolCertificate' | 'uploadSchoolCertificate' | 'sendCertificateByEmail' | 'ui'>(this, {
      // Replaced whole, never edited: no deep copies of lists, people or files.
      beneficiaries: observableRef,
      certificateFor: observableRef,
      file: observableRef,
      uploadedFor: observableRef,
      ...notState('load', 'loadBeneficiaries', 'requestSchoolCertificate', 'uploadSchoolCertificate', 'delivery', 'sendCertificateByEmail', 'ui', 'submission'),
    });
  }

  get phase(): SchoolCertificatePhase {
    return withDeliveryPhase(this.screen, this.delivery);
  }

  /** Once per page visit: 0 -> the choice; 1, 101 and anything else -> 'unavailable' with its reason. */
  readonly load = loadOnce(() => loadBeneficiaryList(this.ui, this.loadBeneficiaries, this));

  showBeneficiaries(beneficiaries: readonly Beneficiary[]): void {
    this.beneficiaries = beneficiaries;
    this.screen = 'chooseAction';
  }

  chooseDownload(): void {
    this.screen = 'downloadBeneficiary';
  }

  chooseUpload(): void {
    this.screen = 'uploadType';
  }

  chooseOwnScheme(): void {
    this.screen = 'ownSchemeUpload';
  }

  chooseExternal(): void {
    this.screen = 'externalUpload';
  }

  /** Regresar inside the page: the beneficiary and upload-type screens go back to the choice, the forms to the upload type. */
  back(): void {
    if (this.screen === 'downloadBeneficiary' || this.screen === 'uploadType') this.screen = 'chooseAction';
    else if (this.screen === 'ownSchemeUpload' || this.screen === 'externalUpload') this.screen = 'uploadType';
  }

  private find(key: string | null): Beneficiary | null {
    return this.beneficiaries.find((beneficiary) => beneficiaryKey(beneficiary) === key) ?? null;
  }

  get downloadBeneficiary(): Beneficiary | null {
    return this.find(this.downloadBeneficiaryKey);
  }

  get uploadBeneficiary(): Beneficiary | null {
    return this.find(this.uploadBeneficiaryKey);
  }

  selectDownloadBeneficiary(key: string): void {
    this.downloadBeneficiaryKey = key;
  }

  get isSubmitting(): boolean {
    return this.submission.isSubmitting;
  }

  /** 'Obtener' is enabled once a beneficiary is chosen. */
  get canObtain(): boolean {
    return this.downloadBeneficiary !== null;
  }

  async obtain(): Promise<void> {
    const beneficiary = this.downloadBeneficiary;
    if (beneficiary === null) return;
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() => this.requestSchoolCertificate.execute(beneficiary));
      runInAction(() => {
        if (result.kind === 'ready') this.certificateFor = beneficiary;
        showGeneratedCertificate(result, this, this.ui);
      });
    });
  }

  deliver(certificate: DeliverableCertificate): void {
    this.delivery.start(certificate, certificateDeliveryCalls(this.sendCertificateByEmail));
    this.screen = 'delivery';
  }

  selectUploadBeneficiary(key: string): void {
    this.uploadBeneficiaryKey = key;
  }

  typeSequentialNumber(typed: string): void {
    this.sequentialNumber = sanitizeSequentialNumber(typed);
    this.sequentialNumberChecked = true;
  }

  leaveSequentialNumber(): void {
    this.sequentialNumber = this.sequentialNumber.trim();
    this.sequentialNumberChecked = true;
  }

  /** The field's error once the person has used it; null while untouched or valid. */
  get sequentialNumberError(): SequentialNumberError | null {
    return this.sequentialNumberChecked ? validateSequentialNumber(this.sequentialNumber) : null;
  }

  attach(file: LoadedFile): void {
    this.file = file;
  }

  detach(): void {
    this.file = null;
  }

  /** The own-scheme upload needs a valid number and a file, the external one a file; both a beneficiary. */
  get canSubmit(): boolean {
    if (this.file === null || this.uploadBeneficiary === null) return false;
    if (this.screen === 'ownSchemeUpload') return isSequentialNumberValid(this.sequentialNumber);
    return this.screen === 'externalUpload';
  }

  async submit(): Promise<void> {
    const beneficiary = this.uploadBeneficiary;
    const file = this.file;
    if (!this.canSubmit || beneficiary === null || file === null) return;
    const source =
      this.screen === 'ownSchemeUpload' ? ({ scheme: 'own', sequentialNumber: this.sequentialNumber } as const) : ({ scheme: 'external' } as const);
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() =>
        this.uploadSchoolCertificate.execute({ source, file: { mimeType: file.mimeType, base64: file.base64 }, beneficiary }),
      );
      runInAction(() => {
        if (result.kind === 'uploaded') {
          this.uploadedFor = beneficiary;
          this.resetUpload();
          this.screen = 'uploaded';
        } else if (result.kind === 'invalidSequentialNumber') {
          this.sequentialNumberChecked = true;
        } else {
          // What was typed and chosen stays: nothing here is cleared on a failure.
          this.ui.showSystemError('goHomeAndReload');
        }
      });
    });
  }

  /** 'Nuevo certificado': back to the choice with a clean form. */
  newCertificate(): void {
    this.resetUpload();
    this.downloadBeneficiaryKey = null;
    this.certificateFor = null;
    this.screen = 'chooseAction';
  }

  showUnavailable(reason: CertificateUnavailableReason): void {
    this.unavailableReason = reason;
    this.screen = 'unavailable';
  }

  private resetUpload(): void {
    this.uploadBeneficiaryKey = null;
    this.sequentialNumber = '';
    this.sequentialNumberChecked = false;
    this.file = null;
  }
}
