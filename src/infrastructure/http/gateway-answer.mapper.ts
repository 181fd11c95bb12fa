import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { ApiResponse } from './http-client.port';
import { asObject, type CodeOrder, type JsonObject, readBusinessCode } from './json-body.mapper';

/**
 * ApiResponse → GatewayAnswer, for every gateway. Transport failures keep their reason. An
 * answer without a JSON object body (a 204 No Content: none of today's calls has a successful
 * empty answer) is `malformed`, as the ports promise for a body that is not a JSON object. Otherwise the business code is read in the call's `order`
 * and `read` maps the body's fields into the port's value.
 */
export function toGatewayAnswer<T>(response: ApiResponse, order: CodeOrder, read: (body: JsonObject) => T): GatewayAnswer<T> {
  if (response.error) return { ok: false, reason: response.reason };
  const body = asObject(response.body);
  if (body === null) return { ok: false, reason: 'malformed' };
  return { ok: true, code: readBusinessCode(body, order), value: read(body) };
}
