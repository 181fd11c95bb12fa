import { InactivityNotice } from './inactivity-notice';
import { inactivityMessages as m } from '@/presentation/shared/session/inactivity.messages';

/** /tiempo-expirado: the session has been closed for inactivity (docs/identity.md). */
export function TimeExpiredPage() {
  return (
    <InactivityNotice
      title={m.timeExpired.title}
      messages={[m.timeExpired.message, m.timeExpired.hint]}
      role="alert"
      tone="danger"
    />
  );
}
