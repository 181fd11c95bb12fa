/**
 * A clock the flows can move, installed in a page before any of its scripts (Firefox only: WebDriver
 * BiDi's preload scripts; classic WebDriver, WebKit's, runs nothing before the page's own scripts).
 * `Date` and the timers read a virtual time, the real time plus what `jump` has added; a jump fires
 * at once every timer it passes, each once (an interval then resumes from the new time), as after a
 * sleeping laptop or Playwright's `clock.fastForward`. Animation frames and `performance.now` stay
 * the browser's own. Self-contained: its source is sent to the page.
 */
export function installJumpableClock(): void {
  type Timer = { id: number; due: number; run: () => void; interval: number | null; handle: number | null };
  const scope = window as unknown as Record<string, unknown> & { __engineClock?: { jump(ms: number): void } };
  if (scope.__engineClock) return;
  const RealDate = Date;
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  let offset = 0;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const now = () => RealDate.now() + offset;
  const arm = (timer: Timer) => {
    if (timer.handle !== null) realClearTimeout(timer.handle);
    timer.handle = realSetTimeout(() => fire(timer), Math.min(Math.max(0, timer.due - now()), 2_147_483_647));
  };
  const fire = (timer: Timer) => {
    if (!timers.has(timer.id)) return;
    if (timer.interval === null) timers.delete(timer.id);
    else {
      timer.due = Math.max(timer.due + timer.interval, now() + 1);
      arm(timer);
    }
    timer.run();
  };
  const add = (callback: unknown, ms: unknown, args: unknown[], repeat: boolean): number => {
    const delay = Math.max(0, Number(ms) || 0);
    const run = typeof callback === 'function' ? () => (callback as (...inner: unknown[]) => void)(...args) : () => undefined;
    const timer: Timer = { id: nextId++, due: now() + delay, run, interval: repeat ? Math.max(1, delay) : null, handle: null };
    timers.set(timer.id, timer);
    arm(timer);
    return timer.id;
  };
  const clear = (id: unknown) => {
    const timer = timers.get(Number(id));
    if (!timer) return;
    if (timer.handle !== null) realClearTimeout(timer.handle);
    timers.delete(timer.id);
  };
  scope.setTimeout = (callback: unknown, ms?: unknown, ...args: unknown[]) => add(callback, ms, args, false);
  scope.setInterval = (callback: unknown, ms?: unknown, ...args: unknown[]) => add(callback, ms, args, true);
  scope.clearTimeout = clear;
  scope.clearInterval = clear;
  class VirtualDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now(): number {
      return now();
    }
  }
  scope.Date = VirtualDate;
  scope.__engineClock = {
    jump(ms: number) {
      offset += ms;
      // What falls due fires in order of its time, each once.
      for (const timer of [...timers.values()].sort((a, b) => a.due - b.due)) arm(timer);
    },
  };
}

/** Runs in the page: moves its clock `ms` ahead. */
export function jumpClock(ms: number): boolean {
  const clock = (window as unknown as { __engineClock?: { jump(by: number): void } }).__engineClock;
  if (!clock) return false;
  clock.jump(ms);
  return true;
}
