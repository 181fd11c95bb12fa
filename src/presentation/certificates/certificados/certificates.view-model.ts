import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ListCertificates } from '@/application/certificates/list-certificates.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { VisibleCertificateCard } from '@/domain/certificates/certificate-cards.rules';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';

/** 'loading': the list is asked for; 'listed': the cards; 'unavailable': no list, the generic error was raised. */
export type CertificatesPhase = 'loading' | 'listed' | 'unavailable';

/** /certificados: the cards the fund lists (the contract's `listCertificates`). */
@injectable()
export class CertificatesViewModel {
  phase: CertificatesPhase = 'loading';
  cards: readonly VisibleCertificateCard[] = [];

  constructor(
    @inject(ListCertificates) private readonly listCertificates: ListCertificates,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'listCertificates' | 'ui'>(this, {
      cards: observableRef,
      ...notState('load', 'listCertificates', 'ui'),
    });
  }

  readonly load = loadOnce(async () => {
    const result = await this.ui.withLoader(() => this.listCertificates.execute());
    runInAction(() => {
      if (result.kind === 'listed') {
        this.cards = result.cards;
        this.phase = 'listed';
      } else {
        this.phase = 'unavailable';
        this.ui.showSystemError('goHomeAndReload');
      }
    });
  });
}
