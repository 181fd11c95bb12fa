import { makeAutoObservable } from 'mobx';
import type { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import {
  canAttachAnotherFile,
  emptyAttachments,
  isPersonComplete,
  limitObservation,
  reasonValidity,
  type AttachedFile,
  type PersonAttachments,
} from '@/domain/bookings/booking-request.rules';
import { personKey, type BookingPerson } from '@/domain/bookings/purchase.entity';
import type { ReasonType } from '@/domain/bookings/reason-type.entity';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import type { BookingRequestFlow } from './booking-request-flow.model';
import { bookingRequestMessages as m } from './booking-request.messages';

/** One person of step 4 with their form. */
export interface AttachmentPerson {
  readonly key: string;
  readonly person: BookingPerson;
  readonly attachments: PersonAttachments;
}

/** Step 4: a reason and supporting files for each person carried from step 3, and the observations. */
export class AttachmentsStepViewModel {
  /** The people carried to step 4 by 'Continuar', in the table's order. */
  selectedPeople: readonly string[] = [];
  attachments: Readonly<Record<string, PersonAttachments>> = {};
  /** People whose reason select was left (or asked for) empty: 'Debes seleccionar un motivo' shows. */
  reasonTouched = new Set<string>();
  observation = '';

  constructor(
    private readonly flow: BookingRequestFlow,
    /** Step 3's people, the reservation's, in the table's order. */
    private readonly people: () => readonly BookingPerson[],
    private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'flow' | 'people' | 'ui'>(this, notState('flow', 'people', 'ui'));
  }

  /** 'Continuar' on step 3 brings these people; what they had here is kept. */
  carry(people: readonly string[]): void {
    this.selectedPeople = people;
  }

  restore(draft: Pick<BookingDraft, 'step' | 'selectedPeople' | 'attachments' | 'observation'>): void {
    this.selectedPeople = draft.step >= 4 ? draft.selectedPeople : [];
    this.attachments = draft.attachments;
    this.observation = draft.observation;
  }

  clear(): void {
    this.selectedPeople = [];
    this.attachments = {};
    this.reasonTouched = new Set();
    this.observation = '';
  }

  /** The people of step 4, each with their form. */
  get attachmentPeople(): readonly AttachmentPerson[] {
    const byKey = new Map(this.people().map((person) => [personKey(person), person]));
    return this.selectedPeople.flatMap((key) => {
      const person = byKey.get(key);
      return person ? [{ key, person, attachments: this.attachmentsOf(key) }] : [];
    });
  }

  attachmentsOf(key: string): PersonAttachments {
    return this.attachments[key] ?? emptyAttachments;
  }

  isPersonComplete(key: string): boolean {
    return isPersonComplete(this.attachmentsOf(key));
  }

  /** The reason select's validity: null neutral, false shows 'Debes seleccionar un motivo'. */
  reasonValidity(key: string): boolean | null {
    return reasonValidity(this.attachmentsOf(key), this.reasonTouched.has(key));
  }

  canAddFile(key: string): boolean {
    return canAttachAnotherFile(this.attachmentsOf(key));
  }

  chooseReason(key: string, reason: ReasonType | null): void {
    this.setAttachments(key, { ...this.attachmentsOf(key), reason });
    this.touchReason(key);
  }

  /** The select lost focus: an empty reason now says so. */
  touchReason(key: string): void {
    if (!this.reasonTouched.has(key)) this.reasonTouched = new Set(this.reasonTouched).add(key);
  }

  /** Every person's empty reason says so (a forward button pressed too soon, a request refused as incomplete). */
  touchAllReasons(): void {
    this.reasonTouched = new Set(this.selectedPeople);
  }

  addFile(key: string, file: AttachedFile): void {
    const current = this.attachmentsOf(key);
    if (!canAttachAnotherFile(current)) return;
    this.setAttachments(key, { ...current, files: [...current.files, file] });
  }

  removeFile(key: string, index: number): void {
    const current = this.attachmentsOf(key);
    this.setAttachments(key, { ...current, files: current.files.filter((_, at) => at !== index) });
  }

  private setAttachments(key: string, attachments: PersonAttachments): void {
    this.attachments = { ...this.attachments, [key]: attachments };
  }

  changeObservation(typed: string): void {
    this.observation = limitObservation(typed);
  }

  get allPeopleComplete(): boolean {
    const people = this.attachmentPeople;
    return people.length > 0 && people.every(({ attachments }) => isPersonComplete(attachments));
  }

  /** Step 4's forward button: 'Siguiente' (refund) or 'Enviar' (rescheduling). */
  get canFinishAttachments(): boolean {
    return this.allPeopleComplete && !this.flow.submission.isSubmitting;
  }

  /**
   * Step 4's forward button. Pressed while a person is incomplete (the button is disabled, but
   * Enter in a field can get here), every empty reason says so.
   */
  async finishAttachments(): Promise<void> {
    if (!this.allPeopleComplete) {
      this.touchAllReasons();
      return;
    }
    if (this.flow.kind === 'refund') this.flow.go('buyerDocuments');
    else await this.flow.send();
  }

  /**
   * 'Regresar' on step 4: a rescheduling asks first ('Sí, continuar' goes to step
   * 3, 'Cancelar' closes); a refund goes straight back. Step 4's forms are kept either way.
   */
  backFromAttachments(): void {
    if (this.flow.kind === 'refund') {
      this.flow.go('detail');
      return;
    }
    this.ui.showModal({
      tone: 'warning',
      title: m.exitConfirmation.title,
      message: m.exitConfirmation.message,
      actions: [
        { label: m.exitConfirmation.cancel, variant: 'secondary' },
        { label: m.exitConfirmation.confirm, variant: 'primary', onSelect: () => this.leaveAttachments() },
      ],
    });
  }

  private leaveAttachments(): void {
    this.flow.go('detail');
  }
}
