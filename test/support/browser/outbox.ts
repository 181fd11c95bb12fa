import type { Page } from '@playwright/test';

export type OutboxMessage = { id: number; recipient: string; attachmentName: string };

/** The outbox of the sandbox (sandbox/mail/outbox.ts), newest first. */
export async function outbox(page: Page): Promise<OutboxMessage[]> {
  const answer = await page.request.get('/sandbox/correo.json');
  return ((await answer.json()) as { messages: OutboxMessage[] }).messages;
}
