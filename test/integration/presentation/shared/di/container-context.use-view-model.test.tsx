import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Container, injectable } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { ContainerProvider, useViewModel } from '@/presentation/shared/di/container-context';
import { EarlyViewModels } from '@/presentation/shared/view-model/early-view-models.store';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';

@injectable()
class ListViewModel {
  readonly load = vi.fn(async () => undefined);
}

/**
 * A page whose first render React throws away: it suspends once, and React mounts it again from
 * scratch when the promise settles (its state is not kept), as it does when an urgent update
 * interrupts a first render. Records the view model each render was given.
 */
function suspendingPage(gate: Promise<void>, seen: ListViewModel[]) {
  let isOpen = false;
  void gate.then(() => (isOpen = true));
  return function Page() {
    const vm = useViewModel(ListViewModel);
    seen.push(vm);
    if (!isOpen) throw gate;
    return <p>listo</p>;
  };
}

function containerWithEarly() {
  const container = new Container();
  container.bind(ListViewModel).toSelf();
  container.bind(EarlyViewModels).toConstantValue(new EarlyViewModels(fakeUiFeedback().ui));
  return container;
}

describe('useViewModel', () => {
  it('a first render thrown away and started again gets the instance startup began, not a new one', async () => {
    const container = containerWithEarly();
    const early = container.get(EarlyViewModels);
    const started = new ListViewModel();
    early.start(ListViewModel, () => started);
    early.settle(false);
    let open: () => void = () => undefined;
    const seen: ListViewModel[] = [];
    const Page = suspendingPage(new Promise<void>((resolve) => (open = resolve)), seen);

    render(
      <ContainerProvider container={container}>
        <Suspense fallback={<p>cargando</p>}>
          <Page />
        </Suspense>
      </ContainerProvider>,
    );
    await act(async () => open());

    expect(await screen.findByText('listo')).toBeTruthy();
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen)).toEqual(new Set([started]));
    // Mounted: handed over, so the next visit makes its own.
    expect(early.find(ListViewModel)).toBeUndefined();
  });

  it('without an early start, each visit gets a fresh instance from the container', () => {
    const container = containerWithEarly();
    const seen: ListViewModel[] = [];
    function Page() {
      seen.push(useViewModel(ListViewModel));
      return null;
    }
    const first = render(<ContainerProvider container={container}><Page /></ContainerProvider>);
    first.unmount();
    render(<ContainerProvider container={container}><Page /></ContainerProvider>);
    expect(new Set(seen).size).toBe(2);
  });
});
