import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { ApiResponse } from './http-client.port';
import { asWire, type CodeOrder, readBusinessCode, type Wire } from './json-body.mapper';

/**
 * ApiResponse → GatewayAnswer, for every gateway. Transport failures keep their reason. An
 * answer without a JSON object body (a 204 No Content: no call has a successful empty answer) is
 * `malformed`, as the ports promise for a body that is not a JSON object. Otherwise the business
 * code is read in the call's `order`, and `read` maps the body, read as the call's answer schema
 * `S` (the reader's parameter, `Wire<S>`), into the port's value.
 */
export function toGatewayAnswer<T, S>(response: ApiResponse, order: CodeOrder, read: (body: Wire<S>) => T): GatewayAnswer<T> {
  if (response.error) return { ok: false, reason: response.reason };
  const body = asWire<S>(response.body);
  if (body === null) return { ok: false, reason: 'malformed' };
  return { ok: true, code: readBusinessCode(body, order), value: read(body) };
}
