import { http, HttpResponse } from 'msw';
import { certificateCards } from '../data/certificate-cards';
import { failureResponse, type FailureKind } from './failure-responses';

/**
 * The fund's certifications API (spec section 7). URLs start with `*` so the same
 * handlers match any origin: `http://localhost/api/...` under msw/node in tests and the
 * dev or preview server's own origin over HTTP.
 */
export const certificationsPaths = {
  list: '*/api/v1/certifications/listarCertificados',
} as const;

export const certificationsHandlers = [
  http.get(certificationsPaths.list, () => HttpResponse.json({ code: 200, data: certificateCards })),
];

/** A replacement for the list handler that fails in the given way (use with `server.use`). */
export function certificateListFailure(kind: FailureKind) {
  return http.get(certificationsPaths.list, () => failureResponse(kind));
}
