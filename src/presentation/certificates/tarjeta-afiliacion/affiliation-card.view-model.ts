import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { RequestAffiliationCard } from '@/application/certificates/request-affiliation-card.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { DeliverableCertificate } from '@/domain/certificates/certificate-delivery.outcomes';
import { AffiliationCardSelection } from '@/domain/certificates/affiliation-card-selection.rules';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { loadBeneficiaryList, type BeneficiaryListEntry } from '@/presentation/certificates/shared/beneficiary-list-entry.util';
import type { CertificateUnavailableReason } from '@/presentation/certificates/shared/certificates.messages';
import { certificateDeliveryCalls, type GeneratedCertificatePage, showGeneratedCertificate } from '@/presentation/certificates/shared/delivery/certificate-delivery-calls.util';
import { CertificateDeliveryViewModel, type DeliveryPhase, withDeliveryPhase } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';

/**
 * The screens of the affiliation-card page: 'loading' while the beneficiaries are asked for,
 * 'unavailable' (no beneficiaries, retired holder, query error, or the card refused),
 * 'selection' of up to five beneficiaries, then the delivery screens of the card.
 */
export type AffiliationCardPhase = 'loading' | 'unavailable' | 'selection' | DeliveryPhase;

/**
 * The step numbers of the page's own screens (docs/certificates.md, 'Affiliation card': 4 error, 5
 * selection); the delivery screens keep theirs (`certificateDeliverySteps`, where 5 is the
 * failed send: the number 5 is given to both).
 */
export const affiliationCardSteps = { unavailable: 4, selection: 5 } as const satisfies Partial<Record<AffiliationCardPhase, number>>;

/** /certificados/tarjeta-afiliacion (c08, docs/certificates.md). */
@injectable()
export class AffiliationCardViewModel implements BeneficiaryListEntry, GeneratedCertificatePage {
  /** The page's own screens; 'delivery' hands the phase over to the delivery screens. */
  private screen: 'loading' | 'unavailable' | 'selection' | 'delivery' = 'loading';
  unavailableReason: CertificateUnavailableReason = 'errorConsulta';
  beneficiaries: readonly Beneficiary[] = [];
  selection: AffiliationCardSelection = AffiliationCardSelection.empty([]);
  /** 'Continuar' (the card's request) in flight: the button is disabled and a second submit is ignored. */
  readonly submission = new InFlight();

  constructor(
    @inject(LoadBeneficiaries) private readonly loadBeneficiaries: LoadBeneficiaries,
    @inject(RequestAffiliationCard) private readonly requestAffiliationCard: RequestAffiliationCard,
    @inject(CertificateDeliveryViewModel) readonly delivery: CertificateDeliveryViewModel,
    @inject(SendCertificateByEmail) private readonly sendCertificateByEmail: SendCertificateByEmail,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadBeneficiaries' | 'requestAffiliationCard' | 'sendCertificateByEmail' | 'ui'>(this, {
      beneficiaries: observableRef,
      selection: observableRef,
      ...notState('load', 'loadBeneficiaries', 'requestAffiliationCard', 'delivery', 'sendCertificateByEmail', 'ui', 'submission'),
    });
  }

  get phase(): AffiliationCardPhase {
    return withDeliveryPhase(this.screen, this.delivery);
  }

  /** Once per page visit: 0 -> the selection; 1, 101 and anything else -> 'unavailable' with its reason. */
  readonly load = loadOnce(() => loadBeneficiaryList(this.ui, this.loadBeneficiaries, this));

  showBeneficiaries(beneficiaries: readonly Beneficiary[]): void {
    this.beneficiaries = beneficiaries;
    this.selection = AffiliationCardSelection.empty(beneficiaries);
    this.screen = 'selection';
  }

  toggle(beneficiary: Beneficiary): void {
    this.selection = this.selection.toggle(beneficiary);
  }

  toggleAll(): void {
    this.selection = this.selection.toggleAll();
  }

  get isSubmitting(): boolean {
    return this.submission.isSubmitting;
  }

  async continue(): Promise<void> {
    if (!this.selection.canContinue) return;
    const chosen = this.selection.chosen;
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() => this.requestAffiliationCard.execute(chosen));
      // On an error the selection stays, so nothing chosen is lost if the person comes back.
      runInAction(() => showGeneratedCertificate(result, this, this.ui));
    });
  }

  deliver(certificate: DeliverableCertificate): void {
    this.delivery.start(certificate, certificateDeliveryCalls(this.sendCertificateByEmail));
    this.screen = 'delivery';
  }

  /** 'Nuevo certificado': another card, from the selection with nobody chosen. */
  newCard(): void {
    this.selection = AffiliationCardSelection.empty(this.beneficiaries);
    this.screen = 'selection';
  }

  showUnavailable(reason: CertificateUnavailableReason): void {
    this.unavailableReason = reason;
    this.screen = 'unavailable';
  }
}
