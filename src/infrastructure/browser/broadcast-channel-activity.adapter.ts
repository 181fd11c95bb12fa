import { injectable } from 'inversify';
import type { ActivityBroadcast } from '@/application/shared/session/activity-broadcast.port';

const CHANNEL = 'portal-session-activity';

/**
 * {@link ActivityBroadcast} over a BroadcastChannel (same origin, every tab and window). Where
 * there is none (old browsers, Node) each tab keeps its own timers (docs/identity.md).
 */
@injectable()
export class BroadcastChannelActivity implements ActivityBroadcast {
  private readonly channel: BroadcastChannel | null =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

  publish(at: number): void {
    this.channel?.postMessage({ at });
  }

  subscribe(listener: (at: number) => void): () => void {
    const channel = this.channel;
    if (channel === null) return () => undefined;
    const onMessage = (event: MessageEvent<unknown>) => {
      const at = (event.data as { at?: unknown } | null)?.at;
      if (typeof at === 'number' && Number.isFinite(at)) listener(at);
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }
}
