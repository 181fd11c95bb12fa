import type { Logger } from '@/application/shared/logger.port';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';

/** A save waiting in the queue; a newer save of the same flow queued right behind it joins it. */
export interface PendingSave {
  readonly kind: BookingRequestKind;
  draft: BookingDraft;
  /** Of every draft the save was given, the replaced ones included. */
  readonly startedAts: Set<number>;
  /** A discard of the same flow was asked for behind it: writing it would only be deleted again. */
  cancelled: boolean;
  promise: Promise<void>;
}

/** The page's queue, shared by every store of the page (view models are transient). */
export interface QueueState {
  /** Every operation runs after the one before it finished, in call order. */
  tail: Promise<void>;
  /** The last queued save while nothing was queued behind it: a newer save of the flow replaces its draft. */
  openSave: PendingSave | null;
}

/**
 * Runs the page's draft operations one at a time, in call order. A save behind another save of the
 * same flow replaces its draft (last write wins, one put for a burst); a discard cancels a save
 * queued just before it. No operation rejects: a failure goes to the {@link Logger} and the
 * operation resolves with its fallback.
 */
export class DraftSaveQueue {
  constructor(
    private readonly state: QueueState,
    private readonly logger: Logger,
  ) {}

  /** Runs `task` after every operation queued before it; `otherwise` is what a failed task resolves with. */
  run<T>(task: () => Promise<T>, otherwise: T, failure: string): Promise<T> {
    const { state } = this;
    // Only a save may be joined by the next save: anything queued after it closes it.
    state.openSave = null;
    const run = state.tail.then(task).catch((error: unknown) => {
      this.logger.warn(failure, error);
      return otherwise;
    });
    state.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /**
   * Queues a save of the draft, or hands it to the save of its flow queued right before it. `write`
   * runs once for the joined saves, with the latest draft and whether a discard cancelled it.
   */
  save(draft: BookingDraft, write: (pending: PendingSave) => Promise<void>, failure: string): Promise<void> {
    const { state } = this;
    const open = state.openSave;
    if (open !== null && open.kind === draft.kind) {
      open.draft = draft;
      open.startedAts.add(draft.startedAt);
      return open.promise;
    }
    const pending: PendingSave = {
      kind: draft.kind,
      draft,
      startedAts: new Set([draft.startedAt]),
      cancelled: false,
      promise: Promise.resolve(),
    };
    pending.promise = this.run(
      async () => {
        if (state.openSave === pending) state.openSave = null;
        await write(pending);
      },
      undefined,
      failure,
    );
    state.openSave = pending;
    return pending.promise;
  }

  /** A discard of the flow is being queued: the save queued just before it, if any, writes nothing. */
  cancelOpenSave(kind: BookingRequestKind): void {
    if (this.state.openSave?.kind === kind) this.state.openSave.cancelled = true;
  }
}
