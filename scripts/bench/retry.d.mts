export declare const RECORDING_RETRIES: number;
/** The recording error's code of a Lighthouse result or of what a run threw; null for anything else. */
export declare function recordingErrorCode(lhrOrError: unknown): string | null;
/** Runs `runOnce` again while it ends in a recording error, `retries` times at most. */
export declare function runWithRecordingRetries<T>(
  runOnce: () => Promise<T>,
  options?: { retries?: number; onRetry?: (code: string, repeat: number) => void },
): Promise<{ lhr: T; repeated: string[] }>;
