import { toTitleCase } from '@/domain/shared/names.rules';
import type {
  FovisCertificateType,
  FovisCertificateTypeReading,
  PostulationInfo,
  PostulationInfoReading,
  PostulationMember,
  PostulationMemberReading,
} from './postulation-info.entity';

/** The status when the fund sends none (docs/fovis.md). */
export const defaultPostulationStatus = 'No postulado';

/** The project name when the fund sends none (docs/fovis.md). */
export const defaultProjectName = 'Ninguno';

/**
 * The postulation info the page shows, from the fund's answer as read:
 * - status and project name take these defaults when missing or blank (a person who never
 *   postulated gets 'No postulado' and 'Ninguno');
 * - names are shown in title case (the fund's systems send capitals), documents as sent, trimmed;
 * - household and modality are trimmed, blank is null; the total saving is kept only when it is
 *   a finite number (a NaN or an infinity is no amount to show);
 * - a member with neither a name nor a document number, or a certificate type without a name, is left out:
 *   an empty row or a nameless card tells the person nothing.
 */
export function postulationInfoOf(reading: PostulationInfoReading): PostulationInfo {
  return {
    fullName: toTitleCase(reading.fullName),
    household: textOrNull(reading.household),
    members: reading.members.map(memberOf).filter((member): member is PostulationMember => member !== null),
    status: textOrNull(reading.status) ?? defaultPostulationStatus,
    projectName: textOrNull(reading.projectName) ?? defaultProjectName,
    totalSaving: typeof reading.totalSaving === 'number' && Number.isFinite(reading.totalSaving) ? reading.totalSaving : null,
    certificateTypes: reading.certificateTypes.map(certificateTypeOf).filter((type): type is FovisCertificateType => type !== null),
    modality: textOrNull(reading.modality),
  };
}

function memberOf(reading: PostulationMemberReading): PostulationMember | null {
  const memberFullName = toTitleCase(reading.memberFullName);
  const documentType = textOrNull(reading.documentType) ?? '';
  const documentNumber = textOrNull(reading.documentNumber) ?? '';
  if (memberFullName === '' && documentNumber === '') return null;
  return { memberFullName, documentType, documentNumber };
}

function certificateTypeOf(reading: FovisCertificateTypeReading): FovisCertificateType | null {
  const name = textOrNull(reading.name);
  return name === null ? null : { id: reading.id, name };
}

function textOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
