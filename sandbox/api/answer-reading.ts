import { HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { asObject, type JsonObject } from './json-body';
import { sandboxReading } from './sandbox-reading';

/**
 * The one layer that turns a handler's answer into the sandbox's current reading
 * (sandbox/api/sandbox-reading.ts). Every handler of sandbox/api/*.handlers.ts is wrapped in
 * {@link answerIn} with the contract's operationId (docs/api/openapi.yaml), and writes its answer
 * once, in the `body` reading; under `mirrored` this layer reshapes it as docs/api/README.md lists
 * the second reading and mirrors its business code in the HTTP status.
 */
export type OperationId =
  | 'listCertificates'
  | 'requestWorkerCertificate'
  | 'requestBeneficiaryCertificate'
  | 'requestFosfecCertificate'
  | 'getMonetaryQuota'
  | 'requestDownloadableCertificate'
  | 'sendCertificateByEmail'
  | 'getBeneficiaries'
  | 'uploadSchoolCertificate'
  | 'requestAffiliationCard'
  | 'sendDeathCertificates'
  | 'getPostulationInfo'
  | 'getCertificate'
  | 'sendDocument'
  | 'findPendingPayments'
  | 'requestPayment'
  | 'getPaymentInformation'
  | 'getFrequentQuestions'
  | 'findCustomerPurchases'
  | 'createRequest'
  | 'getUser'
  | 'updateUser'
  | 'getStates'
  | 'getCities'
  | 'getNeighborhoods';

type ResolverInfo<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0];

/** A handler's resolver, answered in the sandbox's current reading. */
export function answerIn<Params extends PathParams = PathParams>(
  operationId: OperationId,
  resolver: (info: ResolverInfo<Params>) => Response | Promise<Response>,
): HttpResponseResolver<Params> {
  return async (info) => inCurrentReading(operationId, await resolver(info));
}

/** The answers this layer has shaped: shaping one again changes nothing. */
const shapedAnswers = new WeakSet<Response>();

/**
 * The answer as the current reading sends it; unchanged under `body`. A handler that records what it
 * answered (the payment and booking requests) shapes its answer itself, so it records the status sent.
 */
export async function inCurrentReading(operationId: OperationId, response: Response): Promise<Response> {
  if (sandboxReading() === 'body' || response.type === 'error' || shapedAnswers.has(response)) return response;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = asObject(await response.clone().json());
  if (!body) return response;
  const shaped = nestedShape(operationId, body);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const sent = HttpResponse.json(shaped, { status: mirroredStatus(businessCode(shaped), response.status), headers });
  shapedAnswers.add(sent);
  return sent;
}

/**
 * The HTTP status a mirroring backend sends for a business code: the code itself when it is a
 * final HTTP status with a body that is no redirect and no session refusal (202 to 299 but 204 and
 * 205, 400 to 599 but 401 and 407); otherwise the handler's own status (200 for 0, 200 and the
 * fund's small codes 1, 2, 18, 101, 103...). HTTP 401 is never a business answer (ADR 0012).
 */
export function mirroredStatus(code: number | null, status: number): number {
  if (code === null) return status;
  const success = code >= 202 && code <= 299 && code !== 204 && code !== 205;
  const failure = code >= 400 && code <= 599 && code !== 401 && code !== 407;
  return success || failure ? code : status;
}

/** The first whole-number code of `code`, `responseCode`, `data.code` (numbers or digit texts). */
export function businessCode(body: JsonObject): number | null {
  for (const value of [body.code, body.responseCode, asObject(body.data)?.code]) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return /^[+-]?\d{1,15}$/.test(text) ? Number(text) : null;
  }
  return null;
}

/** The body in its second reading (docs/api/README.md, 'The two readings', point 2). */
function nestedShape(operationId: OperationId, body: JsonObject): JsonObject {
  const data = body.data;
  switch (operationId) {
    case 'getBeneficiaries':
      return Array.isArray(data) ? { ...body, data: { beneficiaries: data } } : body;
    case 'findPendingPayments': {
      if (!('pagos' in body)) return body;
      return { ...without(body, 'pagos'), data: { message: body.message ?? null, pagos: body.pagos } };
    }
    case 'findCustomerPurchases':
      return Array.isArray(data) ? { ...body, data: { purchases: data } } : body;
    case 'createRequest':
      return Array.isArray(data) ? { ...body, data: { uploadedDocuments: data } } : body;
    case 'getUser':
      return asObject(data) ? { ...body, data: [data] } : body;
    case 'requestPayment': {
      const fields = asObject(data);
      if (!fields) return body;
      return { ...without(body, 'data'), ...fields };
    }
    case 'getPaymentInformation': {
      const inner = asObject(data);
      if (!inner || !('detail' in inner)) return body;
      return { ...body, data: without(inner, 'detail'), detail: inner.detail };
    }
    case 'getMonetaryQuota': {
      if (!('detail' in body)) return body;
      return { ...without(body, 'detail'), data: body.detail };
    }
    case 'getFrequentQuestions':
    case 'requestDownloadableCertificate':
    case 'requestAffiliationCard':
    case 'getCertificate':
      return typeof data === 'string' && data !== '' ? { ...body, data: { name: documentNames[operationId], binary: data } } : body;
    default:
      // The locations answer `detail.<level>`, nested already; the other operations have one shape.
      return body;
  }
}

function without(body: JsonObject, key: string): JsonObject {
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
}

/** The names a document answered bare gets in the named reading. */
const documentNames: Readonly<Record<string, string>> = {
  getFrequentQuestions: 'Preguntas frecuentes sobre pagos en línea',
  requestDownloadableCertificate: 'Certificado',
  requestAffiliationCard: 'Carné de afiliación',
  getCertificate: 'Certificado FOVIS',
};
