import { describe, expect, it, vi } from 'vitest';
import type { UiFeedback } from '@/application/shared/ui-feedback.port';
import { EarlyViewModels } from '@/presentation/shared/view-model/early-view-models.store';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';

class ListViewModel {
  readonly load = vi.fn(async () => undefined);
}

describe('EarlyViewModels', () => {
  it('starts a view model once, and hands that instance to its page until the page has mounted with it', () => {
    const early = new EarlyViewModels(fakeUiFeedback().ui);
    const created: ListViewModel[] = [];
    const create = () => {
      const vm = new ListViewModel();
      created.push(vm);
      return vm;
    };
    early.start(ListViewModel, create);
    early.start(ListViewModel, create);

    expect(created).toHaveLength(1);
    expect(created[0]?.load).toHaveBeenCalledTimes(1);
    early.settle(false);
    // A first render React throws away and starts again finds the same instance.
    expect(early.find(ListViewModel)).toBe(created[0]);
    expect(early.find(ListViewModel)).toBe(created[0]);
    // Another instance mounting (a page that made its own) hands nothing over.
    early.handedOver(ListViewModel, new ListViewModel());
    expect(early.find(ListViewModel)).toBe(created[0]);
    early.handedOver(ListViewModel, created[0]);
    expect(early.find(ListViewModel)).toBeUndefined();
  });

  it('a check that ends signed in drops what started: the page makes its own call, with the token', () => {
    const early = new EarlyViewModels(fakeUiFeedback().ui);
    early.start(ListViewModel, () => new ListViewModel());
    early.settle(true);
    expect(early.find(ListViewModel)).toBeUndefined();
  });

  it('nothing starts once the check has ended signed in', () => {
    const early = new EarlyViewModels(fakeUiFeedback().ui);
    early.settle(true);
    const create = vi.fn(() => new ListViewModel());
    early.start(ListViewModel, create);
    expect(create).not.toHaveBeenCalled();
    expect(early.find(ListViewModel)).toBeUndefined();
  });

  it('ended anonymous, a view model still starts until its page first renders, and speaks straight through', () => {
    const { ui } = fakeUiFeedback();
    const early = new EarlyViewModels(ui);
    early.settle(false);
    let feedback: UiFeedback | null = null;
    const started = new ListViewModel();
    early.start(ListViewModel, (given) => ((feedback = given), started));
    expect(started.load).toHaveBeenCalledTimes(1);
    (feedback as UiFeedback | null)?.showSystemError('reloadOnly');
    expect(ui.showSystemError).toHaveBeenCalledTimes(1);
    expect(early.find(ListViewModel)).toBe(started);
  });

  it('a page that rendered before its modules were in makes its own call: no early start after it, nothing left for a later visit', () => {
    for (const signedIn of [null, false]) {
      const early = new EarlyViewModels(fakeUiFeedback().ui);
      if (signedIn !== null) early.settle(signedIn);
      expect(early.find(ListViewModel)).toBeUndefined();
      if (signedIn === null) early.settle(false);
      const create = vi.fn(() => new ListViewModel());
      early.start(ListViewModel, create);
      expect(create).not.toHaveBeenCalled();
      expect(early.find(ListViewModel)).toBeUndefined();
    }
  });

  it('what an early view model would show waits for the check: shown when anonymous, dropped when signed in', () => {
    for (const signedIn of [false, true]) {
      const { ui } = fakeUiFeedback();
      const early = new EarlyViewModels(ui);
      let feedback: UiFeedback | null = null;
      early.start(ListViewModel, (given) => {
        feedback = given;
        return new ListViewModel();
      });
      (feedback as UiFeedback | null)?.showSystemError('goHomeAndReload');
      expect(ui.showSystemError).not.toHaveBeenCalled();

      early.settle(signedIn);
      expect(ui.showSystemError).toHaveBeenCalledTimes(signedIn ? 0 : 1);
      // After the check, an anonymous visitor's page speaks straight through; a dropped one never does.
      (feedback as UiFeedback | null)?.showSystemError('reloadOnly');
      expect(ui.showSystemError).toHaveBeenCalledTimes(signedIn ? 0 : 2);
    }
  });
});
