import { describe, expect, it, vi } from 'vitest';
import { EarlyViewModels } from '@/presentation/shared/view-model/early-view-models.store';

class ListViewModel {
  readonly load = vi.fn(async () => undefined);
}

describe('EarlyViewModels', () => {
  it('starts a view model once, and hands that instance to its page once', () => {
    const early = new EarlyViewModels();
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
    expect(early.take(ListViewModel)).toBe(created[0]);
    expect(early.take(ListViewModel)).toBeUndefined();
  });

  it('a check that ends signed in drops what started: the page makes its own call, with the token', () => {
    const early = new EarlyViewModels();
    early.start(ListViewModel, () => new ListViewModel());
    early.settle(true);
    expect(early.take(ListViewModel)).toBeUndefined();
  });

  it('nothing starts once the check has ended', () => {
    const early = new EarlyViewModels();
    early.settle(false);
    const create = vi.fn(() => new ListViewModel());
    early.start(ListViewModel, create);
    expect(create).not.toHaveBeenCalled();
    expect(early.take(ListViewModel)).toBeUndefined();
  });
});
