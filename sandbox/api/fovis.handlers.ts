import { http, HttpResponse } from 'msw';
import { answerIn } from './answer-reading';
import { certificateFileName, fullNameOf } from '../documents/certificates-documents';
import { generateFovisCertificate } from '../documents/fovis-documents';
import {
  fovisCertificates,
  fovisIdOfKind,
  fovisRecordOf,
  generatesFovisCertificate,
  isFovisCertificateId,
  type FovisCertificateId,
  type SandboxFovisRecord,
} from '../data/fovis';
import { recordSentMail } from '../mail/outbox';
import { currentPersona, unauthorizedResponse } from './current-persona';
import { failureResponse, type FailureKind } from './failure-responses';
import { jsonBody } from './json-body';
import { sandboxState, type SandboxPersona } from './sandbox-state';

/**
 * The fund's subsidies API (the contract's `getPostulationInfo`, `getCertificate` for the 14 kinds by path
 * segment, send-document), every call requiring the bearer token: the person is the access token's, never a
 * document of the request. Who gets what is sandbox/data/fovis.ts (docs/sandbox-answers.md, 'FOVIS, per
 * persona'): the answers follow from each persona's housing-subsidy record.
 *
 * Codes travel in the body with HTTP 200, as the fund's other services send them (ADR 0005); the
 * exceptions are the 401 of a missing token, a body the fund cannot take (400, or 403 for
 * someone else's document, naming the problem) and the HTTP 500 of the persona whose record
 * the fund cannot read.
 */
export const fovisPaths = {
  postulationInfo: '*/api/v1/subsidies/postulation-info',
  sendDocument: '*/api/v1/subsidies/send-document',
  // Last: msw tries handlers in order, and this pattern also matches the two paths above.
  certificate: '*/api/v1/subsidies/:kind',
} as const;

export const fovisTexts = {
  found: 'Consulta exitosa',
  generated: 'Certificado generado exitosamente.',
  /** The contract's `getCertificate`: the message '500' is the not-eligible answer (docs/fovis.md). */
  notEligible: '500',
  unknownKind: 'El tipo de certificado no existe.',
  sent: 'El certificado fue enviado al correo electrónico registrado.',
  sentWithoutEmail: 'El certificado fue registrado; la persona no tiene un correo electrónico registrado.',
  registered: 'La descarga del certificado fue registrada.',
  notYours: 'Solo puedes registrar certificados de tu propio documento.',
} as const;

/** HTTP 500 as a Spring service answers it: JSON without any business field. */
function serverError(path: string): Response {
  return HttpResponse.json(
    { timestamp: new Date().toISOString(), status: 500, error: 'Internal Server Error', path },
    { status: 500 },
  );
}

function badRequest(message: string): Response {
  return HttpResponse.json({ responseCode: 400, data: null, message }, { status: 400 });
}

export const fovisHandlers = [
  http.get(fovisPaths.postulationInfo, answerIn('getPostulationInfo', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const record = fovisRecordOf(persona.id);
    if (record.scenario === 'server-error') return serverError('/api/v1/subsidies/postulation-info');
    return HttpResponse.json({ responseCode: 200, message: fovisTexts.found, data: postulationInfoOf(persona, record) });
  })),

  http.post(fovisPaths.sendDocument, answerIn('sendDocument', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const checked = checkSendDocument(persona, await jsonBody(request));
    if ('forbidden' in checked) return HttpResponse.json({ responseCode: 403, data: null, message: checked.forbidden }, { status: 403 });
    if ('invalid' in checked) return badRequest(checked.invalid);
    const { certificateId, fileName, sendEmail } = checked;
    // Without an e-mail on record the fund registers the request and says where it sent it: nowhere.
    const mailedTo = sendEmail ? persona.email : null;
    if (mailedTo) recordSentMail({ recipient: mailedTo, subject: `Tu ${fovisCertificates[certificateId].name}`, attachmentName: fileName });
    sandboxState.registerFovisDocument({
      receivedAt: new Date().toISOString(),
      personaId: persona.id,
      certificateId,
      fileName,
      sendEmail,
      mailedTo,
    });
    const message = !sendEmail ? fovisTexts.registered : mailedTo ? fovisTexts.sent : fovisTexts.sentWithoutEmail;
    return HttpResponse.json({ responseCode: 200, message, data: { mail: mailedTo } });
  })),

  // The certificate is named by the path segment alone; a query (`?id=3`) changes nothing.
  http.get(fovisPaths.certificate, answerIn('getCertificate', async ({ request, params }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const id = fovisIdOfKind(String(params.kind));
    if (id === null) return HttpResponse.json({ code: 404, data: null, message: fovisTexts.unknownKind }, { status: 404 });
    const record = fovisRecordOf(persona.id);
    // A kind the person has no card for, or one the fund refuses them: the message '500'.
    if (!generatesFovisCertificate(record, id)) return HttpResponse.json({ code: 500, data: null, message: fovisTexts.notEligible });
    const certificate = await generateFovisCertificate(id, persona, record);
    return HttpResponse.json({ code: 200, data: { name: certificate.name, binary: certificate.binary }, message: fovisTexts.generated });
  })),
];

/** Any subsidies call made to fail in the given way (use with `server.use`). */
export function fovisFailure(call: keyof typeof fovisPaths, kind: FailureKind) {
  const method = call === 'sendDocument' ? http.post : http.get;
  return method(fovisPaths[call], () => failureResponse(kind));
}

// ---------------------------------------------------------------------------------------------

/**
 * postulation-info's `data` (the contract's `PostulationInfo`, docs/fovis.md). Names in capitals, as the
 * fund stores them. What the fund has no value for is sent both ways a backend does: `status`
 * and `totalSaving` left out, the other fields null, so the portal's defaults ('No postulado',
 * 'Ninguno') are seen to apply to either.
 */
function postulationInfoOf(persona: SandboxPersona, record: SandboxFovisRecord) {
  return {
    fullName: fullNameOf(persona).toLocaleUpperCase('es-CO'),
    loggedHouseHold: record.household,
    postulantMembers: record.members,
    ...(record.status !== null ? { status: record.status } : {}),
    projectName: record.projectName,
    ...(record.totalSaving !== null ? { totalSaving: record.totalSaving } : {}),
    certificateTypes: record.certificateTypes,
    // The fund's documentation calls it 'a modality label' without a field name; `modality` is the first name
    // the portal's adapter reads.
    modality: record.modality,
  };
}

type CheckedSendDocument =
  | { invalid: string }
  | { forbidden: string }
  | { certificateId: FovisCertificateId; fileName: string; sendEmail: boolean };

/**
 * send-document's body (the contract's `sendDocument`), checked as a backend that files what it gets would:
 * the person's own document, a certificate of theirs (1-14) the fund generates for them, the
 * file name the portal gives that certificate (docs/fovis.md's rule), a boolean `sendEmail`
 * and a PDF in plain base64. The first problem found is the answer's message.
 */
function checkSendDocument(persona: SandboxPersona, body: Readonly<Record<string, unknown>> | null): CheckedSendDocument {
  if (!body) return { invalid: 'El cuerpo de la solicitud debe ser un objeto JSON.' };
  const { documentType, documentNumber, certificateId, fileName, sendEmail, binaryFile } = body;
  if (typeof documentType !== 'string' || documentType.trim() === '') return { invalid: 'documentType debe ser un texto no vacío.' };
  if (typeof documentNumber !== 'string' || documentNumber.trim() === '') return { invalid: 'documentNumber debe ser un texto no vacío.' };
  if (documentType.trim().toUpperCase() !== persona.documentType || documentNumber.trim() !== persona.documentNumber) {
    return { forbidden: `${fovisTexts.notYours} ${documentType} ${documentNumber} no es el documento de la sesión.` };
  }
  if (!isFovisCertificateId(certificateId)) return { invalid: 'certificateId debe ser un número entero de 1 a 14.' };
  if (!generatesFovisCertificate(fovisRecordOf(persona.id), certificateId)) {
    return { invalid: `El certificado ${certificateId} no está disponible para esta persona.` };
  }
  if (typeof fileName !== 'string' || !fileName.endsWith('.pdf')) return { invalid: "fileName debe terminar en '.pdf'." };
  const expected = certificateFileName(fovisCertificates[certificateId].name);
  if (fileName !== expected) return { invalid: `fileName debe ser '${expected}' (el nombre del certificado según la regla de la sección 3).` };
  if (typeof sendEmail !== 'boolean') return { invalid: 'sendEmail debe ser true o false.' };
  const file = decodeBase64(binaryFile);
  if (!file) return { invalid: 'binaryFile debe ser base64 sin prefijo ni espacios.' };
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-') return { invalid: 'binaryFile no es un PDF (debe empezar por %PDF-).' };
  return { certificateId, fileName, sendEmail };
}

/** Strict base64 (no data-URL prefix, no white space, valid padding) to bytes; null for anything else or empty. */
function decodeBase64(value: unknown): Buffer | null {
  if (typeof value !== 'string' || value.length === 0 || value.length % 4 !== 0) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  return Buffer.from(value, 'base64');
}
