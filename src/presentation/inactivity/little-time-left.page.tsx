import { InactivityNotice } from './inactivity-notice';
import { inactivityMessages as m } from '@/presentation/shared/session/inactivity.messages';

/** /poco-tiempo-restante: 20 seconds before sign-out, so it is announced assertively. */
export function LittleTimeLeftPage() {
  return (
    <InactivityNotice
      title={m.littleTimeLeft.title}
      messages={[m.littleTimeLeft.message]}
      role="alert"
      tone="danger"
    />
  );
}
