import type { FovisCertificateAnswer, PostulationInfoAnswer, SendDocumentAnswer, SendDocumentRequest } from '@/application/fovis/fovis-gateway.port';
import type { FovisCertificateTypeReading, PostulationInfoReading, PostulationMemberReading } from '@/domain/fovis/postulation-info.entity';
import type * as common from '@/infrastructure/api/shared/wire/common.model';
import type * as contract from '@/infrastructure/api/shared/wire/fovis.model';
import { asObject, asWire, type JsonObject, readNumber, readText, type Wire, type WireField } from '@/infrastructure/http/json-body.mapper';

/**
 * DTO decoding and encoding for the subsidies API (the contract's `getPostulationInfo`,
 * `getCertificate` with its 14 kinds and `sendDocument`), in the readings of ADR 0015, each body
 * read by its answer schema's keys (`Wire`). Nothing here throws; what cannot be read is null,
 * and the domain applies the defaults of docs/fovis.md to it.
 */

// ---------------------------------------------------------------------------------------------
// GET postulation-info: {responseCode, data: {fullName, loggedHouseHold, postulantMembers, ...}}.

/**
 * The fund names the modality only as "a modality label"; these are the names a backend is
 * likely to give it, the first one present wins (ADR 0015, the contract's `PostulationInfo`).
 */
const modalityFields = ['modality', 'modalityLabel', 'modalityName', 'modalidad'] as const;

export function readPostulationInfo(body: Wire<contract.PostulationInfoAnswer>): PostulationInfoAnswer {
  const data = asWire<contract.PostulationInfo>(body.data);
  if (data === null) return { info: null };
  const info: PostulationInfoReading = {
    fullName: readText(data.fullName),
    household: readTextOrNumber(data.loggedHouseHold),
    members: readEntries(data.postulantMembers, readMember),
    status: readText(data.status),
    projectName: readText(data.projectName),
    totalSaving: readAmount(data.totalSaving),
    certificateTypes: readEntries(data.certificateTypes, readCertificateType),
    modality: modalityFields.map((field) => readText(data[field])).find((label) => label !== null) ?? null,
  };
  return { info };
}

/**
 * A list the summary can show part of: entries that are not objects are dropped (there is
 * nothing of them to show), and anything but a list is none. `read` reads each entry by its schema.
 */
function readEntries<T>(value: unknown, read: (entry: JsonObject) => T): readonly T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const object = asObject(entry);
    return object === null ? [] : [read(object)];
  });
}

function readMember(member: Wire<contract.PostulationMember>): PostulationMemberReading {
  return {
    memberFullName: readText(member.memberFullName),
    documentType: readText(member.documentType)?.trim() ?? null,
    documentNumber: readTextOrNumber(member.documentNumber),
  };
}

/**
 * A card's id as a number, whether the fund sends 3 or '3' (ADR 0015). A text that is not a whole
 * number is null: the card still shows and choosing it gives the 'unavailable' modal.
 */
function readCertificateType(type: Wire<contract.FovisCertificateType>): FovisCertificateTypeReading {
  return { id: readWholeNumber(type.id), name: readText(type.name) };
}

/** A JSON number, or a text of digits alone ('2500000'); a formatted amount ('2.500.000') is not read. */
function readAmount(value: unknown): number | null {
  const amount = readNumber(value) ?? readWholeNumber(value);
  return amount !== null && amount >= 0 ? amount : null;
}

function readWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const text = readText(value)?.trim();
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** A document number or a household id may arrive as a JSON number; it is shown as text. */
function readTextOrNumber(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : null;
  return readText(value)?.trim() ?? null;
}

// ---------------------------------------------------------------------------------------------
// GET {kind}: {code, data: <base64> | {name, binary}, message}.

export function readFovisCertificate(body: Wire<contract.FovisCertificateAnswer>): FovisCertificateAnswer {
  const holder = asWire<common.PdfData>(body.data);
  const binary = holder === null ? readText(body.data) : readText(holder.binary);
  return {
    binary: binary?.trim() ?? null,
    name: holder === null ? null : (readText(holder.name)?.trim() ?? null),
    message: readMessage(body.message),
  };
}

/** The message as text; the not-eligible '500' (docs/fovis.md) may arrive as the number 500. */
function readMessage(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return readText(value)?.trim() ?? null;
}

// ---------------------------------------------------------------------------------------------
// POST send-document: {responseCode, data: {mail}}.

export function sendDocumentDto(request: SendDocumentRequest): Readonly<Record<string, unknown>> {
  return {
    documentType: request.documentType,
    documentNumber: request.documentNumber,
    certificateId: request.certificateId,
    fileName: request.fileName,
    sendEmail: request.sendEmail,
    binaryFile: request.binaryFile,
  };
}

export function readSendDocument(body: Wire<contract.SendDocumentAnswer>): SendDocumentAnswer {
  return { mail: readText(asWire<WireField<contract.SendDocumentAnswer, 'data'>>(body.data)?.mail)?.trim() ?? null };
}
