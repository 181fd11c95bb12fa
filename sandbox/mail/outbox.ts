/**
 * The sandbox's e-mail outbox: every message the fund's systems would have sent (a
 * certificate by e-mail, an anonymous certificate sent to the affiliate's address) is kept
 * here instead of leaving the machine. People read it at /sandbox/correo and tests at
 * /sandbox/correo.json (sandbox/mail/outbox-page.ts). One process, in memory: restarting the
 * server empties it, and tests empty it after each test (`resetSandbox()` in test/support/msw-server.ts).
 */
export interface OutboxMessage {
  /** 1, 2, 3... in the order they were sent. */
  readonly id: number;
  readonly recipient: string;
  readonly subject: string;
  /** The attached certificate's file name, e.g. 'certificado-escolar.pdf'. */
  readonly attachmentName: string;
  /** ISO 8601 instant. */
  readonly sentAt: string;
}

let messages: readonly OutboxMessage[] = [];

export function recordSentMail(
  message: Omit<OutboxMessage, 'id' | 'sentAt'>,
  sentAt: Date = new Date(),
): OutboxMessage {
  const stored = Object.freeze({ id: messages.length + 1, ...message, sentAt: sentAt.toISOString() });
  messages = [...messages, stored];
  return stored;
}

/** Newest first, as a mailbox lists them. */
export function outboxMessages(): readonly OutboxMessage[] {
  return [...messages].reverse();
}

export function resetOutbox(): void {
  messages = [];
}
