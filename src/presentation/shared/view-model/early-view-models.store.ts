import { injectable, type Newable } from 'inversify';

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
 * and none starts later: their page makes its own call, which carries the person's token (spec
 * section 7). Whatever is not taken by the first render of its page is dropped too.
 */
@injectable()
export class EarlyViewModels {
  private readonly started = new Map<EarlyViewModelClass, EarlyLoadable>();
  private open = true;

  /** Creates the view model and starts its entry load, unless the check has ended or it has started. */
  start(viewModel: EarlyViewModelClass, create: () => EarlyLoadable): void {
    if (!this.open || this.started.has(viewModel)) return;
    const instance = create();
    this.started.set(viewModel, instance);
    void instance.load();
  }

  /** The identity check has ended: nothing starts any more, and a signed-in person's loads are dropped. */
  settle(signedIn: boolean): void {
    this.open = false;
    if (signedIn) this.started.clear();
  }

  /** The instance started for `viewModel`, handed over once; undefined when none was. */
  take(viewModel: unknown): unknown {
    const instance = this.started.get(viewModel as EarlyViewModelClass);
    this.started.delete(viewModel as EarlyViewModelClass);
    return instance;
  }
}
