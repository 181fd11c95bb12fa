import { act, render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';

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
});
