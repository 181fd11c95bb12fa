import { act, render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { entryLoadsDrawn } from '@/presentation/shared/view-model/entry-loads-drawn.util';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { mountDrawingPage, settlesSoon } from '@test/support/drawing-page';

type Phase = 'loading' | 'form' | 'sent' | 'unavailable';

/**
 * Renders `phase` as a page would and records every committed render as 'phase → shown phase'
 * (a render that commits the same pair again is recorded once).
 */
function mountPage() {
  const committed: string[] = [];
  let setPhase: (phase: Phase) => void = () => undefined;
  function Page() {
    const [phase, set] = useState<Phase>('loading');
    setPhase = set;
    const shown = useShownPhase(phase);
    useLayoutEffect(() => {
      const pair = `${phase} → ${shown}`;
      if (committed.at(-1) !== pair) committed.push(pair);
    });
    return <p>{shown}</p>;
  }
  render(<Page />);
  return { committed, change: (phase: Phase) => act(() => setPhase(phase)) };
}

describe('useShownPhase', () => {
  it('keeps drawing the loading screen in the urgent render and draws the content in a transition after it', async () => {
    const page = mountPage();
    await page.change('form');
    expect(page.committed).toEqual(['loading → loading', 'form → loading', 'form → form']);
  });

  it('draws an unavailable end at once', async () => {
    const page = mountPage();
    await page.change('unavailable');
    expect(page.committed).toEqual(['loading → loading', 'unavailable → unavailable']);
  });

  it('draws a step the person asked for at once, once the content is up', async () => {
    const page = mountPage();
    await page.change('form');
    await page.change('sent');
    expect(page.committed).toEqual(['loading → loading', 'form → loading', 'form → form', 'sent → sent']);
  });

  describe('entryLoadsDrawn', () => {
    it('settles at once when no page is drawing', async () => {
      mountDrawingPage();
      expect(await settlesSoon(entryLoadsDrawn())).toBe(true);
    });

    it('waits while a page draws its content in a transition, and settles once it is drawn', async () => {
      const page = mountDrawingPage();
      await page.change('form');
      expect(page.view.container.textContent).toBe('cargando');
      const drawn = entryLoadsDrawn();
      expect(await settlesSoon(drawn)).toBe(false);
      await page.draw();
      expect(page.view.container.textContent).toBe('contenido');
      expect(await settlesSoon(drawn)).toBe(true);
    });

    it('settles when the page leaves before its content is drawn', async () => {
      const page = mountDrawingPage();
      await page.change('form');
      const drawn = entryLoadsDrawn();
      page.view.unmount();
      expect(await settlesSoon(drawn)).toBe(true);
    });

    it('does not wait for a page that draws its end at once', async () => {
      const page = mountDrawingPage();
      await page.change('unavailable');
      expect(await settlesSoon(entryLoadsDrawn())).toBe(true);
    });
  });
});
