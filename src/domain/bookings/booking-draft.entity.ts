import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import type { BookingRequestKind, BuyerDocuments, PersonAttachments } from './booking-request.rules';
import type { Purchase } from './purchase.entity';

/**
 * What a person has chosen and typed in steps 2-5 of a rescheduling or refund, kept so a reload
 * (the one after 'Error del sistema' included) or an accidental navigation brings them back
 * where they were. It belongs to one tab and one buyer document, and lives at most
 * {@link draftLifetimeMs}: identity scans and bank certifications must not linger on a shared computer.
 */
export interface BookingDraft {
  readonly kind: BookingRequestKind;
  /** The document the purchases were found with; a draft is never shown to another buyer. */
  readonly buyer: DocumentQuery;
  /** The screen to come back to: 2 history, 3 detail, 4 documents per person, 5 buyer documents. */
  readonly step: 2 | 3 | 4 | 5;
  /** The history as found (newest first), so step 2 comes back without asking again. */
  readonly purchases: readonly Purchase[];
  /** The reservation opened with 'Ver detalles' (steps 3-5), else null. */
  readonly reservationCode: string | null;
  /** The people checked in step 3, by `personKey`, in the table's order. */
  readonly selectedPeople: readonly string[];
  /** Step 4, by `personKey`. */
  readonly attachments: Readonly<Record<string, PersonAttachments>>;
  readonly observation: string;
  /** Step 5 (refund). */
  readonly buyerDocuments: BuyerDocuments;
  /** When it was first saved, in ms since the epoch: its lifetime counts from here. */
  readonly startedAt: number;
}

/**
 * A draft lives 30 minutes from when it was started: filling in the five steps, scans at hand,
 * takes a few minutes, and a reload or an 'Error del sistema' comes back within seconds. Past
 * that, a draft is more likely a tab someone left than one the person is still filling in.
 */
export const draftLifetimeMs = 30 * 60 * 1000;

/**
 * How many times a page that did not write a draft may be given a buyer document that is not
 * the draft's before the draft is deleted (docs/adr/0019-draft-attachments-encrypted-per-tab.md).
 */
export const draftCheckTries = 3;

export function isDraftExpired(draft: Pick<BookingDraft, 'startedAt'>, now: number): boolean {
  return !(now - draft.startedAt < draftLifetimeMs) || draft.startedAt > now + draftLifetimeMs;
}

/** A draft is brought back only to the buyer it was made for. */
export function isDraftFor(draft: Pick<BookingDraft, 'buyer'>, buyer: DocumentQuery): boolean {
  return draft.buyer.documentType === buyer.documentType && draft.buyer.documentNumber === buyer.documentNumber;
}
