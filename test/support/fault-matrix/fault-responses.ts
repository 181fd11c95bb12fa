import { http, HttpResponse } from 'msw';
import { server } from '@test/support/msw-server';
import { faultHeaders } from '@test/support/setup/contract-guard';
import type { FaultKind, FaultMatrixRow } from './fault-matrix.model';

/** What one request to the row's path carried that the matrix asserts on. */
export interface SeenRequest {
  readonly method: string;
  readonly authorization: string | null;
}

export type Responder = (request: Request) => Response | Promise<Response>;

/** A code no operation names: each call's 'any other code' outcome (docs/api/openapi.yaml). */
const unnamedBusinessCode = 987;

/**
 * The fund's API answering the row's method and path: the n-th request gets the n-th
 * responder (the last one repeats), and every request is recorded, so a cell can say how many
 * went out and with which bearer.
 */
export function answerInTurn(row: FaultMatrixRow<unknown>, responders: readonly [Responder, ...Responder[]]): readonly SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http[row.method](`*${row.path}`, ({ request }) => {
      const responder = responders[Math.min(seen.length, responders.length - 1)] ?? responders[0];
      seen.push({ method: request.method, authorization: request.headers.get('authorization') });
      return responder(request);
    }),
  );
  return seen;
}

/** Each column's answer, as a real backend or network would give it. */
export function faultResponder(fault: FaultKind, row: FaultMatrixRow<unknown>): Responder {
  switch (fault) {
    case 'network':
      return () => HttpResponse.error();
    case 'timeout':
      // No answer until the client gives up and aborts; then the connection just drops.
      return (request) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true });
        });
    case 'server':
      // A framework's default error object (Spring Boot's): JSON, but no business code in it.
      return () =>
        HttpResponse.json(
          { timestamp: '2026-11-24T21:00:00.000+00:00', status: 500, error: 'Internal Server Error', path: row.path },
          { status: 500 },
        );
    case 'malformed':
      // Cut off mid-body, and announced as JSON.
      // Marked as a deliberate fault: the contract guard (test/support/setup/contract-guard.ts) lets it through.
      return () =>
        HttpResponse.text('{"code": 0, "responseCode": 0, "data": [', { status: 200, headers: faultHeaders('malformed', { 'Content-Type': 'application/json' }) });
    case 'unexpectedCode':
      // A code the contract does not name: outside it, marked so the contract guard lets it through.
      return () => HttpResponse.json(row.codeBody(unnamedBusinessCode), { headers: faultHeaders('unnamed-code') });
    case 'unauthorized':
      return unauthorizedResponder(row);
  }
}

/**
 * HTTP 401 as a gateway in front of the API sends it: the bearer challenge, and a JSON body that
 * even carries 401 where the call's business code lives, so a client that read it as an answer
 * would land on the call's "any other code" outcome instead of its failure.
 */
export function unauthorizedResponder(row: FaultMatrixRow<unknown>): Responder {
  return () =>
    HttpResponse.json(
      { ...row.codeBody(401), message: 'Unauthorized' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } },
    );
}

export function successResponder(row: FaultMatrixRow<unknown>): Responder {
  return () => HttpResponse.json(row.successBody);
}
