import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { server } from '@test/support/msw-server';
import { namesCode } from '@test/support/operation-outcome-tables';
import { faultHeaders } from '@test/support/setup/contract-guard';

/**
 * The transport contract every Axios gateway keeps, whatever its calls read: the request the
 * API contract (docs/api/openapi.yaml) names, the bearer token as the session allows, and no
 * usable answer (network failure, time-out, HTTP 500 without a code, a body that is not a JSON
 * object, 204) never taken for a business answer. A gateway's integration test lists its calls
 * and registers these blocks with `describeGatewayTransport`, then pins its own readings with
 * `answer` and `json`.
 */

export type JsonBody = Parameters<typeof HttpResponse.json>[0];

/**
 * Where a call goes: enough for `answer` to intercept it. A call's path is the one it sends, with
 * any path parameter filled in (e.g. `users/700123`); `answer` alone also takes an msw pattern
 * (e.g. `users/:idSap`) to see what a call sends to a path it builds.
 */
export interface Route {
  readonly method: 'get' | 'post' | 'put';
  readonly path: string;
}

export interface TransportCall<Gateway> extends Route {
  readonly name: string;
  /** Whether the contract requires the call's bearer token: only then is it checked with a session alone. */
  readonly signedIn: boolean;
  readonly invoke: (gateway: Gateway) => Promise<GatewayAnswer<unknown>>;
  /** What must reach the backend. */
  readonly query: Record<string, string>;
  /**
   * The JSON body that must reach the backend, `undefined` for none (a GET); leave the key out to
   * check none of the calls' bodies. Only when every call declares it is the body checked.
   */
  readonly body?: unknown;
  /** A success answer in the contract's shape. */
  readonly success: JsonBody;
}

export interface TransportContract<Gateway, Call extends TransportCall<Gateway>> {
  readonly calls: readonly Call[];
  /** The gateway over the shell's real HTTP client, `token` the session's (null: nobody signed in). */
  readonly gatewayWith: (token: string | null, requestTimeoutMs?: number) => Gateway;
  /** Bodies that are not a JSON object, in the gateway's own vocabulary. */
  readonly notAnObject: { readonly truncatedJson: string; readonly list: JsonBody };
  readonly bearer: {
    /** The title of the token block, e.g. 'the bearer token: neither call needs a session'. */
    readonly title: string;
    /** More cases of the token block. */
    readonly more?: () => void;
  };
  /** More cases of each call's '%s without a usable answer' block. */
  readonly moreWithoutAUsableAnswer?: (call: Call) => void;
}

export interface SeenRequest {
  readonly method: string;
  readonly pathname: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
  readonly authorization: string | null;
  readonly contentType: string | null;
}

/** Answers every request to the route with `respond`, and records what arrived. */
export function answer(route: Route, respond: (request: Request) => Response | Promise<Response>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http[route.method](`*${route.path}`, async ({ request }) => {
      const address = new URL(request.url);
      const text = await request.clone().text();
      seen.push({
        method: request.method,
        pathname: address.pathname,
        query: Object.fromEntries(address.searchParams),
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
      });
      return respond(request);
    }),
  );
  return seen;
}

export const json = (body: JsonBody, status = 200) => () => HttpResponse.json(body, { status });

/**
 * An answer outside the API contract on purpose (a damaged row, a field of another type, a shape no
 * reading names), marked so the contract guard (test/support/setup/contract-guard.ts) lets it through.
 */
export const offContract = (body: JsonBody, status = 200) => () => HttpResponse.json(body, { status, headers: faultHeaders('off-contract') });

/**
 * An answer whose business code its operation does not name (the contract's `x-business-codes`), to
 * prove the call's "any other code" outcome: outside the contract on purpose, marked for the guard.
 */
export const unnamedCode = (body: JsonBody, status = 200) => () => HttpResponse.json(body, { status, headers: faultHeaders('unnamed-code') });

/** `json`, or `unnamedCode` when `code` is one the operation does not name (`namesCode`). */
export const jsonFor = (operationId: string, code: number | null) => (namesCode(operationId, code) ? json : unnamedCode);

/** Registers the shared blocks for the contract's calls; call it inside the gateway's `describe`. */
export function describeGatewayTransport<Gateway, Call extends TransportCall<Gateway>>(contract: TransportContract<Gateway, Call>): void {
  const { calls, gatewayWith, notAnObject, bearer } = contract;
  const byName = calls.map((call) => [call.name, call] as const);
  const withBody = calls.every((call) => 'body' in call);

  it.each(byName)(`%s sends the contract’s method, path${withBody ? ', query and JSON body' : ' and query'}`, async (_name, call) => {
    const seen = answer(call, json(call.success));
    await call.invoke(gatewayWith(call.signedIn ? 'token-de-maria' : null));
    const sent = seen.map(({ method, pathname, query, body }) => (withBody ? { method, pathname, query, body } : { method, pathname, query }));
    const expected = { method: call.method.toUpperCase(), pathname: call.path, query: call.query };
    expect(sent).toEqual([withBody ? { ...expected, body: call.body } : expected]);
  });

  describe(bearer.title, () => {
    bearer.more?.();

    it.each(byName.filter(([, call]) => !call.signedIn))('%s goes without a token when nobody is signed in', async (_name, call) => {
      const seen = answer(call, json(call.success));
      await call.invoke(gatewayWith(null));
      expect(seen.map((sent) => sent.authorization)).toEqual([null]);
    });

    it.each(byName)('%s carries the token when someone is signed in', async (_name, call) => {
      const seen = answer(call, json(call.success));
      await call.invoke(gatewayWith('token-de-maria'));
      expect(seen.map((sent) => sent.authorization)).toEqual(['Bearer token-de-maria']);
    });
  });

  describe.each(byName)('%s without a usable answer', (_name, call) => {
    it('keeps a network failure as the reason', async () => {
      answer(call, () => HttpResponse.error());
      await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'network' });
    });

    it('reports no answer within requestTimeoutMs as a time-out', async () => {
      answer(
        call,
        (sent) =>
          new Promise<Response>((resolve) => {
            sent.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true });
          }),
      );
      await expect(call.invoke(gatewayWith(null, 40))).resolves.toEqual({ ok: false, reason: 'timeout' });
    });

    it('reports HTTP 500 without a business code as a server failure', async () => {
      answer(call, () => new HttpResponse(null, { status: 500 }));
      await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'server' });
      answer(call, json({ timestamp: '2026-11-24T21:00:00Z', status: 500, error: 'Internal Server Error' }, 500));
      await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'server' });
    });

    it('reports a body that is not a JSON object as malformed', async () => {
      answer(call, () => HttpResponse.text(notAnObject.truncatedJson, { headers: faultHeaders('malformed', { 'Content-Type': 'application/json' }) }));
      await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'malformed' });
      answer(call, offContract(notAnObject.list));
      await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'malformed' });
      answer(call, () => HttpResponse.text('<html>Bad gateway</html>', { status: 200, headers: faultHeaders('malformed') }));
      await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'malformed' });
    });

    it('reports 204 No Content as malformed', async () => {
      answer(call, () => new HttpResponse(null, { status: 204, headers: faultHeaders('no-content') }));
      await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'malformed' });
    });

    contract.moreWithoutAUsableAnswer?.(call);
  });
}
