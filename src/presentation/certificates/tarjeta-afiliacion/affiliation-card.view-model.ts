import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { RequestAffiliationCard } from '@/application/certificates/request-affiliation-card.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { AffiliationCardSelection, beneficiaryKey } from '@/domain/certificates/affiliation-card-selection.rules';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { CertificateDeliveryViewModel, type CertificateDeliveryStep } from '@/presentation/certificates/shared/delivery/certificate-delivery.view-model';
import type { CertificateUnavailableReason } from '@/presentation/certificates/shared/certificates.messages';

/**
 * The spec's five screens (section 2): 1, 2, 3 (and 5 of the delivery when sending fails) hand
 * the card over; 4 is the error; the selection is 'selection' here because the delivery
 * component already owns 5 for its failed send.
 */
export type AffiliationCardStep = 0 | 4 | 'selection' | CertificateDeliveryStep;

/** /certificados/tarjeta-afiliacion (c08, spec sections 2, 4 and 5). */
@injectable()
export class AffiliationCardViewModel {
  private phase: 'loading' | 'unavailable' | 'selection' | 'delivery' = 'loading';
  unavailableReason: CertificateUnavailableReason = 'errorConsulta';
  beneficiaries: readonly Beneficiary[] = [];
  selection: AffiliationCardSelection = AffiliationCardSelection.empty([]);
  private hasStartedLoading = false;

  constructor(
    @inject(LoadBeneficiaries) private readonly loadBeneficiaries: LoadBeneficiaries,
    @inject(RequestAffiliationCard) private readonly requestAffiliationCard: RequestAffiliationCard,
    @inject(CertificateDeliveryViewModel) readonly delivery: CertificateDeliveryViewModel,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadBeneficiaries' | 'requestAffiliationCard' | 'ui' | 'hasStartedLoading'>(this, {
      beneficiaries: observableRef,
      selection: observableRef,
      loadBeneficiaries: false,
      requestAffiliationCard: false,
      delivery: false,
      ui: false,
      hasStartedLoading: false,
    });
  }

  get step(): AffiliationCardStep {
    if (this.phase === 'loading') return 0;
    if (this.phase === 'unavailable') return 4;
    if (this.phase === 'selection') return 'selection';
    return this.delivery.step;
  }

  /** Once per page visit: 0 -> selection; 1, 101 and anything else -> step 4 with its reason. */
  async load(): Promise<void> {
    if (this.hasStartedLoading) return;
    this.hasStartedLoading = true;
    const result = await this.ui.withLoader(() => this.loadBeneficiaries.execute());
    runInAction(() => {
      if (result.kind === 'listed') {
        this.beneficiaries = result.beneficiaries;
        this.selection = AffiliationCardSelection.empty(result.beneficiaries);
        this.phase = 'selection';
      } else {
        this.unavailableReason = result.reason;
        this.phase = 'unavailable';
      }
    });
  }

  key(beneficiary: Beneficiary): string {
    return beneficiaryKey(beneficiary);
  }

  toggle(beneficiary: Beneficiary): void {
    this.selection = this.selection.toggle(beneficiary);
  }

  toggleAll(): void {
    this.selection = this.selection.toggleAll();
  }

  async continue(): Promise<void> {
    if (!this.selection.canContinue) return;
    const chosen = this.selection.chosen;
    const result = await this.ui.withLoader(() => this.requestAffiliationCard.execute(chosen));
    runInAction(() => {
      if (result.kind === 'ready') {
        this.delivery.start(result.certificate);
        this.phase = 'delivery';
      } else if (result.kind === 'notAvailable') {
        this.unavailableReason = 'noCumpleLasCondiciones';
        this.phase = 'unavailable';
      } else {
        // The selection stays, so nothing chosen is lost if the person comes back.
        this.ui.showSystemError('goHomeAndReload');
      }
    });
  }

  /** 'Nuevo certificado': another card, from the selection with nobody chosen. */
  newCard(): void {
    this.selection = AffiliationCardSelection.empty(this.beneficiaries);
    this.phase = 'selection';
  }
}
