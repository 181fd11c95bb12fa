import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, toJS, type IReactionDisposer } from 'mobx';
import { BookingDrafts } from '@/application/bookings/booking-drafts.use-case';
import type { UploadProgress } from '@/application/bookings/bookings-gateway.port';
import { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import { SubmitBookingRequest, type FiledPerson } from '@/application/bookings/submit-booking-request.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { isDraftFor, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import {
  areBuyerDocumentsComplete,
  canAttachAnotherFile,
  emptyAttachments,
  emptyBuyerDocuments,
  isPersonComplete,
  lastStepOf,
  limitObservation,
  reasonValidity,
  type AttachedFile,
  type BookingRequestKind,
  type BuyerDocumentKind,
  type BuyerDocuments,
  type PersonAttachments,
} from '@/domain/bookings/booking-request.rules';
import { findReservation, personKey, type BookingPerson, type Purchase, type Reservation } from '@/domain/bookings/purchase.entity';
import type { ReasonType } from '@/domain/bookings/reason-type.entity';
import { initialDocumentQuery, isDocumentQueryValid, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { bookingRequestMessages as m } from './booking-request.messages';

/**
 * 'restoring' while this tab's draft is looked for (nothing to show yet); then the spec's screens:
 * 'buyer' step 1, 'history' step 2, 'detail' step 3, 'attachments' step 4, 'buyerDocuments' step 5
 * (refund only); 'filed' once the success modal is up.
 */
export type BookingRequestPhase = 'restoring' | 'buyer' | 'history' | 'detail' | 'attachments' | 'buyerDocuments' | 'filed';

/** The spec's number for each screen (section 2, Rescheduling and Refund request). */
export const bookingRequestSteps = {
  restoring: 1,
  buyer: 1,
  history: 2,
  detail: 3,
  attachments: 4,
  buyerDocuments: 5,
  filed: 5,
} as const satisfies Record<BookingRequestPhase, number>;

const phaseOfStep: Readonly<Record<BookingDraft['step'], BookingRequestPhase>> = {
  2: 'history',
  3: 'detail',
  4: 'attachments',
  5: 'buyerDocuments',
};

export type SelectAllState = 'none' | 'some' | 'all';

/** How the request is going out: a share of the body sent, then the fund's answer awaited. */
export type SubmissionProgress =
  | { readonly stage: 'uploading'; readonly percent: number | null }
  | { readonly stage: 'awaitingAnswer' };

/**
 * How long the draft waits after the last change before it is written: typing observations
 * writes once a pause, not once a key, and a file added is kept well before anyone can reload.
 */
export const draftSaveDelayMs = 300;

/**
 * /solicitud-de-reagendamiento (4 steps) and /solicitud-de-devolucion (5 steps), spec sections 2,
 * 4, 5 and 8: the same screens, told apart by `kind` (set once by the page, before it renders).
 *
 * Everything chosen in steps 2-5 is kept as this tab's draft (issue 14, item 8): a reload, the one
 * after 'Error del sistema' included, brings the person back to the same screen with their
 * selection, reasons, observations and files. It is forgotten after the request is filed, when
 * the person goes back to step 1, and when another buyer's document is validated.
 */
@injectable()
export class BookingRequestViewModel {
  kind: BookingRequestKind = 'rescheduling';
  phase: BookingRequestPhase = 'restoring';
  query: DocumentQuery = initialDocumentQuery;
  /** The document the purchases were found with: the request is that buyer's, whatever the form says later. */
  buyer: DocumentQuery = initialDocumentQuery;
  purchases: readonly Purchase[] = [];
  reservationCode: string | null = null;
  /** Checked in the step-3 table, by `personKey`. */
  checked = new Set<string>();
  /** The people carried to step 4 by 'Continuar', in the table's order. */
  selectedPeople: readonly string[] = [];
  attachments: Readonly<Record<string, PersonAttachments>> = {};
  /** People whose reason select was left (or asked for) empty: 'Debes seleccionar un motivo' shows. */
  reasonTouched = new Set<string>();
  observation = '';
  buyerDocuments: BuyerDocuments = emptyBuyerDocuments;
  isQuerying = false;
  progress: SubmissionProgress | null = null;
  /** Set when the request was filed: the success modal lists them. */
  filings: readonly FiledPerson[] | null = null;
  private draftStartedAt: number | null = null;
  readonly submission = new InFlight();

  constructor(
    @inject(FindCustomerPurchases) private readonly findCustomerPurchases: FindCustomerPurchases,
    @inject(SubmitBookingRequest) private readonly submitBookingRequest: SubmitBookingRequest,
    @inject(BookingDrafts) private readonly drafts: BookingDrafts,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'findCustomerPurchases' | 'submitBookingRequest' | 'drafts' | 'ui' | 'draftStartedAt'>(this, {
      ...notState('findCustomerPurchases', 'submitBookingRequest', 'drafts', 'ui', 'submission'),
      draftStartedAt: false,
      enter: false,
    });
  }

  /** Which flow this page is; the page calls it once, before the first render. */
  configure(kind: BookingRequestKind): void {
    this.kind = kind;
  }

  get step(): number {
    return bookingRequestSteps[this.phase];
  }

  get lastStep(): 4 | 5 {
    return lastStepOf[this.kind];
  }

  /** Entering the page: this tab's draft of the flow, if it has one, brings the person back. */
  readonly enter = loadOnce(async () => {
    const draft = await this.drafts.restore(this.kind);
    runInAction(() => {
      if (draft === null || !this.applyDraft(draft)) this.phase = 'buyer';
    });
  });

  /**
   * Keeps the draft up to date while the page is open; returns the function that stops it. The
   * page starts it in an effect (so StrictMode's second mount starts it again).
   *
   * Stopping writes at once a change still waiting for its delay: a box checked just before
   * leaving the page (the breadcrumb, a link) must be there when the person comes back. A full
   * browser test caught the loss on a busy machine.
   */
  keepDraft(): () => void {
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      waiting = undefined;
      // The draft as it is now: a change of screen in between (the request filed, back to step 1)
      // must not bring back a draft that was just forgotten.
      const current = this.draft;
      if (current !== null) void this.drafts.keep(current);
    };
    const stopWatching: IReactionDisposer = reaction(
      () => this.draft,
      () => {
        clearTimeout(waiting);
        waiting = setTimeout(write, draftSaveDelayMs);
      },
    );
    return () => {
      stopWatching();
      if (waiting === undefined) return;
      clearTimeout(waiting);
      write();
    };
  }

  /**
   * What a reload would bring back; null outside steps 2-5. Plain data (`toJS`), never MobX's
   * proxies: IndexedDB stores by structured clone, which refuses a proxy.
   */
  get draft(): BookingDraft | null {
    const steps: Partial<Record<BookingRequestPhase, BookingDraft['step']>> = { history: 2, detail: 3, attachments: 4, buyerDocuments: 5 };
    const step = steps[this.phase];
    if (step === undefined || this.draftStartedAt === null) return null;
    // toJS leaves a plain object as it is, so each observable field is converted on its own.
    return {
      kind: this.kind,
      buyer: toJS(this.buyer),
      step,
      purchases: toJS(this.purchases),
      reservationCode: this.reservationCode,
      selectedPeople: step >= 4 ? toJS(this.selectedPeople) : [...this.checked],
      attachments: toJS(this.attachments),
      observation: this.observation,
      buyerDocuments: toJS(this.buyerDocuments),
      startedAt: this.draftStartedAt,
    };
  }

  /** False when the draft does not fit what it claims (a reservation that is not in it). */
  private applyDraft(draft: BookingDraft): boolean {
    const phase = phaseOfStep[draft.step];
    if (draft.step >= 3 && (draft.reservationCode === null || findReservation(draft.purchases, draft.reservationCode) === null)) return false;
    if (phase === 'buyerDocuments' && this.kind !== 'refund') return false;
    this.query = draft.buyer;
    this.buyer = draft.buyer;
    this.purchases = draft.purchases;
    this.reservationCode = draft.reservationCode;
    this.checked = new Set(draft.selectedPeople);
    this.selectedPeople = draft.step >= 4 ? draft.selectedPeople : [];
    this.attachments = draft.attachments;
    this.observation = draft.observation;
    this.buyerDocuments = draft.buyerDocuments;
    this.draftStartedAt = draft.startedAt;
    this.phase = phase;
    return true;
  }

  // --- step 1 ------------------------------------------------------------------------------

  get canValidate(): boolean {
    return !this.isQuerying && isDocumentQueryValid(this.query);
  }

  changeQuery(query: DocumentQuery): void {
    this.query = query;
  }

  async validate(): Promise<void> {
    if (!this.canValidate) return;
    this.isQuerying = true;
    const query = this.query;
    const result = await this.ui.withLoader(() => this.findCustomerPurchases.execute(query));
    runInAction(() => {
      this.isQuerying = false;
      switch (result.kind) {
        case 'purchases':
          // Nothing chosen for one buyer is ever carried over to another.
          if (this.draftStartedAt === null || !isDraftFor({ buyer: this.buyer }, query)) {
            this.clearRequest();
            this.draftStartedAt = this.drafts.now();
            void this.drafts.forget(this.kind);
          }
          this.buyer = query;
          this.purchases = result.purchases;
          this.phase = 'history';
          break;
        case 'noPurchases':
          // The document stays as typed, to correct it.
          this.ui.showToast({ tone: 'warning', message: m.buyer.noPurchases });
          break;
        case 'systemError':
          this.ui.showSystemError('reloadOnly');
          break;
      }
    });
  }

  // --- step 2 ------------------------------------------------------------------------------

  /** 'Ver detalles': the reservation's people (step 3). Another reservation starts a new selection. */
  openReservation(reservationCode: string): void {
    if (findReservation(this.purchases, reservationCode) === null) return;
    if (reservationCode !== this.reservationCode) {
      this.reservationCode = reservationCode;
      this.checked = new Set();
      this.selectedPeople = [];
      this.attachments = {};
      this.reasonTouched = new Set();
      this.observation = '';
    }
    this.phase = 'detail';
  }

  /** 'Regresar' on step 2: step 1, starting over (the draft is forgotten). */
  backToBuyer(): void {
    this.clearRequest();
    this.purchases = [];
    this.draftStartedAt = null;
    this.phase = 'buyer';
    void this.drafts.forget(this.kind);
  }

  // --- step 3 ------------------------------------------------------------------------------

  get reservation(): Reservation | null {
    return this.reservationCode === null ? null : findReservation(this.purchases, this.reservationCode);
  }

  get people(): readonly BookingPerson[] {
    return this.reservation?.people ?? [];
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
    this.selectedPeople = this.people.map(personKey).filter((key) => this.checked.has(key));
    this.phase = 'attachments';
  }

  /** 'Regresar' on step 3: the history. */
  backToHistory(): void {
    this.phase = 'history';
  }

  // --- step 4 ------------------------------------------------------------------------------

  /** The people of step 4, each with their form. */
  get attachmentPeople(): readonly { readonly key: string; readonly person: BookingPerson; readonly attachments: PersonAttachments }[] {
    const byKey = new Map(this.people.map((person) => [personKey(person), person]));
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
    return this.allPeopleComplete && !this.submission.isSubmitting;
  }

  /**
   * Step 4's forward button. Pressed while a person is incomplete (the button is disabled, but
   * Enter in a field can get here), every empty reason says so.
   */
  async finishAttachments(): Promise<void> {
    if (!this.allPeopleComplete) {
      this.reasonTouched = new Set(this.selectedPeople);
      return;
    }
    if (this.kind === 'refund') this.phase = 'buyerDocuments';
    else await this.send();
  }

  /**
   * 'Regresar' on step 4: a rescheduling asks first (spec section 4: 'Sí, continuar' goes to step
   * 3, 'Cancelar' closes); a refund goes straight back. Step 4's forms are kept either way.
   */
  backFromAttachments(): void {
    if (this.kind === 'refund') {
      this.phase = 'detail';
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
    this.phase = 'detail';
  }

  // --- step 5 (refund) ---------------------------------------------------------------------

  setBuyerDocument(document: BuyerDocumentKind, file: AttachedFile | null): void {
    this.buyerDocuments = { ...this.buyerDocuments, [document]: file };
  }

  get canSend(): boolean {
    return this.allPeopleComplete && areBuyerDocumentsComplete(this.buyerDocuments) && !this.submission.isSubmitting;
  }

  /** 'Regresar' on step 5: step 4, as it was. */
  backToAttachments(): void {
    this.phase = 'attachments';
  }

  // --- sending -----------------------------------------------------------------------------

  async send(): Promise<void> {
    const ready = this.kind === 'refund' ? this.canSend : this.canFinishAttachments;
    const reservationCode = this.reservationCode;
    if (!ready || reservationCode === null) return;
    await this.submission.run(async () => {
      // Written now, not after the save delay: if the answer is 'Error del sistema', closing it
      // reloads the page, and the reload must find everything.
      const draft = this.draft;
      if (draft !== null) await this.drafts.keep(draft);
      const input = {
        kind: this.kind,
        buyer: this.buyer,
        reservationCode,
        observation: this.observation,
        people: this.attachmentPeople.map(({ person, attachments }) => ({ person, attachments })),
        buyerDocuments: this.buyerDocuments,
      };
      runInAction(() => {
        this.progress = { stage: 'uploading', percent: 0 };
      });
      const result = await this.submitBookingRequest.execute(input, (sent) => this.onProgress(sent));
      if (result.kind === 'filed') await this.drafts.forget(this.kind);
      runInAction(() => {
        this.progress = null;
        switch (result.kind) {
          case 'filed':
            this.filings = result.filings;
            this.draftStartedAt = null;
            this.phase = 'filed';
            break;
          case 'incomplete':
            this.reasonTouched = new Set(this.selectedPeople);
            break;
          case 'systemError':
            this.ui.showSystemError('reloadOnly');
            break;
        }
      });
    });
  }

  /** Whole percents only: a 30 MB body reports thousands of times, the bar moves a hundred. */
  private onProgress({ sentBytes, totalBytes }: UploadProgress): void {
    const next: SubmissionProgress =
      totalBytes !== null && totalBytes > 0 && sentBytes >= totalBytes
        ? { stage: 'awaitingAnswer' }
        : { stage: 'uploading', percent: totalBytes !== null && totalBytes > 0 ? Math.floor((sentBytes * 100) / totalBytes) : null };
    const current = this.progress;
    const same =
      current !== null &&
      current.stage === next.stage &&
      (next.stage === 'awaitingAnswer' || (current.stage === 'uploading' && current.percent === next.percent));
    if (!same) this.progress = next;
  }

  private clearRequest(): void {
    this.reservationCode = null;
    this.checked = new Set();
    this.selectedPeople = [];
    this.attachments = {};
    this.reasonTouched = new Set();
    this.observation = '';
    this.buyerDocuments = emptyBuyerDocuments;
  }
}
