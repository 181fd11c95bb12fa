import { makeObservable, observable, runInAction } from 'mobx';

/**
 * The guard against double submission of a view model's commands that POST or PUT:
 * while one runs, `isSubmitting` is true (the page binds its buttons' `disabled` to it) and a
 * second `run` is ignored, so a double click, a second Enter or a click that beats the re-render
 * sends one request.
 *
 *   readonly submission = new InFlight();
 *   async send(): Promise<void> {
 *     if (!this.canSend) return;
 *     await this.submission.run(async () => { ... await this.ui.withLoader(...) ... });
 *   }
 *
 * One per view model: its commands exclude one another. Exclude the field from makeAutoObservable
 * (`...notState('submission')`): the holder never changes; its `isSubmitting` is observable itself.
 */
export class InFlight {
  isSubmitting = false;

  constructor() {
    makeObservable(this, { isSubmitting: observable });
  }

  /** Runs `work` unless a call is already in flight (then resolves at once, doing nothing). */
  async run(work: () => Promise<void>): Promise<void> {
    if (this.isSubmitting) return;
    runInAction(() => {
      this.isSubmitting = true;
    });
    try {
      await work();
    } finally {
      runInAction(() => {
        this.isSubmitting = false;
      });
    }
  }
}
