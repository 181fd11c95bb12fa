import type { Session } from '@/domain/shared/session/session.entity';

/** The signed-in person's own document, the only one the data-update calls carry (spec section 6). */
export interface ProfileOwner {
  readonly documentType: string;
  readonly documentNumber: string;
}

/**
 * The owner of the session, trimmed; null when nobody is signed in or the session carries no
 * document type or number (then nothing is asked or sent).
 */
export function profileOwnerOf(session: Session): ProfileOwner | null {
  if (!session.isLogged) return null;
  const documentType = session.documentType?.trim() ?? '';
  const documentNumber = session.documentNumber?.trim() ?? '';
  return documentType === '' || documentNumber === '' ? null : { documentType, documentNumber };
}
