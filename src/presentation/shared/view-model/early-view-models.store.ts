import { inject, injectable, type Newable } from 'inversify';
import { UiFeedback, type ModalRequest, type SystemErrorCloseAction, type ToastRequest } from '@/application/shared/ui-feedback.port';

/** A page's view model whose entry load may start before the identity check ends. */
export interface EarlyLoadable {
  readonly load: () => Promise<void>;
}

/** The class of such a view model, as the container knows it. */
export type EarlyViewModelClass = Newable<EarlyLoadable>;

/**
 * The entry loads that start before the identity check ends (ADR 0009, decision 17). A route
 * whose page's first calls carry no token names its view model (`RouteHandle.earlyViewModel`);
 * startup creates that view model as soon as its chunk and feature module are in and runs its
 * `load`, while the check still waits on the provider. The page then takes that very instance
 * (`useViewModel`), so the call's answer is shown with the main view and nothing is asked twice.
 *
 * Before the check ends nobody is signed in in this tab, so the HTTP layer attaches no token to
 * those calls. When the check ends with a signed-in person, the instances started are dropped
 * and none starts later: their page makes its own call, which carries the person's token (the
 * contract: optional tokens). When it ends anonymous, one may still start until its page first renders: a quick
 * provider can answer before the route's modules are in, and the call carries no token either
 * way, so the page takes it instead of asking only once it has drawn. An instance is handed over
 * once, when its page mounts; later visits make their own.
 *
 * An early view model reaches the person through a held `UiFeedback`: its loader is the real
 * one, but what it would show (a failure's modal, a toast) waits for the check. Anonymous, it is
 * shown then, with the main view; signed in, it is dropped with the instance, so an answer the
 * page will ask for again never shows an error of its own.
 */
@injectable()
export class EarlyViewModels {
  private readonly started = new Map<EarlyViewModelClass, EarlyLoadable>();
  /** View models whose page has rendered: too late for an early start. */
  private readonly asked = new Set<EarlyViewModelClass>();
  private readonly feedback = new Set<HeldUiFeedback>();
  private check: 'running' | 'anonymous' | 'signedIn' = 'running';

  constructor(@inject(UiFeedback) private readonly ui: UiFeedback) {}

  /**
   * Creates the view model with the feedback it must be given (held while the check runs) and
   * starts its entry load, unless it has started, its page has rendered or the check has ended
   * signed in.
   */
  start(viewModel: EarlyViewModelClass, create: (feedback: UiFeedback) => EarlyLoadable): void {
    if (this.check === 'signedIn' || this.asked.has(viewModel) || this.started.has(viewModel)) return;
    const feedback = new HeldUiFeedback(this.ui);
    if (this.check === 'running') this.feedback.add(feedback);
    else feedback.release(true);
    const instance = create(feedback);
    this.started.set(viewModel, instance);
    void instance.load();
  }

  /** The identity check has ended: a signed-in person's loads are dropped and none starts any more. */
  settle(signedIn: boolean): void {
    this.check = signedIn ? 'signedIn' : 'anonymous';
    if (signedIn) this.started.clear();
    for (const feedback of this.feedback) feedback.release(!signedIn);
    this.feedback.clear();
  }

  /**
   * The instance started for `viewModel`, undefined when none was. The same one on every call
   * until its page has mounted (`handedOver`): React may throw a first render away before it is
   * shown (an urgent update interrupts it) and start it again, and that second render must find
   * this instance, not make a new one that asks for the list again.
   */
  find(viewModel: unknown): unknown {
    this.asked.add(viewModel as EarlyViewModelClass);
    return this.started.get(viewModel as EarlyViewModelClass);
  }

  /** Its page has mounted with `instance`: it is handed over, and later visits make their own. */
  handedOver(viewModel: unknown, instance: unknown): void {
    if (this.started.get(viewModel as EarlyViewModelClass) === instance) this.started.delete(viewModel as EarlyViewModelClass);
  }
}

/**
 * `UiFeedback` whose messages wait until `release`: shown then and passed straight through after
 * it, or dropped with every later one (the instance that speaks through it has been discarded).
 */
class HeldUiFeedback implements UiFeedback {
  private held: (() => void)[] | null = [];
  private muted = false;

  constructor(private readonly ui: UiFeedback) {}

  withLoader<T>(work: () => Promise<T>): Promise<T> {
    return this.ui.withLoader(work);
  }

  showModal(request: ModalRequest): void {
    this.later(() => this.ui.showModal(request));
  }

  showSystemError(onClose: SystemErrorCloseAction, message?: string): void {
    this.later(() => this.ui.showSystemError(onClose, message));
  }

  showToast(request: ToastRequest): void {
    this.later(() => this.ui.showToast(request));
  }

  release(show: boolean): void {
    const held = this.held ?? [];
    this.held = null;
    this.muted = !show;
    if (show) held.forEach((message) => message());
  }

  private later(message: () => void): void {
    if (this.muted) return;
    if (this.held) this.held.push(message);
    else message();
  }
}
