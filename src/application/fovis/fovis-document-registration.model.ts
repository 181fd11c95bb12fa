import type { Identity } from '@/application/shared/session/identity.port';
import type { FovisCertificate } from '@/domain/fovis/fovis-certificate.entity';
import { certificateFileName } from '@/domain/shared/files/certificate-file-name.rules';
import { sessionOwnerOf } from '@/domain/shared/session/session-owner.rules';
import { sendDocumentOutcome } from '@/domain/fovis/send-document.outcomes';
import type { SendDocumentRequest, FovisGateway } from './fovis-gateway.port';

/** What registering a step-2 action with the fund gave. */
export type FovisDocumentRegistration =
  /** The fund answered 200; `mail` is its `data.mail` (trimmed, blank is null). */
  | { readonly kind: 'registered'; readonly mail: string | null }
  /** Nobody is signed in (no token) or the session has no document: nothing was sent. */
  | { readonly kind: 'notSignedIn' }
  | { readonly kind: 'systemError' };

/**
 * The send-document body for a certificate (the contract's `sendDocument`): the signed-in person's own document,
 * the card's id, the file name of the certificate's name, the action, the PDF as generated.
 * Null when nobody is signed in.
 */
function sendDocumentRequestOf(
  identity: Pick<Identity, 'currentSession'>,
  certificate: FovisCertificate,
  sendEmail: boolean,
): SendDocumentRequest | null {
  const requester = sessionOwnerOf(identity.currentSession());
  if (requester === null) return null;
  return {
    documentType: requester.documentType,
    documentNumber: requester.documentNumber,
    certificateId: certificate.id,
    fileName: certificateFileName(certificate.name),
    sendEmail,
    binaryFile: certificate.binary,
  };
}

/**
 * POST send-document for one of the step-2 actions (docs/fovis.md: 'Download and send each
 * register the action with the server'; 'If the token is missing, nothing happens'). The session
 * is read at the moment of the action, so a person signed out meanwhile sends nothing.
 */
export async function registerFovisDocument(
  gateway: FovisGateway,
  identity: Pick<Identity, 'currentSession'>,
  certificate: FovisCertificate,
  sendEmail: boolean,
): Promise<FovisDocumentRegistration> {
  const request = sendDocumentRequestOf(identity, certificate, sendEmail);
  if (request === null) return { kind: 'notSignedIn' };
  const answer = await gateway.sendDocument(request);
  if (!answer.ok || sendDocumentOutcome(answer.code) !== 'registered') return { kind: 'systemError' };
  const mail = answer.value.mail?.trim() ?? '';
  return { kind: 'registered', mail: mail === '' ? null : mail };
}
