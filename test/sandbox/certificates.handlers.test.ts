import { describe, expect, it } from 'vitest';
import { certificateListFailure } from '@sandbox/api/certificates.handlers';
import { server } from '@test/support/msw-server';

const LIST_URL = 'http://localhost/api/v1/certifications/listarCertificados';

interface CardBody {
  code: number;
  data: { code: string; name: string; role: string }[];
}

describe('sandbox: GET /api/v1/certifications/listarCertificados', () => {
  it('lists the nine certificate cards with code 200, as the contract’s `listCertificates` maps them', async () => {
    const response = await fetch(LIST_URL);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CardBody;

    expect(body.code).toBe(200);
    expect(body.data.map((card) => card.code)).toEqual(['c01', 'c02', 'c03', 'c04', 'c05', 'c06', 'c07', 'c08', 'c09']);
    // Worker, beneficiary and FOSFEC are requested without sign-in; the rest need it.
    const roles = Object.fromEntries(body.data.map((card) => [card.code, card.role]));
    expect(roles).toEqual({
      c01: 'any_role',
      c02: 'any_role',
      c03: 'role_personas',
      c04: 'role_personas',
      c05: 'role_personas',
      c06: 'role_personas',
      c07: 'any_role',
      c08: 'role_personas',
      c09: 'role_personas',
    });
    for (const card of body.data) expect(card.name).toMatch(/^(Certificado|Consulta|Tarjeta) /);
  });

  it('answers the same from any origin, because the handler URL starts with *', async () => {
    const response = await fetch('https://api.caja.example/api/v1/certifications/listarCertificados');
    expect(((await response.json()) as CardBody).data).toHaveLength(9);
  });

  it('can be made to fail: the connection drops', async () => {
    server.use(certificateListFailure('network-error'));
    await expect(fetch(LIST_URL)).rejects.toThrow();
  });

  it('can be made to fail: HTTP 500 without a body', async () => {
    server.use(certificateListFailure('server-error'));
    const response = await fetch(LIST_URL);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('');
  });

  it('can be made to fail: a gateway answers HTML', async () => {
    server.use(certificateListFailure('gateway-error'));
    const response = await fetch(LIST_URL);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('can be made to fail: a body that claims JSON but is cut short', async () => {
    server.use(certificateListFailure('malformed-body'));
    const response = await fetch(LIST_URL);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('can be made to fail: a business code other than 200', async () => {
    server.use(certificateListFailure('unexpected-code'));
    const response = await fetch(LIST_URL);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 500, data: null });
  });

  it('is back to the seeded answer after a failure override (the setup resets handlers)', async () => {
    const response = await fetch(LIST_URL);
    expect(((await response.json()) as CardBody).code).toBe(200);
  });
});
