import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { RequestSchoolCertificate } from '@/application/certificates/request-school-certificate.use-case';
import { UploadSchoolCertificate } from '@/application/certificates/upload-school-certificate.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import {
  isSequentialNumberValid,
  sanitizeSequentialNumber,
  validateSequentialNumber,
  type SequentialNumberError,
} from '@/domain/certificates/school-sequential-number.rules';
import type { LoadedFile } from '@/presentation/shared/components/file-upload/browser-file';
import { CertificateDeliveryViewModel } from '@/presentation/certificates/shared/delivery/certificate-delivery.view-model';
import type { CertificateUnavailableReason } from '@/presentation/certificates/shared/certificates.messages';

/**
 * The spec's step numbers (section 2): 0 loading; 4 not available; 5 download or upload;
 * 6 beneficiary for the download; 7 upload type; 8 own-scheme upload (sequential number);
 * 9 external upload; 10 uploaded. The download path ends in the shared delivery screens
 * (1 ready, 2 downloaded, 3 sent, 5 not sent), so 'delivery' stands for whichever of them shows
 * (its own 5 is not the choice step 5).
 */
export type SchoolCertificateStep = 0 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 'delivery';

export const beneficiaryKey = (beneficiary: Beneficiary) => `${beneficiary.documentType}:${beneficiary.documentNumber}`;

/** The school-certificate page (c05, spec sections 2 and 4). */
@injectable()
export class SchoolCertificateViewModel {
  step: SchoolCertificateStep = 0;
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
  /** Who the last upload was for (step 10 names them). */
  uploadedFor: Beneficiary | null = null;
  private hasStartedLoading = false;

  constructor(
    @inject(LoadBeneficiaries) private readonly loadBeneficiaries: LoadBeneficiaries,
    @inject(RequestSchoolCertificate) private readonly requestSchoolCertificate: RequestSchoolCertificate,
    @inject(UploadSchoolCertificate) private readonly uploadSchoolCertificate: UploadSchoolCertificate,
    @inject(CertificateDeliveryViewModel) readonly delivery: CertificateDeliveryViewModel,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadBeneficiaries' | 'requestSchoolCertificate' | 'uploadSchoolCertificate' | 'ui' | 'hasStartedLoading'>(
      this,
      {
        // Replaced whole, never edited: no deep copies of lists, people or files.
        beneficiaries: observableRef,
        certificateFor: observableRef,
        file: observableRef,
        uploadedFor: observableRef,
        loadBeneficiaries: false,
        requestSchoolCertificate: false,
        uploadSchoolCertificate: false,
        delivery: false,
        ui: false,
        hasStartedLoading: false,
      },
    );
  }

  /** Once per page visit, however often the page's effect runs (StrictMode runs it twice). */
  async load(): Promise<void> {
    if (this.hasStartedLoading) return;
    this.hasStartedLoading = true;
    const result = await this.ui.withLoader(() => this.loadBeneficiaries.execute());
    runInAction(() => {
      if (result.kind === 'listed') {
        this.beneficiaries = result.beneficiaries;
        this.step = 5;
      } else {
        this.unavailableReason = result.reason;
        this.step = 4;
      }
    });
  }

  chooseDownload(): void {
    this.step = 6;
  }

  chooseUpload(): void {
    this.step = 7;
  }

  chooseOwnScheme(): void {
    this.step = 8;
  }

  chooseExternal(): void {
    this.step = 9;
  }

  /** Regresar inside the page: 6 and 7 go back to the choice, 8 and 9 to the upload type. */
  back(): void {
    if (this.step === 6 || this.step === 7) this.step = 5;
    else if (this.step === 8 || this.step === 9) this.step = 7;
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

  /** 'Obtener' is enabled once a beneficiary is chosen (spec section 4). */
  get canObtain(): boolean {
    return this.downloadBeneficiary !== null;
  }

  async obtain(): Promise<void> {
    const beneficiary = this.downloadBeneficiary;
    if (beneficiary === null) return;
    const result = await this.ui.withLoader(() => this.requestSchoolCertificate.execute(beneficiary));
    runInAction(() => {
      if (result.kind === 'ready') {
        this.certificateFor = beneficiary;
        this.delivery.start(result.certificate);
        this.step = 'delivery';
      } else if (result.kind === 'notAvailable') {
        this.unavailableReason = 'noCumpleLasCondiciones';
        this.step = 4;
      } else {
        this.ui.showSystemError('goHomeAndReload');
      }
    });
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

  /** Step 8 needs a valid number and a file; step 9 a file (spec section 4); both a beneficiary. */
  get canSubmit(): boolean {
    if (this.file === null || this.uploadBeneficiary === null) return false;
    if (this.step === 8) return isSequentialNumberValid(this.sequentialNumber);
    return this.step === 9;
  }

  async submit(): Promise<void> {
    const beneficiary = this.uploadBeneficiary;
    const file = this.file;
    if (!this.canSubmit || beneficiary === null || file === null) return;
    const source =
      this.step === 8 ? ({ scheme: 'own', sequentialNumber: this.sequentialNumber } as const) : ({ scheme: 'external' } as const);
    const result = await this.ui.withLoader(() =>
      this.uploadSchoolCertificate.execute({ source, file: { mimeType: file.mimeType, base64: file.base64 }, beneficiary }),
    );
    runInAction(() => {
      if (result === 'uploaded') {
        this.uploadedFor = beneficiary;
        this.resetUpload();
        this.step = 10;
      } else if (result === 'invalidSequentialNumber') {
        this.sequentialNumberChecked = true;
      } else {
        // What was typed and chosen stays: nothing here is cleared on a failure.
        this.ui.showSystemError('goHomeAndReload');
      }
    });
  }

  /** 'Nuevo certificado': back to the choice with a clean form. */
  newCertificate(): void {
    this.resetUpload();
    this.downloadBeneficiaryKey = null;
    this.certificateFor = null;
    this.step = 5;
  }

  private resetUpload(): void {
    this.uploadBeneficiaryKey = null;
    this.sequentialNumber = '';
    this.sequentialNumberChecked = false;
    this.file = null;
  }
}
