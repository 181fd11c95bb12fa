import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckPaymentStatus } from '@/application/payments/check-payment-status.use-case';
import { FindPendingPayments } from '@/application/payments/find-pending-payments.use-case';
import { LoadFrequentQuestions } from '@/application/payments/load-frequent-questions.use-case';
import { RequestPayment } from '@/application/payments/request-payment.use-case';
import { AppConfig } from '@/application/shared/config/app-config.model';
import type { Receipt, ReceiptRow } from '@/application/shared/receipt-printer.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { cashPayment, type PaymentMethod } from '@/domain/payments/payment-method.entity';
import { canPay, isPartialSelection, selectionTotal } from '@/domain/payments/payment-selection.rules';
import type { PaymentStatus } from '@/domain/payments/payment-status.rules';
import type { PaymentTransaction } from '@/domain/payments/payment-transaction.entity';
import type { PendingPayment } from '@/domain/payments/pending-payment.entity';
import { formatDate, formatDateTime } from '@/domain/shared/dates.rules';
import { initialDocumentQuery, isDocumentQueryValid, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { formatCopOr } from '@/domain/shared/money.rules';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { OnlinePaymentsBrowser } from './online-payments-browser.util';
import { onlinePaymentsMessages as m } from './online-payments.messages';

/**
 * 'query' step 1, 'pending' step 2, 'transactionPending' step 3, 'result' step 4;
 * 'checkingResult' while the return from the checkout is being read (step 4 shows only once a
 * status is known).
 */
export type OnlinePaymentsPhase = 'query' | 'pending' | 'transactionPending' | 'checkingResult' | 'result';

export type SelectAllState = 'none' | 'some' | 'all';

/** /pagos-en-linea (docs/payments.md): query, pending payments, a pending transaction, the result. */
@injectable()
export class OnlinePaymentsViewModel {
  phase: OnlinePaymentsPhase = 'query';
  query: DocumentQuery = initialDocumentQuery;
  /** The document the table was found with: what is paid for, whatever the form says later. */
  private payer: DocumentQuery = initialDocumentQuery;
  payments: readonly PendingPayment[] = [];
  /** The checked rows, by reference. */
  selected = new Set<string>();
  isQuerying = false;
  /** The browser is on its way to the checkout: the buttons stay disabled until the page is gone. */
  isLeaving = false;
  cus: string | null = null;
  pendingReferences: readonly string[] = [];
  status: PaymentStatus | null = null;
  transaction: PaymentTransaction | null = null;
  /**
   * The fund answered, but this page is not the first return from this tab's checkout (a reload, a
   * reopened or restored tab): the outcome alone, without the transaction's data (ADR 0013).
   */
  transactionWithheld = false;
  readonly submission = new InFlight();
  /** The return address's `state` parameter, null on a plain visit: set once by `configure`. */
  private returnState: string | null = null;

  constructor(
    @inject(FindPendingPayments) private readonly findPendingPayments: FindPendingPayments,
    @inject(RequestPayment) private readonly requestPayment: RequestPayment,
    @inject(CheckPaymentStatus) private readonly checkPaymentStatus: CheckPaymentStatus,
    @inject(LoadFrequentQuestions) private readonly loadFrequentQuestions: LoadFrequentQuestions,
    @inject(UiFeedback) private readonly ui: UiFeedback,
    @inject(OnlinePaymentsBrowser) private readonly browser: OnlinePaymentsBrowser,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<
      this,
      'findPendingPayments' | 'requestPayment' | 'checkPaymentStatus' | 'loadFrequentQuestions' | 'ui' | 'browser' | 'session' | 'config' | 'returnState'
    >(this, {
      ...notState(
        'findPendingPayments',
        'requestPayment',
        'checkPaymentStatus',
        'loadFrequentQuestions',
        'ui',
        'browser',
        'session',
        'config',
        'submission',
        'returnState',
        'load',
      ),
    });
  }

  /**
   * What the route tells the page, before the first render: `returnState` is the return
   * address's `state` parameter (back from the checkout), null on a plain visit.
   */
  configure(returnState: string | null): void {
    this.returnState = returnState;
  }

  /**
   * Entering the page: back from the checkout, the result is read (a reload reads the outcome
   * again, without the transaction's data, which only the first return is given and then keeps in
   * this view model); a plain visit asks nothing and shows the query.
   */
  readonly load = loadOnce(async () => {
    const returnState = this.returnState;
    if (returnState === null) return;
    runInAction(() => {
      this.phase = 'checkingResult';
    });
    const result = await this.ui.withLoader(() => this.checkPaymentStatus.execute(returnState));
    runInAction(() => {
      this.status = result.kind;
      this.transaction = result.transaction;
      this.transactionWithheld = result.transactionWithheld;
      this.phase = 'result';
    });
  });

  // --- step 1 ------------------------------------------------------------------------------

  get canContinue(): boolean {
    return !this.isQuerying && isDocumentQueryValid(this.query);
  }

  changeQuery(query: DocumentQuery): void {
    this.query = query;
  }

  async consult(): Promise<void> {
    if (!this.canContinue) return;
    this.isQuerying = true;
    const query = this.query;
    const result = await this.ui.withLoader(() => this.findPendingPayments.execute(query));
    runInAction(() => {
      this.isQuerying = false;
      switch (result.kind) {
        case 'pending':
          this.payer = query;
          this.payments = result.payments;
          this.selected = new Set();
          this.phase = 'pending';
          break;
        case 'noPendingPayments':
          // The document stays as typed, to check it or look up someone else.
          this.ui.showToast({ tone: 'info', message: m.query.noPendingPayments });
          break;
        case 'systemError':
          this.ui.showSystemError('reloadOnly');
          break;
      }
    });
  }

  /**
   * 'Preguntas frecuentes': the tab is opened in the click itself (a tab opened after the call
   * would be a blocked pop-up), then shows the PDF or closes again.
   */
  async openFrequentQuestions(): Promise<void> {
    const tab = this.browser.prepareDocumentTab();
    const result = await this.ui.withLoader(() => this.loadFrequentQuestions.execute());
    if (result.kind === 'systemError') {
      tab.cancel();
      this.ui.showSystemError('stayOnPage', m.frequentQuestionsError);
      return;
    }
    if (tab.show(result.document.binary, result.document.name) === 'invalid') {
      this.ui.showSystemError('stayOnPage', m.frequentQuestionsError);
    }
  }

  // --- step 2 ------------------------------------------------------------------------------

  get selectedPayments(): readonly PendingPayment[] {
    return this.payments.filter((payment) => this.selected.has(payment.reference));
  }

  get total(): number {
    return selectionTotal(this.selectedPayments);
  }

  get selectAllState(): SelectAllState {
    const count = this.selectedPayments.length;
    if (count === 0) return 'none';
    return isPartialSelection(count, this.payments.length) ? 'some' : 'all';
  }

  get canPay(): boolean {
    return canPay(this.selectedPayments) && !this.submission.isSubmitting && !this.isLeaving;
  }

  isSelected(reference: string): boolean {
    return this.selected.has(reference);
  }

  toggle(reference: string): void {
    const next = new Set(this.selected);
    if (next.has(reference)) next.delete(reference);
    else next.add(reference);
    this.selected = next;
  }

  /** Checks every row, or none when all are checked already. */
  toggleAll(): void {
    this.selected = this.selectAllState === 'all' ? new Set() : new Set(this.payments.map((payment) => payment.reference));
  }

  async pay(method: PaymentMethod): Promise<void> {
    if (!this.canPay) return;
    const input = { payer: this.payer, payments: this.selectedPayments, method };
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() => this.requestPayment.execute(input));
      runInAction(() => {
        switch (result.kind) {
          case 'redirect':
            this.isLeaving = true;
            this.browser.leaveTo(result.processUrl);
            break;
          case 'pending':
            this.cus = result.cus;
            this.pendingReferences = result.references;
            this.phase = 'transactionPending';
            break;
          case 'noRegisteredEmail':
            this.ui.showModal({
              tone: 'error',
              title: this.config.texts.paymentEmailErrorTitle,
              message: m.noRegisteredEmail.message,
              actions: [
                { label: m.noRegisteredEmail.accept, variant: 'secondary' },
                { label: m.noRegisteredEmail.createAccount, variant: 'primary', onSelect: () => void this.session.login() },
              ],
            });
            break;
          case 'systemError':
            this.ui.showSystemError('reloadOnly');
            break;
        }
      });
    });
  }

  /** 'Regresar' on step 2 and 'Volver a pagos' on step 3: the form, with the document as it was. */
  backToQuery(): void {
    this.payments = [];
    this.selected = new Set();
    this.cus = null;
    this.pendingReferences = [];
    this.phase = 'query';
  }

  /**
   * 'Volver' on the result: a new query (the page also drops the return address's parameters),
   * and the tab forgets the payment it showed.
   */
  startOver(): void {
    if (this.status !== null) this.checkPaymentStatus.forget();
    this.backToQuery();
    this.query = initialDocumentQuery;
    this.status = null;
    this.transaction = null;
    this.transactionWithheld = false;
  }

  // --- steps 3 and 4: printing -------------------------------------------------------------

  get cashHours(): number {
    return cashPayment.hoursToPay;
  }

  get convenio(): string {
    return cashPayment.correspondentAgreement;
  }

  /** The transaction table's rows, texts ready to show ('No registra' where the fund sent nothing). */
  get transactionRows(): readonly ReceiptRow[] {
    const t = this.transaction;
    const f = m.result.fields;
    const or = (value: string | null) => value ?? m.result.notGiven;
    return [
      [f.reference, or(t?.reference ?? null)],
      [f.description, or(t?.description ?? null)],
      [f.amount, formatCopOr(t?.amount, m.result.notGiven)],
      [f.date, or(formatDateTime(t?.date) ?? formatDate(t?.date) ?? null)],
      [f.paymentMethod, or(t?.paymentMethod ?? null)],
      [f.issuer, or(t?.issuer ?? null)],
      [f.authorization, or(t?.authorization ?? null)],
      [f.receipt, or(t?.receipt ?? null)],
      [f.buyer, or(t?.buyerFullName ?? null)],
      [f.ipAddress, or(t?.ipAddress ?? null)],
    ];
  }

  async printResult(): Promise<void> {
    const title = this.status === null ? m.result.heading : m.result.statuses[this.status];
    await this.print({ title, rows: this.transactionRows });
  }

  async printTransactionPending(): Promise<void> {
    const references = this.pendingReferences.join(', ');
    await this.print({
      title: m.transactionPending.heading,
      headingLines: [m.transactionPending.message(references)],
      rows: [
        [m.transactionPending.cus, this.cus ?? ''],
        [m.transactionPending.references, references],
      ],
    });
  }

  private async print(receipt: Receipt): Promise<void> {
    try {
      await this.browser.print(receipt);
    } catch {
      this.ui.showToast({ tone: 'error', message: m.printError });
    }
  }
}
