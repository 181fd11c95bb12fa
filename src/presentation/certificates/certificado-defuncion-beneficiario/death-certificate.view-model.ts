import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { DeathCertificateItem } from '@/application/certificates/certifications-gateway.port';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { SendDeathCertificates } from '@/application/certificates/send-death-certificates.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import type { BeneficiaryListUnavailable } from '@/domain/certificates/beneficiary-list.outcomes';
import type { LoadedFile } from '@/presentation/shared/components/file-upload/browser-file';
import { deathCertificateMessages as m } from './death-certificate.messages';

/**
 * 0: the beneficiary list is loading; 1: the table with one upload per beneficiary; 2: sent;
 * 3: not sent; 4: 'Certificado no disponible' (no beneficiaries, retired holder, query error).
 */
export type DeathCertificateStep = 0 | 1 | 2 | 3 | 4;

const rowKey = (beneficiary: Beneficiary) => `${beneficiary.documentType}:${beneficiary.documentNumber}`;

/** The death-certificate page (c09, spec sections 2 and 4). */
@injectable()
export class DeathCertificateViewModel {
  step: DeathCertificateStep = 0;
  beneficiaries: readonly Beneficiary[] = [];
  unavailableReason: BeneficiaryListUnavailable = 'errorConsulta';
  isSending = false;
  /** The file of each beneficiary row, by document. */
  private readonly files = new Map<string, LoadedFile>();
  private hasStartedLoading = false;

  constructor(
    @inject(LoadBeneficiaries) private readonly loadBeneficiaries: LoadBeneficiaries,
    @inject(SendDeathCertificates) private readonly sendDeathCertificates: SendDeathCertificates,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadBeneficiaries' | 'sendDeathCertificates' | 'ui' | 'hasStartedLoading' | 'files'>(this, {
      // Rows are replaced, never edited: no need for deep copies of each file's base64.
      files: observableShallow,
      beneficiaries: observableRef,
      hasStartedLoading: false,
      loadBeneficiaries: false,
      sendDeathCertificates: false,
      ui: false,
    });
  }

  /** Once per page visit, however often the page's effect runs (StrictMode runs it twice). */
  async load(): Promise<void> {
    if (this.hasStartedLoading) return;
    this.hasStartedLoading = true;
    const result = await this.ui.withLoader(() => this.loadBeneficiaries.execute());
    runInAction(() => {
      if (result.kind === 'listed') {
        this.beneficiaries = result.beneficiaries;
        this.step = 1;
      } else {
        this.unavailableReason = result.reason;
        this.step = 4;
      }
    });
  }

  fileOf(beneficiary: Beneficiary): LoadedFile | null {
    return this.files.get(rowKey(beneficiary)) ?? null;
  }

  attach(beneficiary: Beneficiary, file: LoadedFile): void {
    this.files.set(rowKey(beneficiary), file);
  }

  /** Clears that row only (spec section 4). */
  detach(beneficiary: Beneficiary): void {
    this.files.delete(rowKey(beneficiary));
  }

  get loadedCount(): number {
    return this.beneficiaries.filter((beneficiary) => this.files.has(rowKey(beneficiary))).length;
  }

  /** 'Enviar' needs at least one file (spec section 4). */
  get canSend(): boolean {
    return this.step === 1 && this.loadedCount > 0 && !this.isSending;
  }

  /** Files loaded and not yet sent: leaving would lose them, so it needs a confirmation. */
  get hasUnsentFiles(): boolean {
    return (this.step === 1 || this.step === 3) && this.loadedCount > 0;
  }

  async send(): Promise<void> {
    if (!this.canSend) return;
    const certificates: DeathCertificateItem[] = this.beneficiaries.flatMap((beneficiary) => {
      const file = this.fileOf(beneficiary);
      return file ? [{ fileType: file.mimeType, binaryFile: file.base64, beneficiary }] : [];
    });
    this.isSending = true;
    const result = await this.ui.withLoader(() => this.sendDeathCertificates.execute(certificates));
    runInAction(() => {
      this.isSending = false;
      if (result === 'sent') {
        // Sent files must not be offered again, nor guard the way out.
        this.files.clear();
        this.step = 2;
      } else {
        this.step = 3;
      }
    });
  }

  /** From the error step back to the table, files as they were, to try again. */
  backToForm(): void {
    if (this.step === 3) this.step = 1;
  }

  /**
   * Leaving with unsent files asks first (spec: modal buttons Aceptar leave, Cancelar stay);
   * Escape is a way of saying Cancelar. Without files, `leave` runs at once.
   */
  confirmExit(leave: () => void, stay: () => void): void {
    if (!this.hasUnsentFiles) {
      leave();
      return;
    }
    this.ui.showModal({
      tone: 'warning',
      title: m.exit.title,
      message: m.exit.message,
      actions: [
        { label: m.exit.leave, onSelect: leave, variant: 'primary' },
        { label: m.exit.stay, onSelect: stay, variant: 'secondary' },
      ],
      onDismiss: stay,
    });
  }
}
