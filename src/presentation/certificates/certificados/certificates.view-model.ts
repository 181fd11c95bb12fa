import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ListCertificates } from '@/application/certificates/list-certificates.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { VisibleCertificateCard } from '@/domain/certificates/certificate-cards.rules';

export type CertificatesListState = 'loading' | 'listed' | 'failed';

/** /certificados: the cards the fund lists (spec sections 2, 7 and 8). */
@injectable()
export class CertificatesViewModel {
  state: CertificatesListState = 'loading';
  cards: readonly VisibleCertificateCard[] = [];
  private hasStartedLoading = false;

  constructor(
    @inject(ListCertificates) private readonly listCertificates: ListCertificates,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'listCertificates' | 'ui' | 'hasStartedLoading'>(this, {
      cards: observableRef,
      listCertificates: false,
      ui: false,
      hasStartedLoading: false,
    });
  }

  /** Once per visit, however often the page's effect runs (StrictMode runs it twice). */
  async load(): Promise<void> {
    if (this.hasStartedLoading) return;
    this.hasStartedLoading = true;
    const result = await this.ui.withLoader(() => this.listCertificates.execute());
    runInAction(() => {
      if (result.kind === 'listed') {
        this.cards = result.cards;
        this.state = 'listed';
      } else {
        this.state = 'failed';
        this.ui.showSystemError('goHomeAndReload');
      }
    });
  }
}
