import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('InFlight', () => {
  it('is not submitting until a call starts', () => {
    expect(new InFlight().isSubmitting).toBe(false);
  });

  it('is submitting from the call’s first synchronous moment until its work settles', async () => {
    const inFlight = new InFlight();
    const answer = deferred();
    const running = inFlight.run(() => answer.promise);
    expect(inFlight.isSubmitting).toBe(true);
    answer.resolve();
    await running;
    expect(inFlight.isSubmitting).toBe(false);
  });

  it('ignores a second call while the first is in flight: the work runs once', async () => {
    const inFlight = new InFlight();
    const answer = deferred();
    const work = vi.fn(() => answer.promise);
    const first = inFlight.run(work);
    const second = inFlight.run(work);
    await second;
    expect(work).toHaveBeenCalledTimes(1);
    expect(inFlight.isSubmitting).toBe(true);
    answer.resolve();
    await first;
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs again once the first call has ended', async () => {
    const inFlight = new InFlight();
    const work = vi.fn(() => Promise.resolve());
    await inFlight.run(work);
    await inFlight.run(work);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('ends the flight when the work throws, and lets the error through', async () => {
    const inFlight = new InFlight();
    const answer = deferred();
    const running = inFlight.run(() => answer.promise);
    answer.reject(new Error('boom'));
    await expect(running).rejects.toThrow('boom');
    expect(inFlight.isSubmitting).toBe(false);
    const work = vi.fn(() => Promise.resolve());
    await inFlight.run(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('is observable: a reaction sees the flight start and end', async () => {
    const inFlight = new InFlight();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(inFlight.isSubmitting));
    await inFlight.run(() => Promise.resolve());
    stop();
    expect(seen).toEqual([false, true, false]);
  });
});
