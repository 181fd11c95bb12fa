import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { AttachedFile } from '@/domain/bookings/booking-request.rules';

/**
 * The draft with each of its files (every person's, then the buyer's two documents) replaced by
 * what `replace` gives for it; `index` counts the files in that order.
 */
function mapDraftFiles(draft: BookingDraft, replace: (file: AttachedFile, index: number) => AttachedFile): BookingDraft {
  let index = 0;
  const next = (file: AttachedFile): AttachedFile => replace(file, index++);
  const attachments = Object.fromEntries(Object.entries(draft.attachments).map(([person, { reason, files }]) => [person, { reason, files: files.map(next) }]));
  const { identityDocument, bankCertification } = draft.buyerDocuments;
  return {
    ...draft,
    attachments,
    buyerDocuments: {
      identityDocument: identityDocument === null ? null : next(identityDocument),
      bankCertification: bankCertification === null ? null : next(bankCertification),
    },
  };
}

/** The draft without its files' bytes (each `base64` holds its file's index instead) and those bytes, in order. */
export function splitDraftFiles(draft: BookingDraft): { readonly outline: BookingDraft; readonly contents: readonly string[] } {
  const contents: string[] = [];
  const outline = mapDraftFiles(draft, (file, index) => {
    contents.push(file.base64);
    return { ...file, base64: String(index) };
  });
  return { outline, contents };
}

/** The draft {@link splitDraftFiles} took apart, or null when the outline names a file `contents` lacks. */
export function joinDraftFiles(outline: BookingDraft, contents: readonly string[]): BookingDraft | null {
  let complete = true;
  const draft = mapDraftFiles(outline, (file) => {
    const content = /^\d+$/.test(file.base64) ? contents[Number(file.base64)] : undefined;
    if (content === undefined) complete = false;
    return { ...file, base64: content ?? '' };
  });
  return complete ? draft : null;
}
