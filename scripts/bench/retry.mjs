// Lighthouse's own recording failures, which say nothing about the page: its trace or its
// screenshots came out unreadable (its message: "Please run Lighthouse again"). The benchmark runs
// such a run again, up to RECORDING_RETRIES times, and reports how many it repeated. Any other
// failure (a page that never paints, an address that moved, a session that did not hold) fails
// the run as before, without a repeat: those are the portal's to fix.

/** lh-error.js's codes with the messages badTraceRecording and didntCollectScreenshots. */
const RECORDING_ERRORS = new Set([
  'NO_TRACING_STARTED',
  'NO_RESOURCE_REQUEST',
  'NO_NAVSTART',
  'NO_DCL',
  'NO_FMP',
  'NO_SCREENSHOTS',
  'NO_SPEEDLINE_FRAMES',
  'SPEEDINDEX_OF_ZERO',
  'INVALID_SPEEDLINE',
]);

export const RECORDING_RETRIES = 2;

/** The recording error's code of a Lighthouse result or of what a run threw; null for anything else. */
export function recordingErrorCode(lhrOrError) {
  const code = lhrOrError?.runtimeError?.code ?? lhrOrError?.code ?? null;
  return typeof code === 'string' && RECORDING_ERRORS.has(code) ? code : null;
}

/**
 * Runs `runOnce` (one Lighthouse run, resolving with its LHR) again while it ends in a recording
 * error, `retries` times at most; `onRetry(code, repeat)` is told before each repeat. Resolves
 * with the last LHR and the codes of the runs repeated; a run that throws anything else, or a
 * recording error once the repeats are spent, ends it as that run did.
 */
export async function runWithRecordingRetries(runOnce, { retries = RECORDING_RETRIES, onRetry = () => {} } = {}) {
  const repeated = [];
  for (;;) {
    let lhr;
    try {
      lhr = await runOnce();
    } catch (error) {
      const code = recordingErrorCode(error);
      if (!code || repeated.length >= retries) throw error;
      repeated.push(code);
      onRetry(code, repeated.length);
      continue;
    }
    const code = recordingErrorCode(lhr);
    if (!code || repeated.length >= retries) return { lhr, repeated };
    repeated.push(code);
    onRetry(code, repeated.length);
  }
}
