import type { Session } from './session.entity';

/** The signed-in person's own document: the only one the signed-in calls that carry a document send. */
export interface SessionOwner {
  readonly documentType: string;
  readonly documentNumber: string;
}

/**
 * The owner of the session, trimmed. Null when nobody is signed in (no access token: docs/identity.md,
 * 'if the token is missing, nothing happens') or the session carries no document type or number:
 * then nothing is asked or sent, never a request on someone else's behalf or with a blank document.
 */
export function sessionOwnerOf(session: Session): SessionOwner | null {
  if (!session.isLogged) return null;
  const documentType = session.documentType?.trim() ?? '';
  const documentNumber = session.documentNumber?.trim() ?? '';
  return documentType === '' || documentNumber === '' ? null : { documentType, documentNumber };
}
