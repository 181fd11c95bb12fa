import { injectable } from 'inversify';
import type { CancelTask, Scheduler } from '@/application/shared/session/scheduler.port';

/** {@link Scheduler} over the browser's timers and clock (faked by vi.useFakeTimers and page.clock). */
@injectable()
export class TimerScheduler implements Scheduler {
  now(): number {
    return Date.now();
  }

  after(delayMs: number, task: () => void): CancelTask {
    const handle = setTimeout(task, delayMs);
    return () => clearTimeout(handle);
  }

  every(intervalMs: number, task: () => void): CancelTask {
    const handle = setInterval(task, intervalMs);
    return () => clearInterval(handle);
  }
}
