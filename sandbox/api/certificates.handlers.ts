import { http, HttpResponse } from 'msw';
import { answerIn } from './answer-reading';
import {
  certificateFileName,
  certificateName,
  generateCertificate,
  type GeneratedCertificateCode,
} from '../documents/certificates-documents';
import { nextFilingNumber, resetFilings } from '../documents/filings';
import { certificateCards } from '../data/certificates';
import { familiarGroupsOf } from '../data/certificates-monetary-quota';
import { recordSentMail, resetOutbox } from '../mail/outbox';
import { currentPersona, unauthorizedResponse } from './current-persona';
import { failureResponse, type FailureKind } from './failure-responses';
import { sandboxState, type SandboxPersona } from './sandbox-state';
import { asObject, jsonBody } from './json-body';

/**
 * The fund's certifications API (the contract's Certificates operations, docs/certificates.md). URLs start with `*` so the same
 * handlers match any origin: `http://localhost/api/...` under msw/node in tests and the
 * dev or preview server's own origin over HTTP.
 *
 * Who gets what is the table of docs/sandbox-answers.md ('Certificates, per persona'): the answers
 * follow from each persona's record (active or retired, e-mail or none, beneficiaries), never
 * from a list of documents here. The one exception is {@link UNEXPECTED_CODE_DOCUMENT}, a
 * document that exists only to make the anonymous calls answer an unexpected code.
 */
const certificatesPaths = {
  list: '*/api/v1/certifications/listarCertificados',
  worker: '*/api/v1/certifications/afiliado/sin-beneficiarios',
  beneficiary: '*/api/v1/certifications/beneficiario',
  fosfec: '*/api/v1/certifications/fosfec',
  monetaryQuota: '*/api/v1/certifications/cuota-monetaria',
  downloadable: '*/api/v1/certifications/certificates/downloadable',
  sendByEmail: '*/api/v1/certifications/sendCertificateByEmail',
  beneficiaries: '*/api/v1/certifications/certificates/getDataBeneficiary',
  schoolUpload: '*/api/v1/certifications/upload/certificateSchool',
  affiliationCard: '*/api/v1/certifications/affiliationCard',
  defunction: '*/api/v1/certifications/certificates/defunction',
} as const;

/** CC 999000500: the anonymous calls answer code 500, a code no outcome table knows. */
export const UNEXPECTED_CODE_DOCUMENT = { documentType: 'CC', documentNumber: '999000500' } as const;

/** The file-size limit of docs/certificates.md: 2 MB. */
const MAX_FILE_BYTES = 2_000_000;

/** Texts the sandbox answers with (the portal shows its own, except where it shows `description`). */
export const certificatesTexts = {
  workerSent: 'El certificado fue generado y enviado al correo electrónico registrado.',
  workerNotFound: 'No se encontró un afiliado activo con el documento ingresado.',
  noEmail: 'El afiliado no tiene un correo electrónico registrado.',
  unexpected: 'Error interno del servicio',
  beneficiarySent: 'El certificado fue generado y enviado al correo electrónico registrado del titular.',
  beneficiaryHolderNoEmail:
    'El titular no tiene un correo electrónico registrado, por lo tanto, no podemos enviar el certificado del beneficiario.',
  beneficiaryHolderRetired: 'El titular del beneficiario no es un afiliado activo.',
  beneficiaryNotFound: 'No se encontró un beneficiario con el documento ingresado.',
  fosfecSent: 'El certificado FOSFEC fue generado y enviado al correo electrónico registrado.',
  fosfecNotFound: 'No se encontró una postulación al subsidio de desempleo (FOSFEC) con el documento ingresado.',
  noBeneficiaries: 'No se encontraron beneficiarios asociados a tu usuario.',
  retired: 'El documento ingresado no corresponde al de un afiliado activo, por lo tanto, no podemos generar tu certificado.',
  conditionsNotMet: 'Actualmente no cumples con las condiciones para generar este certificado.',
  unknownCertificate: 'El código de certificado no es válido.',
  emailSent: 'El certificado fue enviado al correo electrónico registrado.',
  invalidFile: 'El archivo enviado no es un PDF válido.',
  cardSelection: 'Selecciona entre uno y cinco de tus beneficiarios.',
  schoolUploaded: 'El certificado escolar fue cargado exitosamente.',
  schoolInvalid: 'La solicitud de carga del certificado escolar no es válida.',
  deathUploaded: 'Los certificados de defunción fueron cargados exitosamente.',
  deathInvalid: 'La solicitud de carga de los certificados de defunción no es válida.',
} as const;

export const certificatesHandlers = [
  http.get(certificatesPaths.list, answerIn('listCertificates', () => HttpResponse.json({ code: 200, data: certificateCards }))),

  // --- Without sign-in: the person is the document typed (tipoDoc, numDoc). ---

  http.get(certificatesPaths.worker, answerIn('requestWorkerCertificate', ({ request }) => {
    const query = documentQuery(request);
    if (isUnexpectedCodeDocument(query)) return HttpResponse.json({ code: 500, data: null, message: certificatesTexts.unexpected });
    const persona = sandboxState.findPersonaByDocument(query.documentType, query.documentNumber);
    if (!persona || persona.affiliation.status !== 'activo') {
      return HttpResponse.json({ code: 404, data: null, message: certificatesTexts.workerNotFound });
    }
    // The status mirrors the code on purpose: the portal must read the body, not the status.
    if (!persona.email) return HttpResponse.json({ code: 422, data: null, message: certificatesTexts.noEmail }, { status: 422 });
    mailCertificate(persona.email, 'C01');
    return HttpResponse.json({ code: 200, data: persona.email, message: certificatesTexts.workerSent });
  })),

  http.get(certificatesPaths.beneficiary, answerIn('requestBeneficiaryCertificate', ({ request }) => {
    const query = documentQuery(request);
    const answer = (code: number, detail: string | null, description: string) => HttpResponse.json({ data: { code, detail, description } });
    if (isUnexpectedCodeDocument(query)) return answer(500, null, certificatesTexts.unexpected);
    const found = findBeneficiary(query.documentType, query.documentNumber);
    if (!found) return answer(18, null, certificatesTexts.beneficiaryNotFound);
    if (found.holder.affiliation.status !== 'activo') return answer(103, null, certificatesTexts.beneficiaryHolderRetired);
    if (!found.holder.email) return answer(422, null, certificatesTexts.beneficiaryHolderNoEmail);
    mailCertificate(found.holder.email, 'C02');
    return answer(0, found.holder.email, certificatesTexts.beneficiarySent);
  })),

  http.get(certificatesPaths.fosfec, answerIn('requestFosfecCertificate', ({ request }) => {
    const query = documentQuery(request);
    if (isUnexpectedCodeDocument(query)) return HttpResponse.json({ code: 500, detail: null, description: certificatesTexts.unexpected });
    const persona = sandboxState.findPersonaByDocument(query.documentType, query.documentNumber);
    // FOSFEC protects people who lost their job: the retired holder has a postulation, the
    // active affiliates do not (except the one without e-mail, whose certificate cannot be sent).
    if (persona && !persona.email) return HttpResponse.json({ code: 422, detail: null, description: certificatesTexts.noEmail });
    if (!persona?.email || persona.affiliation.status !== 'retirado') {
      return HttpResponse.json({ code: 2, detail: null, description: certificatesTexts.fosfecNotFound });
    }
    mailCertificate(persona.email, 'C07');
    return HttpResponse.json({ code: 0, detail: persona.email, description: certificatesTexts.fosfecSent });
  })),

  // --- Signed in (B): the person is the one the access token belongs to. ---

  http.get(certificatesPaths.monetaryQuota, answerIn('getMonetaryQuota', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const refusal = beneficiaryListRefusal(persona);
    if (refusal) return HttpResponse.json({ code: refusal.code, description: refusal.description, detail: null });
    return HttpResponse.json({ code: 0, description: null, detail: { familiarGroups: familiarGroupsOf(persona) } });
  })),

  http.post(certificatesPaths.downloadable, answerIn('requestDownloadableCertificate', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const body = await jsonBody(request);
    if (persona.affiliation.status !== 'activo') return HttpResponse.json({ responseCode: 101, description: certificatesTexts.retired });
    const code = typeof body?.certificateCode === 'string' ? body.certificateCode.trim().toUpperCase() : '';
    if (code !== 'C01' && code !== 'C02' && code !== 'C04' && code !== 'C05' && code !== 'C06') {
      return HttpResponse.json({ responseCode: 422, description: certificatesTexts.unknownCertificate });
    }
    const covered = body?.optionalPersons === null || body?.optionalPersons === undefined ? [] : ownBeneficiaries(persona, body.optionalPersons);
    // C02 and C05 are about one beneficiary of the person's; C06 needs someone to list.
    const conditionsMet =
      covered !== null &&
      (code === 'C02' || code === 'C05' ? covered.length === 1 : code === 'C06' ? persona.beneficiaries.length > 0 : true);
    if (!conditionsMet) return HttpResponse.json({ responseCode: 1, description: certificatesTexts.conditionsNotMet });
    const certificate = await generateCertificate(code, persona, covered);
    return HttpResponse.json({ responseCode: 0, description: null, data: { name: certificate.name, binary: certificate.binary } });
  })),

  http.post(certificatesPaths.sendByEmail, answerIn('sendCertificateByEmail', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const body = await jsonBody(request);
    if (!persona.email) return HttpResponse.json({ code: 422, detail: null, description: certificatesTexts.noEmail });
    const code = typeof body?.certificateCode === 'string' ? body.certificateCode.trim().toUpperCase() : '';
    if (!isGeneratedCode(code)) return HttpResponse.json({ code: 422, detail: null, description: certificatesTexts.unknownCertificate });
    const file = decodeBase64(body?.binaryFile);
    if (!file || fileKind(file) !== 'application/pdf') {
      return HttpResponse.json({ code: 422, detail: null, description: certificatesTexts.invalidFile });
    }
    mailCertificate(persona.email, code);
    return HttpResponse.json({ code: 0, detail: persona.email, description: certificatesTexts.emailSent });
  })),

  http.get(certificatesPaths.beneficiaries, answerIn('getBeneficiaries', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const refusal = beneficiaryListRefusal(persona);
    if (refusal) return HttpResponse.json({ responseCode: refusal.code, description: refusal.description, data: null });
    return HttpResponse.json({
      responseCode: 0,
      description: null,
      data: persona.beneficiaries.map(({ namePerson, documentType, documentNumber }) => ({ namePerson, documentType, documentNumber })),
    });
  })),

  http.post(certificatesPaths.affiliationCard, answerIn('requestAffiliationCard', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const body = await jsonBody(request);
    if (persona.affiliation.status !== 'activo') return HttpResponse.json({ responseCode: 101, description: certificatesTexts.retired });
    const chosen = ownBeneficiaries(persona, body?.beneficiaries);
    const code = typeof body?.certificateCode === 'string' ? body.certificateCode.trim().toUpperCase() : '';
    if (code !== 'C08' || !chosen || chosen.length < 1 || chosen.length > 5) {
      return HttpResponse.json({ responseCode: 422, description: certificatesTexts.cardSelection });
    }
    const card = await generateCertificate('C08', persona, chosen);
    return HttpResponse.json({ responseCode: 0, description: null, data: { name: card.name, binary: card.binary } });
  })),

  http.post(certificatesPaths.schoolUpload, answerIn('uploadSchoolCertificate', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const body = await jsonBody(request);
    const students = ownBeneficiaries(persona, body?.optionalsPersons);
    const consecutivo = body?.consecutivo;
    const validNumber =
      consecutivo === null || (typeof consecutivo === 'number' && Number.isInteger(consecutivo) && consecutivo >= 0 && consecutivo <= 99_999_999);
    const file = decodeBase64(body?.binaryFile);
    const validFile =
      file !== null &&
      file.length <= MAX_FILE_BYTES &&
      ['application/pdf', 'image/jpeg', 'image/png'].includes(String(body?.typeFile)) &&
      fileKind(file) === body?.typeFile;
    if (body?.code !== 'C05' || !validNumber || !validFile || students?.length !== 1) {
      return HttpResponse.json({ code: 422, data: null, message: certificatesTexts.schoolInvalid });
    }
    return HttpResponse.json({ code: 200, data: { filingNumber: nextFilingNumber() }, message: certificatesTexts.schoolUploaded });
  })),

  http.post(certificatesPaths.defunction, answerIn('sendDeathCertificates', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const body = await jsonBody(request);
    const items = Array.isArray(body?.certificates) ? (body.certificates as unknown[]) : [];
    const valid =
      body?.code === 'C09' &&
      items.length > 0 &&
      items.every((item) => {
        const row = asObject(item);
        const file = decodeBase64(row?.binaryFile);
        return (
          row !== null &&
          ownBeneficiaries(persona, [row.beneficiary])?.length === 1 &&
          ['application/pdf', 'image/jpeg', 'image/tiff'].includes(String(row.fileType)) &&
          file !== null &&
          file.length <= MAX_FILE_BYTES &&
          fileKind(file) === row.fileType
        );
      });
    if (!valid) return HttpResponse.json({ code: 422, data: null, message: certificatesTexts.deathInvalid });
    return HttpResponse.json({
      code: 200,
      data: { filingNumber: nextFilingNumber() },
      message: certificatesTexts.deathUploaded,
    });
  })),
];

/** A replacement for the list handler that fails in the given way (use with `server.use`). */
export function certificateListFailure(kind: FailureKind) {
  return http.get(certificatesPaths.list, () => failureResponse(kind));
}

/** Back to no e-mail sent and no filing issued (run with the state's reset between tests). */
export function resetCertificatesRecords(): void {
  resetOutbox();
  resetFilings();
}

// ---------------------------------------------------------------------------------------------


function documentQuery(request: Request): { documentType: string; documentNumber: string } {
  const params = new URL(request.url).searchParams;
  return { documentType: (params.get('tipoDoc') ?? '').trim().toUpperCase(), documentNumber: (params.get('numDoc') ?? '').trim() };
}

function isUnexpectedCodeDocument(query: { documentType: string; documentNumber: string }): boolean {
  return query.documentType === UNEXPECTED_CODE_DOCUMENT.documentType && query.documentNumber === UNEXPECTED_CODE_DOCUMENT.documentNumber;
}

function findBeneficiary(documentType: string, documentNumber: string) {
  for (const holder of sandboxState.allPersonas()) {
    const beneficiary = holder.beneficiaries.find(
      (candidate) => candidate.documentType === documentType && candidate.documentNumber === documentNumber,
    );
    if (beneficiary) return { holder, beneficiary };
  }
  return null;
}

/**
 * The persona's beneficiaries named in a request list (matched by document type and number),
 * or null when the value is not a list or names anyone who is not theirs, or someone twice.
 */
function ownBeneficiaries(persona: SandboxPersona, value: unknown) {
  if (!Array.isArray(value)) return null;
  const found = value.map((item) => {
    const row = asObject(item);
    const type = typeof row?.documentType === 'string' ? row.documentType.trim().toUpperCase() : '';
    const number = typeof row?.documentNumber === 'string' ? row.documentNumber.trim() : '';
    return persona.beneficiaries.find((candidate) => candidate.documentType === type && candidate.documentNumber === number);
  });
  const own = found.filter((beneficiary) => beneficiary !== undefined);
  return own.length === found.length && new Set(own).size === own.length ? own : null;
}

/** getDataBeneficiary and cuota-monetaria: 101 for a retired holder, 1 without beneficiaries. */
function beneficiaryListRefusal(persona: SandboxPersona): { code: number; description: string } | null {
  if (persona.affiliation.status !== 'activo') return { code: 101, description: certificatesTexts.retired };
  if (persona.beneficiaries.length === 0) return { code: 1, description: certificatesTexts.noBeneficiaries };
  return null;
}

function isGeneratedCode(code: string): code is GeneratedCertificateCode {
  return ['C01', 'C02', 'C04', 'C05', 'C06', 'C07', 'C08'].includes(code);
}

function mailCertificate(recipient: string, code: GeneratedCertificateCode): void {
  const name = certificateName(code);
  recordSentMail({ recipient, subject: `Tu ${name}`, attachmentName: certificateFileName(name) });
}

/** Strict base64 (no data-URL prefix, no whitespace) to bytes; null for anything else or empty. */
function decodeBase64(value: unknown): Buffer | null {
  if (typeof value !== 'string' || value.length === 0 || value.length % 4 !== 0) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  return Buffer.from(value, 'base64');
}

/** The file's type from its first bytes, as the fund's checks read it. */
function fileKind(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 4);
  if (head.toString('latin1') === '%PDF') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'image/png';
  if (head.equals(Buffer.from([0x49, 0x49, 0x2a, 0x00])) || head.equals(Buffer.from([0x4d, 0x4d, 0x00, 0x2a]))) return 'image/tiff';
  return null;
}
