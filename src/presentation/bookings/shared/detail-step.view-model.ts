import { makeAutoObservable } from 'mobx';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import { findReservation, personKey, type BookingPerson, type Purchase, type Reservation } from '@/domain/bookings/purchase.entity';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import type { AttachmentsStepViewModel } from './attachments-step.view-model';
import type { BookingRequestFlow } from './booking-request-flow.model';

export type SelectAllState = 'none' | 'some' | 'all';

/** Step 3: the reservation opened on step 2 and its people, to check who the request is for. */
export class DetailStepViewModel {
  reservationCode: string | null = null;
  /** Checked in the step-3 table, by `personKey`. */
  checked = new Set<string>();

  constructor(
    private readonly flow: BookingRequestFlow,
    /** Step 2's purchases, where the reservation is looked up. */
    private readonly purchases: () => readonly Purchase[],
    private readonly attachments: AttachmentsStepViewModel,
  ) {
    makeAutoObservable<this, 'flow' | 'purchases' | 'attachments'>(this, notState('flow', 'purchases', 'attachments'));
  }

  get reservation(): Reservation | null {
    return this.reservationCode === null ? null : findReservation(this.purchases(), this.reservationCode);
  }

  get people(): readonly BookingPerson[] {
    return this.reservation?.people ?? [];
  }

  /** Shows a reservation of the history: another one than the one open starts a new selection, step 4 included. */
  open(reservationCode: string): void {
    if (reservationCode !== this.reservationCode) {
      this.reservationCode = reservationCode;
      this.checked = new Set();
      this.attachments.clear();
    }
    this.flow.go('detail');
  }

  restore(draft: Pick<BookingDraft, 'reservationCode' | 'selectedPeople'>): void {
    this.reservationCode = draft.reservationCode;
    this.checked = new Set(draft.selectedPeople);
  }

  clear(): void {
    this.reservationCode = null;
    this.checked = new Set();
  }

  isChecked(key: string): boolean {
    return this.checked.has(key);
  }

  toggle(key: string): void {
    const next = new Set(this.checked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    this.checked = next;
  }

  get selectAllState(): SelectAllState {
    const count = this.people.filter((person) => this.checked.has(personKey(person))).length;
    if (count === 0) return 'none';
    return count === this.people.length ? 'all' : 'some';
  }

  /** Checks every person, or none when all are checked already. */
  toggleAll(): void {
    this.checked = this.selectAllState === 'all' ? new Set() : new Set(this.people.map(personKey));
  }

  get canContinueToAttachments(): boolean {
    return this.selectAllState !== 'none';
  }

  /** 'Continuar': the checked people, in the table's order, to step 4; what they had there is kept. */
  continueToAttachments(): void {
    if (!this.canContinueToAttachments) return;
    this.attachments.carry(this.people.map(personKey).filter((key) => this.checked.has(key)));
    this.flow.go('attachments');
  }

  /** 'Regresar' on step 3: the history. */
  backToHistory(): void {
    this.flow.go('history');
  }
}
