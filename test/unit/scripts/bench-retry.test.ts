import { describe, expect, it, vi } from 'vitest';
import { RECORDING_RETRIES, recordingErrorCode, runWithRecordingRetries } from '../../../scripts/bench/retry.mjs';

const ok = { runtimeError: undefined, audits: {} };
const recording = (code: string) => ({ runtimeError: { code, message: `Please run Lighthouse again. (${code})` } });
const thrown = (code: string) => Object.assign(new Error(code), { code });

/** A run that answers each of `answers` in turn (an Error is thrown). */
function runs(...answers: unknown[]) {
  let next = 0;
  return vi.fn(async () => {
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

describe('bench retry: Lighthouse runs that failed to record are run again', () => {
  it('names the recording errors, in a result or thrown, and nothing else', () => {
    expect(recordingErrorCode(recording('NO_NAVSTART'))).toBe('NO_NAVSTART');
    expect(recordingErrorCode(thrown('NO_TRACING_STARTED'))).toBe('NO_TRACING_STARTED');
    expect(recordingErrorCode(recording('NO_FCP'))).toBeNull();
    expect(recordingErrorCode(recording('NO_LCP'))).toBeNull();
    expect(recordingErrorCode(ok)).toBeNull();
    expect(recordingErrorCode(new Error('terminó en /'))).toBeNull();
    expect(recordingErrorCode(null)).toBeNull();
  });

  it('runs once when the run records', async () => {
    const runOnce = runs(ok);
    await expect(runWithRecordingRetries(runOnce)).resolves.toEqual({ lhr: ok, repeated: [] });
    expect(runOnce).toHaveBeenCalledTimes(1);
  });

  it('repeats a run whose trace was unreadable, and says so before each repeat', async () => {
    const onRetry = vi.fn();
    const runOnce = runs(recording('NO_NAVSTART'), thrown('NO_SCREENSHOTS'), ok);
    await expect(runWithRecordingRetries(runOnce, { onRetry })).resolves.toEqual({ lhr: ok, repeated: ['NO_NAVSTART', 'NO_SCREENSHOTS'] });
    expect(onRetry.mock.calls).toEqual([
      ['NO_NAVSTART', 1],
      ['NO_SCREENSHOTS', 2],
    ]);
  });

  it('gives the last result once the repeats are spent', async () => {
    const runOnce = runs(recording('NO_NAVSTART'));
    const { lhr, repeated } = await runWithRecordingRetries(runOnce);
    expect(recordingErrorCode(lhr)).toBe('NO_NAVSTART');
    expect(repeated).toHaveLength(RECORDING_RETRIES);
    expect(runOnce).toHaveBeenCalledTimes(RECORDING_RETRIES + 1);
  });

  it('throws the last recording error once the repeats are spent', async () => {
    const runOnce = runs(thrown('NO_DCL'));
    await expect(runWithRecordingRetries(runOnce, { retries: 1 })).rejects.toThrow('NO_DCL');
    expect(runOnce).toHaveBeenCalledTimes(2);
  });

  it('never repeats a failure of the page, the address or the session', async () => {
    for (const answer of [recording('NO_FCP'), new Error('La sesión no llegó al paso de navegación')]) {
      const runOnce = runs(answer);
      const outcome = runWithRecordingRetries(runOnce);
      if (answer instanceof Error) await expect(outcome).rejects.toThrow('La sesión');
      else await expect(outcome).resolves.toEqual({ lhr: answer, repeated: [] });
      expect(runOnce).toHaveBeenCalledTimes(1);
    }
  });
});
