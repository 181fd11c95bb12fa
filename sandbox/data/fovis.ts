import type { SandboxDocumentType } from './personas';

/**
 * The housing subsidy (FOVIS) as the fund's subsidies API knows each persona (the contract's
 * `getPostulationInfo`, `getCertificate`, `sendDocument`): the postulation summary of
 * `GET /api/v1/subsidies/postulation-info` and which of the 14 certificates the fund generates
 * for whom. docs/sandbox-answers.md ('FOVIS, per persona') lists them; keep that table in step
 * with this file.
 *
 * Kept apart from sandbox/data/personas.ts because it is another system's record: a persona
 * without an entry here never postulated, and gets {@link notPostulatedRecord}.
 *
 * The sandbox does not import the portal's code (src/): the 14 kinds are restated here, and
 * test/sandbox/fovis.handlers.test.ts proves they agree with the contract's list of kinds.
 */

/** Kind by id: the path segment of `GET /api/v1/subsidies/{kind}` (the contract's `getCertificate`), spelled as the API spells it. */
export const fovisCertificateKinds = {
  1: 'not-postulated',
  2: 'savings-desistment',
  3: 'severances-desistment',
  4: 'postulation-desistment',
  5: 'uncommitted-savings',
  6: 'uncommitted-severance',
  7: 'mi-casa-ya',
  8: 'uncollected-subsidy',
  9: 'paid-subsidy',
  10: 'quiting-subsidy',
  11: 'quiting-subsidy-savings',
  12: 'quiting-subsidy-severance',
  13: 'expired-subsidy',
  14: 'postulation',
} as const;

export type FovisCertificateId = keyof typeof fovisCertificateKinds;

const fovisCertificateIds = Object.keys(fovisCertificateKinds).map(Number) as FovisCertificateId[];

export function isFovisCertificateId(value: unknown): value is FovisCertificateId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 14;
}

export function fovisIdOfKind(kind: string): FovisCertificateId | null {
  return fovisCertificateIds.find((id) => fovisCertificateKinds[id] === kind) ?? null;
}

/**
 * What the fund calls each certificate (the card's `name`, which the portal also turns into the
 * download's file name) and what it certifies, completing "<fund> certifica que <person>, ...".
 * The contract gives the kinds but not their names; these are the sandbox's.
 */
export const fovisCertificates: Readonly<Record<FovisCertificateId, { readonly name: string; readonly statement: string }>> = {
  1: { name: 'Certificado de no postulación', statement: 'no registra postulación vigente al subsidio familiar de vivienda (FOVIS)' },
  2: { name: 'Certificado de desistimiento de ahorro', statement: 'desistió del ahorro programado registrado en su postulación al subsidio familiar de vivienda' },
  3: { name: 'Certificado de desistimiento de cesantías', statement: 'desistió de las cesantías registradas en su postulación al subsidio familiar de vivienda' },
  4: { name: 'Certificado de desistimiento de postulación', statement: 'desistió de su postulación al subsidio familiar de vivienda' },
  5: { name: 'Certificado de ahorro no comprometido', statement: 'registra un ahorro programado que no está comprometido con el subsidio familiar de vivienda' },
  6: { name: 'Certificado de cesantías no comprometidas', statement: 'registra cesantías que no están comprometidas con el subsidio familiar de vivienda' },
  7: { name: 'Certificado Mi Casa Ya', statement: 'registra una postulación concurrente con el programa Mi Casa Ya del Gobierno Nacional' },
  8: { name: 'Certificado de subsidio no cobrado', statement: 'tiene un subsidio familiar de vivienda asignado que a la fecha no ha sido cobrado' },
  9: { name: 'Certificado de subsidio pagado', statement: 'recibió el pago del subsidio familiar de vivienda asignado' },
  10: { name: 'Certificado de renuncia al subsidio', statement: 'renunció al subsidio familiar de vivienda asignado' },
  11: { name: 'Certificado de renuncia al subsidio con ahorro', statement: 'renunció al subsidio familiar de vivienda asignado y le fue liberado el ahorro programado' },
  12: { name: 'Certificado de renuncia al subsidio con cesantías', statement: 'renunció al subsidio familiar de vivienda asignado y le fueron liberadas las cesantías' },
  13: { name: 'Certificado de subsidio vencido', statement: 'tuvo un subsidio familiar de vivienda asignado cuya vigencia venció sin ser aplicado' },
  14: { name: 'Certificado de postulación', statement: 'se encuentra postulado(a) al subsidio familiar de vivienda (FOVIS)' },
};

/** One step-1 card as the fund lists it; an id outside 1-14 is a card the portal cannot ask for. */
interface FovisCertificateCard {
  readonly id: number;
  readonly name: string;
}

interface FovisMember {
  /** Upper case, as the fund's systems store names; the portal title-cases them. */
  readonly memberFullName: string;
  readonly documentType: SandboxDocumentType;
  readonly documentNumber: string;
}

/** A persona's housing-subsidy record. Null fields are sent as null or left out (see the handler). */
export interface SandboxFovisRecord {
  readonly personaId: string;
  /** `loggedHouseHold`: the household's number at the fund. */
  readonly household: string | null;
  readonly members: readonly FovisMember[];
  readonly status: string | null;
  readonly projectName: string | null;
  /** Pesos. */
  readonly totalSaving: number | null;
  readonly modality: string | null;
  /** The step-1 cards, in the fund's order. */
  readonly certificateTypes: readonly FovisCertificateCard[];
  /** Cards the person sees whose certificate the fund refuses (message '500': 'no cumples con las condiciones'). */
  readonly notEligible: readonly FovisCertificateId[];
  /** 'server-error': postulation-info answers HTTP 500 for this person. */
  readonly scenario?: 'server-error';
}

const card = (id: FovisCertificateId): FovisCertificateCard => ({ id, name: fovisCertificates[id].name });

/**
 * An id outside 1-14 in María's list: the fund can list a certificate the portal does not know,
 * and choosing it must give 'Lo sentimos, este certificado no está disponible en este momento.'
 * without asking anything (a FOVIS id is a whole number from 1 to 14: docs/fovis.md).
 */
const UNKNOWN_FOVIS_CARD: FovisCertificateCard = { id: 15, name: 'Certificado de subsidio en estudio' };

export const seededFovisRecords: readonly SandboxFovisRecord[] = [
  {
    personaId: 'afiliada-con-beneficiarios',
    household: 'HOG-2026-004512',
    members: [
      { memberFullName: 'MARÍA FERNANDA RESTREPO GÓMEZ', documentType: 'CC', documentNumber: '1037600123' },
      { memberFullName: 'JUAN CAMILO ARANGO MESA', documentType: 'CC', documentNumber: '98765432' },
      { memberFullName: 'SOFÍA ARANGO RESTREPO', documentType: 'TI', documentNumber: '1034567890' },
    ],
    status: 'Postulado',
    projectName: 'Urbanización Altos de San Juan',
    totalSaving: 12_500_000,
    modality: 'Adquisición de vivienda nueva',
    // Every card the portal knows, so each of the 14 kinds can be walked from the UI, plus one it does not.
    certificateTypes: [...fovisCertificateIds.map(card), UNKNOWN_FOVIS_CARD],
    notEligible: [],
  },
  {
    personaId: 'titular-retirado',
    household: 'HOG-2025-001877',
    members: [
      { memberFullName: 'LUZ MARINA OSPINA VÉLEZ', documentType: 'CC', documentNumber: '43218765' },
      { memberFullName: 'ANDRÉS FELIPE CARDONA OSPINA', documentType: 'CC', documentNumber: '1152445566' },
    ],
    status: 'Asignado',
    projectName: 'Conjunto Residencial Los Naranjos',
    totalSaving: 8_300_000,
    modality: 'Adquisición de vivienda usada',
    // The subsidy is assigned but not collected yet: the paid-subsidy card shows, and the fund
    // refuses it with the message '500' (the not-eligible modal, docs/fovis.md).
    certificateTypes: [card(8), card(9)],
    notEligible: [9],
  },
  {
    personaId: 'afiliado-sin-correo',
    household: 'HOG-2026-006230',
    members: [
      { memberFullName: 'JOSÉ GREGORIO HERNÁNDEZ ROJAS', documentType: 'CE', documentNumber: '4567123' },
      { memberFullName: 'YELITZA CAROLINA MÁRQUEZ DÍAZ', documentType: 'PT', documentNumber: '6543210' },
    ],
    status: 'Postulado',
    projectName: 'Ciudadela El Recreo',
    totalSaving: 4_200_000,
    modality: 'Construcción en sitio propio',
    certificateTypes: [card(14)],
    notEligible: [],
  },
  {
    personaId: 'registro-no-disponible',
    household: null,
    members: [],
    status: null,
    projectName: null,
    totalSaving: null,
    modality: null,
    certificateTypes: [],
    notEligible: [],
    scenario: 'server-error',
  },
];

/** Someone who never postulated: no household, members, status, project, saving or modality; only card 1. */
function notPostulatedRecord(personaId: string): SandboxFovisRecord {
  return {
    personaId,
    household: null,
    members: [],
    status: null,
    projectName: null,
    totalSaving: null,
    modality: null,
    certificateTypes: [card(1)],
    notEligible: [],
  };
}

export function fovisRecordOf(personaId: string): SandboxFovisRecord {
  return seededFovisRecords.find((record) => record.personaId === personaId) ?? notPostulatedRecord(personaId);
}

/** Whether the fund generates this certificate for the person: a card of theirs it does not refuse. */
export function generatesFovisCertificate(record: SandboxFovisRecord, id: FovisCertificateId): boolean {
  return record.certificateTypes.some((type) => type.id === id) && !record.notEligible.includes(id);
}
