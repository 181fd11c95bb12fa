import type { AnonymousCertificateAnswer, BeneficiariesAnswer, CertificateFileAnswer, FamiliarGroupsData, ListedCertificate, MessageAnswer, MonetaryQuotaAnswer, QuotaPaymentDetailData, QuotaPeriodData, SentByEmailAnswer } from '@/application/certificates/certificates-gateway.port';
import type { Beneficiary, PersonDocument } from '@/domain/certificates/beneficiary.entity';
import type * as common from '@/infrastructure/api/shared/wire/common.model';
import type * as contract from '@/infrastructure/api/shared/wire/certificates.model';
import type * as signedIn from '@/infrastructure/api/shared/wire/certificates-signed-in.model';
import { asWire, readNumber, readText, type Wire, type WireField } from '@/infrastructure/http/json-body.mapper';

/**
 * DTO decoding for the certifications API (the Certificates operations of docs/api/openapi.yaml):
 * JSON the fund sends, which may lack any field or carry it with another type, into the port's
 * type-checked answers. Each body is read by its answer schema's keys (`Wire`). Nothing here
 * throws; what cannot be read is null (or a dropped row), and the use case decides whether a
 * success without it is a system error. The envelope (business code, JSON object or not) is read
 * by the shared `toGatewayAnswer` and `json-body.mapper` in `infrastructure/http`; this file maps
 * only the certificates' own fields.
 */

/** The backend's own explanation: `description`, else `message`. */
function readDescription(description: unknown, message: unknown): string | null {
  return readText(description) ?? readText(message);
}

// ---------------------------------------------------------------------------------------------
// Answers, one reader per response shape.

/** listarCertificados: `data` is the list of cards; rows without a string code, name or role are dropped. */
export function readCertificateList(body: Wire<contract.CertificateListAnswer>): { readonly cards: readonly ListedCertificate[] | null } {
  if (!Array.isArray(body.data)) return { cards: null };
  const cards = body.data.flatMap((row: unknown): ListedCertificate[] => {
    const card = asWire<contract.CertificateCard>(row);
    const code = readText(card?.code);
    const name = readText(card?.name);
    const role = readText(card?.role);
    return code !== null && name !== null && role !== null ? [{ code, name, role }] : [];
  });
  return { cards };
}

/** afiliado/sin-beneficiarios: `{code, data: "<e-mail>", message}`. */
export function readWorkerAnswer(body: Wire<contract.WorkerCertificateAnswer>): AnonymousCertificateAnswer {
  return { email: readText(body.data), description: readDescription(body.description, body.message) };
}

/**
 * beneficiario: `{data: {code, detail: "<e-mail>", description}}`. A field missing from `data`
 * is looked for at the top level, where the other anonymous calls carry it.
 */
export function readBeneficiaryAnswer(body: Wire<contract.BeneficiaryCertificateAnswer>): AnonymousCertificateAnswer {
  const data: Wire<WireField<contract.BeneficiaryCertificateAnswer, 'data'>> = asWire<WireField<contract.BeneficiaryCertificateAnswer, 'data'>>(body.data) ?? {};
  return {
    email: readText(data.detail) ?? readText(body.detail),
    description: readDescription(data.description, data.message) ?? readDescription(body.description, body.message),
  };
}

/** fosfec: `{code, detail: "<e-mail>", description}`. */
export function readFosfecAnswer(body: Wire<contract.FosfecCertificateAnswer>): AnonymousCertificateAnswer {
  return { email: readText(body.detail), description: readDescription(body.description, body.message) };
}

/** downloadable and affiliationCard: `data` is the PDF as base64, or `{name, binary}`. */
export function readCertificateFile(body: Wire<signedIn.CertificateFileAnswer>): CertificateFileAnswer {
  const description = readDescription(body.description, body.message);
  if (typeof body.data === 'string') return { binary: readText(body.data), name: null, description };
  const data = asWire<common.PdfData>(body.data);
  return { binary: readText(data?.binary), name: readText(data?.name), description };
}

/** sendCertificateByEmail: `{code, detail: "<e-mail>", description}`. */
export function readSentByEmail(body: Wire<signedIn.SentByEmailAnswer>): SentByEmailAnswer {
  return { email: readText(body.detail), description: readDescription(body.description, body.message) };
}

/**
 * getDataBeneficiary: the list of beneficiaries, in one of the readings of ADR 0011 — `data` is
 * the list itself, or `data` is an object holding it under `familiarGroups` (the key the fund
 * names for this call's `data`) or `beneficiaries` (the key of a list of beneficiaries in the
 * contract's `requestAffiliationCard` body), the first of them that is a list. Rows without a
 * string name, type or number are dropped. Anything else is unreadable: null.
 */
export function readBeneficiaries(body: Wire<signedIn.BeneficiariesAnswer>): BeneficiariesAnswer {
  const rows = beneficiaryRows(body.data);
  if (rows === null) return { beneficiaries: null };
  const beneficiaries = rows.flatMap((row: unknown): Beneficiary[] => {
    const person = asWire<common.Beneficiary>(row);
    const namePerson = readText(person?.namePerson);
    const documentType = readText(person?.documentType);
    const documentNumber = readText(person?.documentNumber);
    return namePerson !== null && documentType !== null && documentNumber !== null
      ? [{ namePerson, documentType, documentNumber }]
      : [];
  });
  return { beneficiaries };
}

/** The object keys that may hold the beneficiary list when `data` is not the list itself, in order. */
const beneficiaryListKeys = ['familiarGroups', 'beneficiaries'] as const;

function beneficiaryRows(data: unknown): readonly unknown[] | null {
  if (Array.isArray(data)) return data;
  const holder = asWire<WireField<signedIn.BeneficiariesAnswer, 'data'>>(data);
  if (holder === null) return null;
  for (const key of beneficiaryListKeys) {
    const rows = holder[key];
    if (Array.isArray(rows)) return rows;
  }
  return null;
}

/** upload/certificateSchool and certificates/defunction: `{code, data, message}`. */
export function readMessage(body: Wire<signedIn.MessageAnswer>): MessageAnswer {
  return { message: readText(body.message) ?? readText(body.description) };
}

/**
 * cuota-monetaria: `familiarGroups` from `detail` (or `data`, where getDataBeneficiary-style
 * answers put it). See {@link readFamiliarGroups} for how much of a damaged tree is kept.
 */
export function readMonetaryQuota(body: Wire<signedIn.MonetaryQuotaAnswer>): MonetaryQuotaAnswer {
  const familiarGroups =
    readFamiliarGroups(asWire<signedIn.FamiliarGroupsHolder>(body.detail)?.familiarGroups) ??
    readFamiliarGroups(asWire<signedIn.FamiliarGroupsHolder>(body.data)?.familiarGroups);
  return { familiarGroups, description: readDescription(body.description, body.message) };
}

const periodKey = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The quota tree, validated to the leaves. The choice: keep every part that can be shown
 * truthfully, drop the parts that cannot, and never show a half-read row.
 * - `familiarGroups` not a plain object → null (nothing to show; the use case decides).
 * - A group that is not an object, or that has no valid period left → dropped.
 * - A period whose key is not 'YYYY-MM', that is not an object, whose `subsidyValue` is not a
 *   number or whose `detail` is not a list → dropped (its total or its rows would be wrong).
 *   `paymentMethod` that is not a string reads as null ('No registra').
 * - A detail row without string state, identification and name and a numeric value → dropped.
 * An empty `familiarGroups` object stays empty: the fund said there is nothing.
 */
function readFamiliarGroups(value: unknown): FamiliarGroupsData | null {
  const groups = asWire<signedIn.FamiliarGroups>(value);
  if (groups === null) return null;
  const entries = Object.entries(groups).flatMap(([groupKey, group]): [string, Record<string, QuotaPeriodData>][] => {
    const periods = readPeriods(group);
    return periods === null ? [] : [[groupKey, periods]];
  });
  // fromEntries defines own properties, so a key such as '__proto__' stays a plain key.
  return Object.fromEntries(entries);
}

function readPeriods(value: unknown): Record<string, QuotaPeriodData> | null {
  const periods = asWire<signedIn.FamiliarGroups[string]>(value);
  if (periods === null) return null;
  const entries = Object.entries(periods).flatMap(([key, period]): [string, QuotaPeriodData][] => {
    if (!periodKey.test(key)) return [];
    const read = readPeriod(period);
    return read === null ? [] : [[key, read]];
  });
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

function readPeriod(value: unknown): QuotaPeriodData | null {
  const period = asWire<signedIn.QuotaPeriod>(value);
  const subsidyValue = readNumber(period?.subsidyValue);
  if (period === null || subsidyValue === null || !Array.isArray(period.detail)) return null;
  const paymentMethod = typeof period.paymentMethod === 'string' ? period.paymentMethod : null;
  return { paymentMethod, subsidyValue, detail: period.detail.flatMap(readPaymentDetail) };
}

function readPaymentDetail(value: unknown): QuotaPaymentDetailData[] {
  const row = asWire<signedIn.QuotaPaymentDetail>(value);
  const state = readText(row?.state);
  const beneficiaryIdentification = readText(row?.beneficiaryIdentification);
  const beneficiaryName = readText(row?.beneficiaryName);
  const subsidyValue = readNumber(row?.subsidyValue);
  return state !== null && beneficiaryIdentification !== null && beneficiaryName !== null && subsidyValue !== null
    ? [{ state, beneficiaryIdentification, beneficiaryName, subsidyValue }]
    : [];
}

// ---------------------------------------------------------------------------------------------
// Request bodies: built field by field, so an object that carries more than the port's type
// (a Beneficiary passed where a PersonDocument is asked for) sends exactly the contract's shape.

export function personDocumentDto(person: PersonDocument): PersonDocument {
  return { documentType: person.documentType, documentNumber: person.documentNumber };
}

/** The contract's beneficiary order (common.yaml `Beneficiary`): documentType, documentNumber, namePerson. */
export function beneficiaryDto(person: Beneficiary): Beneficiary {
  return { documentType: person.documentType, documentNumber: person.documentNumber, namePerson: person.namePerson };
}
