/**
 * The signed-in person's housing-subsidy postulation as the FOVIS page's top block and step 1 show
 * it (docs/fovis.md, 'FOVIS postulation info'), after `postulationInfoOf` has applied its
 * defaults. The fund's answer, as read, is a `PostulationInfoReading`.
 */
export interface PostulationInfo {
  /** Title case ('María José Pérez Gómez'), as the portal shows every person's name. */
  readonly fullName: string;
  /** The fund's `loggedHouseHold`, as sent (trimmed); null when the fund sent none. */
  readonly household: string | null;
  /** The fund's `postulantMembers`, in the fund's order. */
  readonly members: readonly PostulationMember[];
  /** 'No postulado' when the fund sent none. */
  readonly status: string;
  /** 'Ninguno' when the fund sent none. */
  readonly projectName: string;
  /** In pesos; null when the fund sent no amount (the page decides how to show that). */
  readonly totalSaving: number | null;
  /** The cards of step 1, in the fund's order. */
  readonly certificateTypes: readonly FovisCertificateType[];
  /** The modality label, as sent (trimmed); null when the fund sent none. */
  readonly modality: string | null;
}

export interface PostulationMember {
  /** Title case. */
  readonly memberFullName: string;
  readonly documentType: string;
  readonly documentNumber: string;
}

/**
 * One card of step 1. `id` is kept as the fund sent it when it is a number, even outside 1-14
 * (such a card still shows, and choosing it gives the 'unavailable' modal: docs/fovis.md,
 * 'FOVIS id'); null when the fund's id could not be read as a number.
 */
export interface FovisCertificateType {
  readonly id: number | null;
  readonly name: string;
}

/** The postulation info as the adapter reads it: every field the fund may leave out is null. */
export interface PostulationInfoReading {
  readonly fullName: string | null;
  readonly household: string | null;
  readonly members: readonly PostulationMemberReading[];
  readonly status: string | null;
  readonly projectName: string | null;
  readonly totalSaving: number | null;
  readonly certificateTypes: readonly FovisCertificateTypeReading[];
  readonly modality: string | null;
}

export interface PostulationMemberReading {
  readonly memberFullName: string | null;
  readonly documentType: string | null;
  readonly documentNumber: string | null;
}

export interface FovisCertificateTypeReading {
  readonly id: number | null;
  readonly name: string | null;
}
