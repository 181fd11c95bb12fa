import { describe, expect, it, vi } from 'vitest';
import { toGatewayAnswer } from '@/infrastructure/http/gateway-answer.mapper';
import type { ApiFailureReason } from '@/infrastructure/http/http-client.port';
import { type JsonObject, readText } from '@/infrastructure/http/json-body.mapper';

const readEmail = (body: JsonObject) => ({ email: readText(body.detail) });

describe('toGatewayAnswer', () => {
  it('hands over the business code and what the reader made of the body', () => {
    const answer = toGatewayAnswer({ error: false, status: 200, body: { code: '0', detail: 'ana@correo.example' } }, 'code-first', readEmail);
    expect(answer).toEqual({ ok: true, code: 0, value: { email: 'ana@correo.example' } });
  });

  it('gives the same answer for HTTP 422 {code: 422} as for HTTP 200 {code: 422}', () => {
    const body = { code: 422, message: 'No cumple las condiciones' };
    const mirrored = toGatewayAnswer({ error: false, status: 422, body }, 'code-first', readEmail);
    const plain = toGatewayAnswer({ error: false, status: 200, body }, 'code-first', readEmail);
    expect(mirrored).toEqual({ ok: true, code: 422, value: { email: null } });
    expect(mirrored).toEqual(plain);
  });

  it.each([
    ['code-first', 200],
    ['responseCode-first', 0],
    ['data-code-first', 18],
  ] as const)('reads the code in the call’s order (%s)', (order, code) => {
    const body = { code: 200, responseCode: 0, data: { code: 18 } };
    expect(toGatewayAnswer({ error: false, status: 200, body }, order, () => null)).toEqual({ ok: true, code, value: null });
  });

  it('gives a body without a readable code the code null', () => {
    expect(toGatewayAnswer({ error: false, status: 200, body: { code: 'OK' } }, 'code-first', () => 'read')).toEqual({
      ok: true,
      code: null,
      value: 'read',
    });
  });

  it.each<[string, unknown]>([
    ['a 204 without a body', null],
    ['an array', [{ code: 200 }]],
    ['a string', 'OK'],
    ['a number', 200],
  ])('calls %s malformed without reading it', (_what, body) => {
    const read = vi.fn(readEmail);
    expect(toGatewayAnswer({ error: false, status: body === null ? 204 : 200, body }, 'code-first', read)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(read).not.toHaveBeenCalled();
  });

  it.each<ApiFailureReason>(['network', 'timeout', 'server', 'malformed', 'cancelled'])('keeps the transport failure %s', (reason) => {
    const read = vi.fn(readEmail);
    expect(toGatewayAnswer({ error: true, reason, status: null }, 'code-first', read)).toEqual({ ok: false, reason });
    expect(read).not.toHaveBeenCalled();
  });
});
