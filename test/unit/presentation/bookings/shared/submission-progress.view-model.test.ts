import { describe, expect, it } from 'vitest';
import { SubmissionProgressViewModel } from '@/presentation/bookings/shared/submission-progress.view-model';

describe('SubmissionProgressViewModel', () => {
  it('shows nothing until the request starts going out, then 0 %', () => {
    const upload = new SubmissionProgressViewModel();
    expect(upload.progress).toBeNull();
    upload.start();
    expect(upload.progress).toEqual({ stage: 'uploading', percent: 0 });
  });

  it('reports whole percents, then the answer awaited once the whole body is sent', () => {
    const upload = new SubmissionProgressViewModel();
    upload.start();
    upload.report({ sentBytes: 999, totalBytes: 1_000 });
    expect(upload.progress).toEqual({ stage: 'uploading', percent: 99 });
    upload.report({ sentBytes: 1_000, totalBytes: 1_000 });
    expect(upload.progress).toEqual({ stage: 'awaitingAnswer' });
    upload.finish();
    expect(upload.progress).toBeNull();
  });

  it('has no percentage when the body’s size is unknown', () => {
    const upload = new SubmissionProgressViewModel();
    upload.start();
    upload.report({ sentBytes: 5_000, totalBytes: null });
    expect(upload.progress).toEqual({ stage: 'uploading', percent: null });
    upload.report({ sentBytes: 5_000, totalBytes: 0 });
    expect(upload.progress).toEqual({ stage: 'uploading', percent: null });
  });

  it('keeps the same progress for a report that moves no whole percent', () => {
    const upload = new SubmissionProgressViewModel();
    upload.start();
    upload.report({ sentBytes: 4_210, totalBytes: 10_000 });
    const at42 = upload.progress;
    upload.report({ sentBytes: 4_290, totalBytes: 10_000 });
    expect(upload.progress).toBe(at42);
    upload.report({ sentBytes: 10_000, totalBytes: 10_000 });
    const awaiting = upload.progress;
    upload.report({ sentBytes: 10_000, totalBytes: 10_000 });
    expect(upload.progress).toBe(awaiting);
  });
});
