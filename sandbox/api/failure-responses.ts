import { HttpResponse } from 'msw';

/**
 * Ways the fund's API can fail, for tests that must prove the portal survives them
 * (`server.use(http.get(path, () => failureResponse('network-error')))`). The portal's
 * rule (docs/api/README.md, ADR 0005): a failed fetch is `error: true`, a malformed body is an error, a 5xx without a
 * usable body is an error, and a business code in the body is the caller's to read.
 */
export type FailureKind =
  /** The connection fails: fetch rejects. */
  | 'network-error'
  /** HTTP 500 with an empty body. */
  | 'server-error'
  /** HTTP 503 with an HTML error page, as a gateway in front of the API would send. */
  | 'gateway-error'
  /** HTTP 200 whose body is not JSON. */
  | 'malformed-body'
  /** HTTP 200 with a JSON body carrying an unexpected business code. */
  | 'unexpected-code';

export function failureResponse(kind: FailureKind): Response {
  switch (kind) {
    case 'network-error':
      return HttpResponse.error();
    case 'server-error':
      return new HttpResponse(null, { status: 500 });
    case 'gateway-error':
      return HttpResponse.html('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', {
        status: 503,
      });
    case 'malformed-body':
      return HttpResponse.text('{"code": 200, "data": [', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'unexpected-code':
      return HttpResponse.json({ code: 500, data: null, message: 'Error interno del servicio' }, { status: 200 });
  }
}
