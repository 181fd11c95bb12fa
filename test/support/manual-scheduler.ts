import type { CancelTask, Scheduler } from '@/application/shared/session/scheduler.port';

interface Task {
  at: number;
  interval: number | null;
  run: () => void;
  cancelled: boolean;
}

/**
 * A {@link Scheduler} whose time moves only when the test calls `advance`, so the component
 * tests keep real timers for React, Chakra's animations and Testing Library's waits.
 */
export class ManualScheduler implements Scheduler {
  private time = Date.UTC(2026, 2, 2, 14);
  private tasks: Task[] = [];

  now(): number {
    return this.time;
  }

  after(delayMs: number, run: () => void): CancelTask {
    return this.add({ at: this.time + delayMs, interval: null, run, cancelled: false });
  }

  every(intervalMs: number, run: () => void): CancelTask {
    return this.add({ at: this.time + intervalMs, interval: intervalMs, run, cancelled: false });
  }

  /** Runs, in time order, every task due within the next `ms`. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = this.tasks.filter((task) => !task.cancelled && task.at <= end).sort((a, b) => a.at - b.at)[0];
      if (next === undefined) break;
      this.time = next.at;
      if (next.interval === null) next.cancelled = true;
      else next.at += next.interval;
      next.run();
    }
    this.time = end;
    this.tasks = this.tasks.filter((task) => !task.cancelled);
  }

  private add(task: Task): CancelTask {
    this.tasks.push(task);
    return () => {
      task.cancelled = true;
    };
  }
}
