import { makeAutoObservable } from 'mobx';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import {
  areBuyerDocumentsComplete,
  emptyBuyerDocuments,
  type AttachedFile,
  type BuyerDocumentKind,
  type BuyerDocuments,
} from '@/domain/bookings/booking-request.rules';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import type { AttachmentsStepViewModel } from './attachments-step.view-model';
import type { BookingRequestFlow } from './booking-request-flow.model';

/** Refund step 5: the buyer's identity document and bank certification, then 'Enviar'. */
export class BuyerDocumentsStepViewModel {
  buyerDocuments: BuyerDocuments = emptyBuyerDocuments;

  constructor(
    private readonly flow: BookingRequestFlow,
    private readonly attachments: AttachmentsStepViewModel,
  ) {
    makeAutoObservable<this, 'flow' | 'attachments'>(this, notState('flow', 'attachments'));
  }

  restore(draft: Pick<BookingDraft, 'buyerDocuments'>): void {
    this.buyerDocuments = draft.buyerDocuments;
  }

  clear(): void {
    this.buyerDocuments = emptyBuyerDocuments;
  }

  setBuyerDocument(document: BuyerDocumentKind, file: AttachedFile | null): void {
    this.buyerDocuments = { ...this.buyerDocuments, [document]: file };
  }

  get canSend(): boolean {
    return this.attachments.allPeopleComplete && areBuyerDocumentsComplete(this.buyerDocuments) && !this.flow.submission.isSubmitting;
  }

  /** 'Regresar' on step 5: step 4, as it was. */
  backToAttachments(): void {
    this.flow.go('attachments');
  }
}
