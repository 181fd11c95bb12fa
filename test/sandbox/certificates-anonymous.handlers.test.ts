import { describe, expect, it } from 'vitest';
import { certificatesTexts } from '@sandbox/api/certificates.handlers';
import { outboxMessages } from '@sandbox/mail/outbox';

// The three certificates anyone can request by document (the contract's `requestWorkerCertificate`,
// `requestBeneficiaryCertificate` and `requestFosfecCertificate`), over msw/node: each row of the personas
// table (docs/sandbox-answers.md, 'Certificates, per persona').

const api = 'http://localhost/api/v1/certifications';

async function get(path: string, tipoDoc: string, numDoc: string) {
  const response = await fetch(`${api}/${path}?${new URLSearchParams({ tipoDoc, numDoc }).toString()}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('sandbox: GET afiliado/sin-beneficiarios (worker certificate, c01)', () => {
  it.each([
    ['María', 'CC', '1037600123', 'maria.restrepo@correo.example'],
    ['Carlos', 'CC', '71650432', 'carlos.zapata@correo.example'],
  ])('%s (active, e-mail) -> code 200 with the e-mail in data, and the message is in the outbox', async (_who, type, number, email) => {
    const answer = await get('afiliado/sin-beneficiarios', type, number);
    expect(answer).toEqual({ status: 200, body: { code: 200, data: email, message: certificatesTexts.workerSent } });
    expect(outboxMessages()).toEqual([
      expect.objectContaining({
        recipient: email,
        subject: 'Tu Certificado de afiliación trabajador',
        attachmentName: 'certificado-de-afiliación-trabajador.pdf',
      }),
    ]);
  });

  it('José (no e-mail) -> HTTP 422 with code 422, nothing sent', async () => {
    expect(await get('afiliado/sin-beneficiarios', 'CE', '4567123')).toEqual({
      status: 422,
      body: { code: 422, data: null, message: 'El afiliado no tiene un correo electrónico registrado.' },
    });
    expect(outboxMessages()).toEqual([]);
  });

  it.each([
    ['Luz (retired holder)', 'CC', '43218765'],
    ['an unknown document', 'CC', '123456'],
    ['a beneficiary, not a worker', 'TI', '1034567890'],
    ['a right number with the wrong type', 'CE', '1037600123'],
    ['nothing typed', '', ''],
  ])('%s -> code 404', async (_who, type, number) => {
    const answer = await get('afiliado/sin-beneficiarios', type, number);
    expect(answer.body).toEqual({ code: 404, data: null, message: certificatesTexts.workerNotFound });
  });

  it('CC 999000500 -> HTTP 200 with code 500 (an unexpected code)', async () => {
    const answer = await get('afiliado/sin-beneficiarios', 'CC', '999000500');
    expect(answer).toEqual({ status: 200, body: { code: 500, data: null, message: 'Error interno del servicio' } });
  });

  it('reads the document trimmed and the type in any case', async () => {
    const answer = await get('afiliado/sin-beneficiarios', 'cc', ' 71650432 ');
    expect(answer.body.code).toBe(200);
  });
});

describe('sandbox: GET beneficiario (beneficiary certificate, c02)', () => {
  it.each([
    ['TI', '1034567890'],
    ['CC', '98765432'],
    ['RC', '1034567892'],
    ['CC', '8345678'],
  ])("María's beneficiary %s %s -> data.code 0 with María's e-mail in detail; the holder gets the e-mail", async (type, number) => {
    const answer = await get('beneficiario', type, number);
    expect(answer).toEqual({
      status: 200,
      body: { data: { code: 0, detail: 'maria.restrepo@correo.example', description: certificatesTexts.beneficiarySent } },
    });
    // No top-level code: the portal reads data.code (code-first order falls through to it).
    expect(answer.body).not.toHaveProperty('code');
    expect(outboxMessages()).toEqual([
      expect.objectContaining({ recipient: 'maria.restrepo@correo.example', attachmentName: 'certificado-de-afiliación-beneficiario.pdf' }),
    ]);
  });

  it("José's beneficiary PT 6543210 -> 422, the holder has no e-mail", async () => {
    const answer = await get('beneficiario', 'PT', '6543210');
    expect(answer.body).toEqual({ data: { code: 422, detail: null, description: certificatesTexts.beneficiaryHolderNoEmail } });
    expect(String((answer.body.data as { description: string }).description)).toContain('correo electrónico');
  });

  it("Luz's beneficiary CC 1152445566 -> 103 (the holder is retired)", async () => {
    expect((await get('beneficiario', 'CC', '1152445566')).body).toEqual({
      data: { code: 103, detail: null, description: certificatesTexts.beneficiaryHolderRetired },
    });
  });

  it.each([
    ['an unknown document', 'CC', '123456'],
    ['a holder, not a beneficiary', 'CC', '1037600123'],
    ["a beneficiary's number with another type", 'CC', '1034567890'],
  ])('%s -> 18', async (_who, type, number) => {
    expect((await get('beneficiario', type, number)).body).toEqual({
      data: { code: 18, detail: null, description: certificatesTexts.beneficiaryNotFound },
    });
  });

  it('CC 999000500 -> 500', async () => {
    expect((await get('beneficiario', 'CC', '999000500')).body).toEqual({
      data: { code: 500, detail: null, description: 'Error interno del servicio' },
    });
  });
});

describe('sandbox: GET fosfec (FOSFEC certificate, c07)', () => {
  it("Luz -> code 0 with her e-mail in detail, sent to the outbox", async () => {
    expect((await get('fosfec', 'CC', '43218765')).body).toEqual({
      code: 0,
      detail: 'luz.ospina@correo.example',
      description: certificatesTexts.fosfecSent,
    });
    expect(outboxMessages()).toEqual([
      expect.objectContaining({ recipient: 'luz.ospina@correo.example', attachmentName: 'certificado-fosfec.pdf' }),
    ]);
  });

  it('José -> 422', async () => {
    expect((await get('fosfec', 'CE', '4567123')).body).toEqual({ code: 422, detail: null, description: certificatesTexts.noEmail });
  });

  it.each([
    ['María', 'CC', '1037600123'],
    ['Carlos', 'CC', '71650432'],
    ['an unknown document', 'PA', 'AB12345'],
  ])('%s -> code 2', async (_who, type, number) => {
    expect((await get('fosfec', type, number)).body).toEqual({ code: 2, detail: null, description: certificatesTexts.fosfecNotFound });
    expect(outboxMessages()).toEqual([]);
  });

  it('CC 999000500 -> 500', async () => {
    expect((await get('fosfec', 'CC', '999000500')).body).toMatchObject({ code: 500 });
  });
});
