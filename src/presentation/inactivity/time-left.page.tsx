import { InactivityNotice } from './inactivity-notice';
import { inactivityMessages as m } from '@/presentation/shared/session/inactivity.messages';

/** /tiempo-restante: opened after 15 minutes without activity, 2 minutes before sign-out. */
export function TimeLeftPage() {
  return <InactivityNotice title={m.timeLeft.title} messages={[m.timeLeft.message]} role="status" tone="warning" />;
}
