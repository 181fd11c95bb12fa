import { makeAutoObservable } from 'mobx';
import type { UploadProgress } from '@/application/bookings/bookings-gateway.port';

/** How the request is going out: a share of the body sent, then the fund's answer awaited. */
export type SubmissionProgress =
  | { readonly stage: 'uploading'; readonly percent: number | null }
  | { readonly stage: 'awaitingAnswer' };

/** The booking request's upload, as the page shows it: null while nothing is going out. */
export class SubmissionProgressViewModel {
  progress: SubmissionProgress | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** The request starts going out: nothing sent yet. */
  start(): void {
    this.progress = { stage: 'uploading', percent: 0 };
  }

  /** Whole percents only: a 30 MB body reports thousands of times, the bar moves a hundred. */
  report({ sentBytes, totalBytes }: UploadProgress): void {
    const next: SubmissionProgress =
      totalBytes !== null && totalBytes > 0 && sentBytes >= totalBytes
        ? { stage: 'awaitingAnswer' }
        : { stage: 'uploading', percent: totalBytes !== null && totalBytes > 0 ? Math.floor((sentBytes * 100) / totalBytes) : null };
    const current = this.progress;
    const same =
      current !== null &&
      current.stage === next.stage &&
      (next.stage === 'awaitingAnswer' || (current.stage === 'uploading' && current.percent === next.percent));
    if (!same) this.progress = next;
  }

  /** The answer came: the panel goes. */
  finish(): void {
    this.progress = null;
  }
}
