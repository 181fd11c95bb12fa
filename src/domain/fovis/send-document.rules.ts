import type { Session } from '@/domain/shared/session/session.entity';

/** The signed-in person's own document, as send-document carries it (spec section 7). */
export interface RequesterDocument {
  readonly documentType: string;
  readonly documentNumber: string;
}

/**
 * Who a send-document call is made for: the signed-in person, with the document their session
 * carries (trimmed). Null when nobody is signed in (no access token: spec section 4, 'If the token
 * is missing, nothing happens') or the session carries no document type or number: then nothing is
 * sent, never a request on someone else's behalf or with a blank document.
 */
export function requesterDocumentOf(session: Session): RequesterDocument | null {
  if (!session.isLogged) return null;
  const documentType = session.documentType?.trim() ?? '';
  const documentNumber = session.documentNumber?.trim() ?? '';
  return documentType === '' || documentNumber === '' ? null : { documentType, documentNumber };
}
