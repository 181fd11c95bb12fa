import { afterEach, beforeEach, vi } from 'vitest';
import type { ActivityBroadcast } from '@/application/shared/session/activity-broadcast.port';
import { SessionTimeoutController } from '@/application/shared/session/session-timeout.controller';
import type { OpenedWindow, WindowOpener } from '@/application/shared/session/window-opener.port';
import { storageKeys } from '@/application/shared/key-value-storage.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { TimerScheduler } from '@/infrastructure/browser/timer-scheduler.adapter';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { MemoryStorage } from '@test/support/memory-storage';
import { RecordingLogger } from '@test/support/recording-logger';

// A started SessionTimeoutController over fakes of its ports (the identity, storage, the notice
// windows, the other tabs, the logger) and real timers driven by vitest's fake clock.

/** Runs each test of the file on fake timers from a fixed instant. Call at module level. */
export function runOnFakeClock(): void {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-02T14:00:00Z') }));
  afterEach(() => vi.useRealTimers());
}

interface FakeWindow extends OpenedWindow {
  readonly path: string;
  readonly name: string;
  readonly features: string;
  closed: boolean;
}

/** Records every window asked for; `blocked` plays a pop-up blocker. */
class FakeWindowOpener implements WindowOpener {
  readonly opened: FakeWindow[] = [];
  blocked = false;
  open(path: string, name: string, features: string): OpenedWindow | null {
    if (this.blocked) return null;
    const opened: FakeWindow = {
      path,
      name,
      features,
      closed: false,
      close() {
        this.closed = true;
      },
      isOpen() {
        return !this.closed;
      },
    };
    this.opened.push(opened);
    return opened;
  }
  get paths(): string[] {
    return this.opened.map((opened) => opened.path);
  }
}

/** The other tabs: `published` is what this tab told them; `fromOtherTab` plays one of them. */
class FakeBroadcast implements ActivityBroadcast {
  readonly published: number[] = [];
  private readonly listeners = new Set<(at: number) => void>();
  publish(at: number): void {
    this.published.push(at);
  }
  subscribe(listener: (at: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  fromOtherTab(at: number): void {
    this.listeners.forEach((listener) => listener(at));
  }
  get subscribers(): number {
    return this.listeners.size;
  }
}

export function setUp({ logged = true, expired = false }: { logged?: boolean; expired?: boolean } = {}) {
  const identity = new FakeIdentity(logged ? signedInSession : anonymousSession);
  const storage = new MemoryStorage();
  if (expired) storage.set(storageKeys.isExpired, 'true');
  const windows = new FakeWindowOpener();
  const broadcast = new FakeBroadcast();
  const logger = new RecordingLogger();
  const controller = new SessionTimeoutController(identity, storage, new TimerScheduler(), windows, broadcast, logger);
  controller.start();
  return { identity, storage, windows, controller, broadcast, logger };
}

export const advance = (ms: number) => vi.advanceTimersByTime(ms);
/** Lets the promise chains the timers started (logout, refresh) settle. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
