import { act, render } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';

export type DrawingPhase = 'loading' | 'form' | 'unavailable';

/**
 * A page with an entry load (`useShownPhase`) whose content waits on the test: the content
 * suspends, so the transition that draws it stays under way, the loading screen up, until `draw()`.
 */
export function mountDrawingPage() {
  let letDraw: () => void = () => undefined;
  const content = new Promise<void>((resolve) => (letDraw = resolve));
  function Content() {
    use(content);
    return <p>contenido</p>;
  }
  let setPhase: (phase: DrawingPhase) => void = () => undefined;
  function Page() {
    const [phase, set] = useState<DrawingPhase>('loading');
    setPhase = set;
    return useShownPhase(phase) === 'loading' ? <p>cargando</p> : <Content />;
  }
  const view = render(
    <Suspense fallback={<p>sin página</p>}>
      <Page />
    </Suspense>,
  );
  return {
    view,
    change: (phase: DrawingPhase) => act(() => setPhase(phase)),
    draw: () => act(async () => letDraw()),
  };
}

/** Whether `promise` has settled within a few milliseconds. */
export async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return settled;
}
