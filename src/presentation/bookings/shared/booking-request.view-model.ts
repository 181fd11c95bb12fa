import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { BookingDrafts, type DraftCheck } from '@/application/bookings/booking-drafts.use-case';
import { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import { SubmitBookingRequest, type FiledPerson } from '@/application/bookings/submit-booking-request.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { isDraftFor, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import { lastStepOf, type BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { findReservation, type Purchase } from '@/domain/bookings/purchase.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { AttachmentsStepViewModel } from './attachments-step.view-model';
import { BookingDraftSync } from './booking-draft-sync.view-model';
import { bookingRequestMessages as m } from './booking-request.messages';
import { bookingRequestSteps, type BookingRequestFlow, type BookingRequestPhase } from './booking-request-flow.model';
import { BuyerDocumentsStepViewModel } from './buyer-documents-step.view-model';
import { BuyerStepViewModel } from './buyer-step.view-model';
import { DetailStepViewModel } from './detail-step.view-model';
import { HistoryStepViewModel } from './history-step.view-model';
import { SubmissionProgressViewModel } from './submission-progress.view-model';

const phaseOfStep: Readonly<Record<BookingDraft['step'], BookingRequestPhase>> = {
  2: 'history',
  3: 'detail',
  4: 'attachments',
  5: 'buyerDocuments',
};

const stepOfPhase: Partial<Record<BookingRequestPhase, BookingDraft['step']>> = { history: 2, detail: 3, attachments: 4, buyerDocuments: 5 };

/**
 * /solicitud-de-reagendamiento (4 steps) and /solicitud-de-devolucion (5 steps), docs/bookings.md:
 * the same screens, told apart by `kind` (set once by the page, before it renders).
 * It holds which screen shows and composes one model per step (`buyerStep` ... `buyerDocumentsStep`),
 * the upload's progress (`upload`) and the draft's synchroniser; it does what spans steps: the
 * draft, starting over, and filing the request.
 *
 * Everything chosen in steps 2-5 is kept as this tab's draft: a reload, the one after 'Error del
 * sistema' included, brings the person back to the same screen with their selection, reasons,
 * observations and files. It is forgotten after the request is filed, when the person goes back
 * to step 1, and when another buyer's document is validated.
 */
@injectable()
export class BookingRequestViewModel implements BookingRequestFlow {
  kind: BookingRequestKind = 'rescheduling';
  phase: BookingRequestPhase = 'restoring';
  /** Set when the request was filed: the success modal lists them. */
  filings: readonly FiledPerson[] | null = null;
  /** The success modal was closed: the page goes back to the bookings landing (nothing is left to do here). */
  isFinished = false;
  readonly submission = new InFlight();
  readonly upload = new SubmissionProgressViewModel();
  readonly buyerStep: BuyerStepViewModel;
  readonly historyStep: HistoryStepViewModel;
  readonly detailStep: DetailStepViewModel;
  readonly attachmentsStep: AttachmentsStepViewModel;
  readonly buyerDocumentsStep: BuyerDocumentsStepViewModel;
  private readonly draftSync: BookingDraftSync;

  constructor(
    @inject(FindCustomerPurchases) findCustomerPurchases: FindCustomerPurchases,
    @inject(SubmitBookingRequest) private readonly submitBookingRequest: SubmitBookingRequest,
    @inject(BookingDrafts) drafts: BookingDrafts,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    this.draftSync = new BookingDraftSync(drafts, () => this.kind);
    this.buyerStep = new BuyerStepViewModel(this, findCustomerPurchases, ui);
    this.attachmentsStep = new AttachmentsStepViewModel(this, () => this.detailStep.people, ui);
    this.detailStep = new DetailStepViewModel(this, () => this.historyStep.purchases, this.attachmentsStep);
    this.historyStep = new HistoryStepViewModel(this, this.detailStep);
    this.buyerDocumentsStep = new BuyerDocumentsStepViewModel(this, this.attachmentsStep);
    makeAutoObservable<this, 'submitBookingRequest' | 'ui' | 'draftSync'>(this, {
      ...notState(
        'submitBookingRequest',
        'ui',
        'submission',
        'upload',
        'buyerStep',
        'historyStep',
        'detailStep',
        'attachmentsStep',
        'buyerDocumentsStep',
        'draftSync',
        'load',
      ),
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

  go(phase: BookingRequestPhase): void {
    this.phase = phase;
  }

  /**
   * Entering the page: this page's own draft of the flow brings the person back. A draft an
   * earlier page of the tab left (a reload, a tab the browser reopened) is locked: step 1 stays,
   * showing nothing of it, until its buyer's document is typed again (`BuyerStepViewModel`). Step
   * 1 is on screen while the draft is looked for ('restoring'): a document validated meanwhile is
   * the person's own choice, so it goes on from there and the draft is not brought back over it.
   */
  readonly load = loadOnce(async () => {
    const found = await this.draftSync.restore();
    runInAction(() => {
      if (this.phase !== 'restoring') return;
      this.phase = 'buyer';
      if (this.buyerStep.isQuerying) return;
      if (found.kind === 'locked') this.buyerStep.lockDraft(found.triesLeft);
      if (found.kind === 'restored' && !this.applyDraft(found.draft)) this.draftSync.discard();
    });
  });

  /** The buyer's document typed on step 1 against a locked draft: when it is the draft's, the draft comes back. */
  async unlockDraft(buyer: DocumentQuery): Promise<DraftCheck> {
    const check = await this.draftSync.unlock(buyer);
    if (check.kind !== 'restored') return check;
    return runInAction(() => {
      if (this.applyDraft(check.draft)) return check;
      this.draftSync.discard();
      return { kind: 'none' } as const;
    });
  }

  /** 'Empezar una solicitud nueva' beside a locked draft: it is deleted unseen. */
  discardLockedDraft(): void {
    this.draftSync.discard();
  }

  /**
   * Keeps the draft up to date while the page is open; returns the function that stops it, which
   * writes at once a change still waiting for its delay (`BookingDraftSync.watch`). The page starts
   * it in an effect and stops it as the effect's cleanup.
   */
  keepDraft(): () => void {
    return this.draftSync.watch(() => this.draft);
  }

  /**
   * What a reload would bring back; null outside steps 2-5. Plain data (`toJS`), never MobX's
   * proxies: IndexedDB stores by structured clone, which refuses a proxy.
   */
  get draft(): BookingDraft | null {
    const step = stepOfPhase[this.phase];
    const startedAt = this.draftSync.startedAt;
    if (step === undefined || startedAt === null) return null;
    const { historyStep, detailStep, attachmentsStep } = this;
    // toJS leaves a plain object as it is, so each observable field is converted on its own.
    // The people are step 3's checks until step 4 takes them: only the field in use is read.
    return {
      kind: this.kind,
      buyer: toJS(historyStep.buyer),
      step,
      purchases: toJS(historyStep.purchases),
      reservationCode: detailStep.reservationCode,
      selectedPeople: step >= 4 ? toJS(attachmentsStep.selectedPeople) : [...detailStep.checked],
      attachments: toJS(attachmentsStep.attachments),
      observation: attachmentsStep.observation,
      buyerDocuments: toJS(this.buyerDocumentsStep.buyerDocuments),
      startedAt,
    };
  }

  /** False when the draft does not fit what it claims (a reservation that is not in it). */
  private applyDraft(draft: BookingDraft): boolean {
    const phase = phaseOfStep[draft.step];
    if (draft.step >= 3 && (draft.reservationCode === null || findReservation(draft.purchases, draft.reservationCode) === null)) return false;
    if (phase === 'buyerDocuments' && this.kind !== 'refund') return false;
    this.buyerStep.restore(draft.buyer);
    this.historyStep.restore(draft);
    this.detailStep.restore(draft);
    this.attachmentsStep.restore(draft);
    this.buyerDocumentsStep.restore(draft);
    this.draftSync.resume(draft);
    this.phase = phase;
    return true;
  }

  showPurchases(buyer: DocumentQuery, purchases: readonly Purchase[]): void {
    // Nothing chosen for one buyer is ever carried over to another.
    if (this.draftSync.startedAt === null || !isDraftFor({ buyer: this.historyStep.buyer }, buyer)) {
      this.clearRequest();
      this.draftSync.begin();
    }
    this.historyStep.show(buyer, purchases);
    this.phase = 'history';
  }

  startOver(): void {
    this.clearRequest();
    this.draftSync.discard();
    this.phase = 'buyer';
  }

  async send(): Promise<void> {
    const ready = this.kind === 'refund' ? this.buyerDocumentsStep.canSend : this.attachmentsStep.canFinishAttachments;
    const reservationCode = this.detailStep.reservationCode;
    if (!ready || reservationCode === null) return;
    await this.submission.run(async () => {
      // Written now, not after the save delay: if the answer is 'Error del sistema', closing it
      // reloads the page, and the reload must find everything.
      const draft = this.draft;
      if (draft !== null) await this.draftSync.keep(draft);
      const input = {
        kind: this.kind,
        buyer: this.historyStep.buyer,
        reservationCode,
        observation: this.attachmentsStep.observation,
        people: this.attachmentsStep.attachmentPeople.map(({ person, attachments }) => ({ person, attachments })),
        buyerDocuments: this.buyerDocumentsStep.buyerDocuments,
      };
      this.upload.start();
      const result = await this.submitBookingRequest.execute(input, (sent) => this.upload.report(sent));
      if (result.kind === 'filed') await this.draftSync.forget();
      runInAction(() => {
        this.upload.finish();
        switch (result.kind) {
          case 'filed':
            this.filings = result.filings;
            this.draftSync.end();
            this.phase = 'filed';
            this.showFiled(result.filings);
            break;
          case 'incomplete':
            this.attachmentsStep.touchAllReasons();
            break;
          case 'systemError':
            this.ui.showSystemError('reloadOnly');
            break;
        }
      });
    });
  }

  /**
   * 'Solicitud generada con éxito' (docs/bookings.md): one line per person with the filing number the fund
   * gave them, through the shell's modal like every success. The request is done, so its button and Escape
   * both finish the page.
   */
  private showFiled(filings: readonly FiledPerson[]): void {
    const finish = () => runInAction(() => (this.isFinished = true));
    this.ui.showModal({
      tone: 'success',
      title: m.success.title,
      message: m.success.intro,
      list: {
        label: m.success.filingsLabel,
        items: filings.map((filing) => m.success.filing(m.document(filing.documentType, filing.documentNumber), filing.filingNumber)),
      },
      note: m.success.channel,
      actions: [{ label: m.success.close, onSelect: finish, variant: 'primary' }],
      onDismiss: finish,
    });
  }

  /** Everything chosen on steps 3-5 goes; the buyer and their purchases stay. */
  private clearRequest(): void {
    this.detailStep.clear();
    this.attachmentsStep.clear();
    this.buyerDocumentsStep.clear();
  }
}
