import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { DeathCertificateItem } from '@/application/certificates/certificates-gateway.port';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { SendDeathCertificates } from '@/application/certificates/send-death-certificates.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { beneficiaryKey, type Beneficiary } from '@/domain/certificates/beneficiary.entity';
import type { BeneficiaryListUnavailable } from '@/domain/certificates/beneficiary-list.outcomes';
import type { LoadedFile } from '@/presentation/shared/components/file-upload/browser-file.model';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { loadBeneficiaryList, type BeneficiaryListEntry } from '@/presentation/certificates/shared/beneficiary-list-entry.util';
import { deathCertificateMessages as m } from './death-certificate.messages';

/**
 * 'loading': the beneficiary list is asked for; 'form': the table with one upload per
 * beneficiary; 'sent'; 'notSent'; 'unavailable': 'Certificado no disponible' (no beneficiaries,
 * retired holder, query error).
 */
export type DeathCertificatePhase = 'loading' | 'form' | 'sent' | 'notSent' | 'unavailable';

/** Each screen's step number (docs/certificates.md: step 1 table, step 2 success, step 3 error; 4 'no disponible'). */
export const deathCertificateSteps = { form: 1, sent: 2, notSent: 3, unavailable: 4 } as const satisfies Record<
  Exclude<DeathCertificatePhase, 'loading'>,
  number
>;

/** The death-certificate page (c09, docs/certificates.md). */
@injectable()
export class DeathCertificateViewModel implements BeneficiaryListEntry {
  phase: DeathCertificatePhase = 'loading';
  beneficiaries: readonly Beneficiary[] = [];
  unavailableReason: BeneficiaryListUnavailable = 'errorConsulta';
  /** 'Enviar' in flight: the button and the uploads are disabled and a second submit is ignored. */
  readonly submission = new InFlight();
  /** The file of each beneficiary row, by document. */
  private readonly files = new Map<string, LoadedFile>();

  constructor(
    @inject(LoadBeneficiaries) private readonly loadBeneficiaries: LoadBeneficiaries,
    @inject(SendDeathCertificates) private readonly sendDeathCertificates: SendDeathCertificates,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadBeneficiaries' | 'sendDeathCertificates' | 'ui' | 'files'>(this, {
      // Rows are replaced, never edited: no need for deep copies of each file's base64.
      files: observableShallow,
      beneficiaries: observableRef,
      ...notState('load', 'loadBeneficiaries', 'sendDeathCertificates', 'ui', 'submission'),
    });
  }

  /** Once per page visit: 0 -> the form; 1, 101 and anything else -> 'unavailable' with its reason. */
  readonly load = loadOnce(() => loadBeneficiaryList(this.ui, this.loadBeneficiaries, this));

  showBeneficiaries(beneficiaries: readonly Beneficiary[]): void {
    this.beneficiaries = beneficiaries;
    this.phase = 'form';
  }

  showUnavailable(reason: BeneficiaryListUnavailable): void {
    this.unavailableReason = reason;
    this.phase = 'unavailable';
  }

  fileOf(beneficiary: Beneficiary): LoadedFile | null {
    return this.files.get(beneficiaryKey(beneficiary)) ?? null;
  }

  attach(beneficiary: Beneficiary, file: LoadedFile): void {
    this.files.set(beneficiaryKey(beneficiary), file);
  }

  /** Clears that row only. */
  detach(beneficiary: Beneficiary): void {
    this.files.delete(beneficiaryKey(beneficiary));
  }

  get loadedCount(): number {
    return this.beneficiaries.filter((beneficiary) => this.files.has(beneficiaryKey(beneficiary))).length;
  }

  get isSending(): boolean {
    return this.submission.isSubmitting;
  }

  /** 'Enviar' needs at least one file. */
  get canSend(): boolean {
    return this.phase === 'form' && this.loadedCount > 0 && !this.isSending;
  }

  /** Files loaded and not yet sent: leaving would lose them, so it needs a confirmation. */
  get hasUnsentFiles(): boolean {
    return (this.phase === 'form' || this.phase === 'notSent') && this.loadedCount > 0;
  }

  async send(): Promise<void> {
    if (!this.canSend) return;
    const certificates: DeathCertificateItem[] = this.beneficiaries.flatMap((beneficiary) => {
      const file = this.fileOf(beneficiary);
      return file ? [{ fileType: file.mimeType, binaryFile: file.base64, beneficiary }] : [];
    });
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() => this.sendDeathCertificates.execute(certificates));
      runInAction(() => {
        if (result.kind === 'uploaded') {
          // Sent files must not be offered again, nor guard the way out.
          this.files.clear();
          this.phase = 'sent';
        } else {
          this.phase = 'notSent';
        }
      });
    });
  }

  /** From the error step back to the table, files as they were, to try again. */
  backToForm(): void {
    if (this.phase === 'notSent') this.phase = 'form';
  }

  /**
   * Leaving with unsent files asks first (the modal's Aceptar leaves, Cancelar stays);
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
