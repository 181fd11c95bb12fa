import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sandboxState } from '@sandbox/api/sandbox-state';
import { fovisFailure, fovisTexts } from '@sandbox/api/fovis.handlers';
import { fovisCertificateKinds, fovisCertificates, seededFovisRecords } from '@sandbox/data/fovis';
import { outboxMessages } from '@sandbox/mail/outbox';
import { isPdf, pdfText } from '@test/support/pdf-text';
import { server } from '@test/support/msw-server';
import { callsAsPersona, type AnswerBody, type Persona } from '@test/support/sandbox/persona-calls';

// The subsidies API (the contract's `getPostulationInfo`, `getCertificate`, `sendDocument`) over msw/node:
// each row of docs/sandbox-answers.md 'FOVIS, per persona', 401 without a valid token, and every refusal
// of send-document's check.

const api = 'http://localhost/api/v1/subsidies';

const call = callsAsPersona<'GET' | 'POST'>(api);

const info = async (who: Persona) => (await call(who, 'GET', 'postulation-info')).body;
const certificate = (who: Persona, kind: string) => call(who, 'GET', kind);

/** The contract's table of `getCertificate`'s `kind` (docs/api/paths/fovis.yaml), copied word for word. */
const contractKinds =
  '1 not-postulated, 2 savings-desistment, 3 severances-desistment, 4 postulation-desistment, 5 uncommitted-savings, ' +
  '6 uncommitted-severance, 7 mi-casa-ya, 8 uncollected-subsidy, 9 paid-subsidy, 10 quiting-subsidy, ' +
  '11 quiting-subsidy-savings, 12 quiting-subsidy-severance, 13 expired-subsidy, 14 postulation';

const pdfBase64 = Buffer.from('%PDF-1.7\n%registrado\n', 'latin1').toString('base64');
const mariaSend = (change: AnswerBody = {}): AnswerBody => ({
  documentType: 'CC',
  documentNumber: '1037600123',
  certificateId: 7,
  fileName: 'certificado-mi-casa-ya.pdf',
  sendEmail: true,
  binaryFile: pdfBase64,
  ...change,
});

describe('sandbox fovis: the 14 kinds', () => {
  it("are the contract's list, id by id and spelled as the contract spells them ('quiting')", () => {
    const fromContract = Object.fromEntries(contractKinds.split(', ').map((entry) => entry.split(' ')).map(([id, kind]) => [id, kind]));
    expect(Object.fromEntries(Object.entries(fovisCertificateKinds))).toEqual(fromContract);
    expect(Object.keys(fovisCertificates)).toEqual(Object.keys(fovisCertificateKinds));
    const names = Object.values(fovisCertificates).map((certificate) => certificate.name);
    expect(new Set(names).size).toBe(14);
  });

  it('records name seeded personas only, with 15 cards for María and no card twice', () => {
    const ids = new Set(sandboxState.allPersonas().map((persona) => persona.id));
    for (const record of seededFovisRecords) {
      expect(ids.has(record.personaId), record.personaId).toBe(true);
      const cards = record.certificateTypes.map((card) => card.id);
      expect(new Set(cards).size).toBe(cards.length);
      for (const id of record.notEligible) expect(cards).toContain(id);
    }
  });
});

describe('sandbox fovis: 401 without a valid access token', () => {
  it.each([
    ['GET', 'postulation-info'],
    ['GET', 'mi-casa-ya'],
    ['GET', 'not-postulated'],
    ['POST', 'send-document'],
  ] as const)('%s %s', async (method, path) => {
    const body = method === 'POST' ? mariaSend() : undefined;
    const anonymous = await call(null, method, path, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'unauthorized', message: 'Se requiere un token de acceso válido.' });
    const forged = await fetch(`${api}/${path}`, { method, headers: { Authorization: 'Bearer token-robado' }, body: body && JSON.stringify(body) });
    expect(forged.status).toBe(401);
  });
});

describe('sandbox fovis: postulation-info per persona', () => {
  it('María: postulated, three members, every one of the 14 cards plus id 15', async () => {
    const body = await info('maria');
    expect(body.responseCode).toBe(200);
    expect(body.data).toEqual({
      fullName: 'MARÍA FERNANDA RESTREPO GÓMEZ',
      loggedHouseHold: 'HOG-2026-004512',
      postulantMembers: [
        { memberFullName: 'MARÍA FERNANDA RESTREPO GÓMEZ', documentType: 'CC', documentNumber: '1037600123' },
        { memberFullName: 'JUAN CAMILO ARANGO MESA', documentType: 'CC', documentNumber: '98765432' },
        { memberFullName: 'SOFÍA ARANGO RESTREPO', documentType: 'TI', documentNumber: '1034567890' },
      ],
      status: 'Postulado',
      projectName: 'Urbanización Altos de San Juan',
      totalSaving: 12_500_000,
      certificateTypes: [
        ...Object.entries(fovisCertificates).map(([id, { name }]) => ({ id: Number(id), name })),
        { id: 15, name: 'Certificado de subsidio en estudio' },
      ],
      modality: 'Adquisición de vivienda nueva',
    });
  });

  it.each(['carlos', 'sergio'] as const)('%s: not postulated, status and saving left out, the rest null, only card 1', async (who) => {
    const data = (await info(who)).data as AnswerBody;
    expect(data).not.toHaveProperty('status');
    expect(data).not.toHaveProperty('totalSaving');
    expect(data).toMatchObject({ loggedHouseHold: null, postulantMembers: [], projectName: null, modality: null });
    expect(data.certificateTypes).toEqual([{ id: 1, name: 'Certificado de no postulación' }]);
    expect(data.fullName).toBe(who === 'carlos' ? 'CARLOS ANDRÉS ZAPATA RUIZ' : 'SERGIO ESTEBAN MUÑOZ CASTRO');
  });

  it('Luz: assigned, cards 8 and 9; José: postulated, card 14', async () => {
    const luz = (await info('luz')).data as AnswerBody;
    expect(luz).toMatchObject({ status: 'Asignado', projectName: 'Conjunto Residencial Los Naranjos', totalSaving: 8_300_000 });
    expect((luz.certificateTypes as AnswerBody[]).map((card) => card.id)).toEqual([8, 9]);
    const jose = (await info('jose')).data as AnswerBody;
    expect(jose).toMatchObject({ status: 'Postulado', modality: 'Construcción en sitio propio', certificateTypes: [{ id: 14, name: 'Certificado de postulación' }] });
  });

  it("Diana: HTTP 500 with a Spring-style body and no business code", async () => {
    const answer = await call('diana', 'GET', 'postulation-info');
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ status: 500, error: 'Internal Server Error', path: '/api/v1/subsidies/postulation-info' });
    expect(answer.body).not.toHaveProperty('responseCode');
  });

  it("the name follows a data update's record (the person comes from the token, read at each call)", async () => {
    sandboxState.updatePersona('afiliado-sin-beneficiarios', (persona) => ({ ...persona, givenNames: 'Carlos Alberto' }));
    expect((await info('carlos')).data).toMatchObject({ fullName: 'CARLOS ALBERTO ZAPATA RUIZ' });
  });
});

describe('sandbox fovis: the certificate of each kind', () => {
  it.each(Object.entries(fovisCertificateKinds))('María, %s %s: code 200 with a real PDF naming her and the certificate', async (id, kind) => {
    const answer = await certificate('maria', kind);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, message: fovisTexts.generated });
    const data = answer.body.data as { name: string; binary: string };
    const { name } = fovisCertificates[Number(id) as keyof typeof fovisCertificates];
    expect(data.name).toBe(name);
    expect(isPdf(data.binary)).toBe(true);
    const text = pdfText(data.binary);
    expect(text).toContain(name);
    expect(text).toContain('María Fernanda Restrepo Gómez');
    expect(text).toContain('Cédula de ciudadanía 1037600123');
    expect(text).toContain('JUAN CAMILO ARANGO MESA');
    expect(text).toMatch(new RegExp(`FV${id.padStart(2, '0')}-[A-Z2-9]{4}-[A-Z2-9]{4}`));
  });

  it("is a PDF any viewer opens: title the certificate's name, language es-CO", async () => {
    const data = (await certificate('maria', 'paid-subsidy')).body.data as { binary: string };
    const document = await PDFDocument.load(Buffer.from(data.binary, 'base64'));
    expect(document.getTitle()).toBe('Certificado de subsidio pagado');
    expect(document.getPageCount()).toBe(1);
  });

  it("Carlos gets his no-postulation certificate; Luz the uncollected one; José his postulation's", async () => {
    const carlos = await certificate('carlos', 'not-postulated');
    expect(carlos.body.code).toBe(200);
    const carlosText = pdfText((carlos.body.data as { binary: string }).binary);
    expect(carlosText).toContain('Carlos Andrés Zapata Ruiz');
    expect(carlosText).toContain('no registra postulación vigente');
    expect((await certificate('luz', 'uncollected-subsidy')).body.code).toBe(200);
    expect(pdfText(((await certificate('jose', 'postulation')).body.data as { binary: string }).binary)).toContain('YELITZA CAROLINA MÁRQUEZ DÍAZ');
  });

  it("answers the message '500' (code 500, HTTP 200) for a card the fund refuses and for a kind without a card", async () => {
    const refused = { code: 500, data: null, message: '500' };
    // Luz sees card 9 but does not meet its conditions: the not-eligible modal from the UI.
    expect(await certificate('luz', 'paid-subsidy')).toEqual({ status: 200, body: refused });
    expect(await certificate('carlos', 'postulation')).toEqual({ status: 200, body: refused });
    expect(await certificate('jose', 'not-postulated')).toEqual({ status: 200, body: refused });
    expect(await certificate('diana', 'not-postulated')).toEqual({ status: 200, body: refused });
  });

  it('names the certificate by the path segment only: an id in the query changes nothing', async () => {
    const answer = await certificate('maria', 'mi-casa-ya?id=3&certificateId=3');
    expect((answer.body.data as { name: string }).name).toBe('Certificado Mi Casa Ya');
  });

  it('answers HTTP 404 for a segment that is no kind (the spelling the contract does not use included)', async () => {
    for (const kind of ['quitting-subsidy', '15', 'Mi-Casa-Ya']) {
      expect(await certificate('maria', kind)).toEqual({ status: 404, body: { code: 404, data: null, message: fovisTexts.unknownKind } });
    }
  });
});

describe('sandbox fovis: send-document', () => {
  it('by e-mail: responseCode 200, data.mail her address, the mail in the outbox with the file name', async () => {
    const answer = await call('maria', 'POST', 'send-document', mariaSend());
    expect(answer).toEqual({ status: 200, body: { responseCode: 200, message: fovisTexts.sent, data: { mail: 'maria.restrepo@correo.example' } } });
    expect(outboxMessages()).toEqual([
      expect.objectContaining({ recipient: 'maria.restrepo@correo.example', subject: 'Tu Certificado Mi Casa Ya', attachmentName: 'certificado-mi-casa-ya.pdf' }),
    ]);
    expect(sandboxState.registeredFovisDocuments()).toEqual([
      expect.objectContaining({ personaId: 'afiliada-con-beneficiarios', certificateId: 7, sendEmail: true, mailedTo: 'maria.restrepo@correo.example' }),
    ]);
  });

  it('a download (sendEmail false) is registered, answers data.mail null and sends nothing', async () => {
    const answer = await call('maria', 'POST', 'send-document', mariaSend({ sendEmail: false }));
    expect(answer.body).toEqual({ responseCode: 200, message: fovisTexts.registered, data: { mail: null } });
    expect(outboxMessages()).toEqual([]);
    expect(sandboxState.registeredFovisDocuments()).toEqual([expect.objectContaining({ sendEmail: false, mailedTo: null })]);
  });

  it('takes the PDF the certificate call generated, accents in the file name and all', async () => {
    const generated = (await certificate('carlos', 'not-postulated')).body.data as { binary: string };
    const answer = await call('carlos', 'POST', 'send-document', {
      documentType: 'CC',
      documentNumber: '71650432',
      certificateId: 1,
      fileName: 'certificado-de-no-postulación.pdf',
      sendEmail: true,
      binaryFile: generated.binary,
    });
    expect(answer.body.data).toEqual({ mail: 'carlos.zapata@correo.example' });
  });

  it('José has no e-mail: 200 without a mail (data.mail null), nothing in the outbox; after a data update, his new address', async () => {
    const body = { documentType: 'CE', documentNumber: '4567123', certificateId: 14, fileName: 'certificado-de-postulación.pdf', sendEmail: true, binaryFile: pdfBase64 };
    expect((await call('jose', 'POST', 'send-document', body)).body).toEqual({ responseCode: 200, message: fovisTexts.sentWithoutEmail, data: { mail: null } });
    expect(outboxMessages()).toEqual([]);
    sandboxState.updatePersona('afiliado-sin-correo', (persona) => ({ ...persona, email: 'jose.hernandez@correo.example' }));
    expect((await call('jose', 'POST', 'send-document', body)).body.data).toEqual({ mail: 'jose.hernandez@correo.example' });
  });

  it("answers 403 for someone else's document (the person is the token's)", async () => {
    for (const change of [{ documentNumber: '71650432' }, { documentType: 'CE' }]) {
      const answer = await call('maria', 'POST', 'send-document', mariaSend(change));
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ responseCode: 403, data: null });
      expect(answer.body.message).toContain(fovisTexts.notYours);
    }
    expect(outboxMessages()).toEqual([]);
  });

  it.each([
    ['not a JSON object', '[1, 2]', 'objeto JSON'],
    ['documentType missing', mariaSend({ documentType: undefined }), 'documentType'],
    ['documentNumber a number', mariaSend({ documentNumber: 1037600123 }), 'documentNumber'],
    ['certificateId as text', mariaSend({ certificateId: '7' }), 'certificateId'],
    ['certificateId 0', mariaSend({ certificateId: 0 }), 'certificateId'],
    ['certificateId 15', mariaSend({ certificateId: 15 }), 'certificateId'],
    ['certificateId 1.5', mariaSend({ certificateId: 1.5 }), 'certificateId'],
    ['a certificate the fund refuses Luz', { ...mariaSend(), documentNumber: '43218765', certificateId: 9, fileName: 'certificado-de-subsidio-pagado.pdf', who: 'luz' }, 'no está disponible'],
    ['fileName without .pdf', mariaSend({ fileName: 'certificado-mi-casa-ya' }), '.pdf'],
    ['fileName .PDF', mariaSend({ fileName: 'certificado-mi-casa-ya.PDF' }), '.pdf'],
    ['fileName not the rule', mariaSend({ fileName: 'Certificado Mi Casa Ya.pdf' }), "'certificado-mi-casa-ya.pdf'"],
    ['fileName of another certificate', mariaSend({ fileName: 'certificado-de-postulación.pdf' }), "'certificado-mi-casa-ya.pdf'"],
    ['fileName with a path', mariaSend({ fileName: 'tmp/certificado-mi-casa-ya.pdf' }), 'fileName'],
    ['sendEmail as text', mariaSend({ sendEmail: 'true' }), 'sendEmail'],
    ['sendEmail missing', mariaSend({ sendEmail: undefined }), 'sendEmail'],
    ['binaryFile a data URL', mariaSend({ binaryFile: `data:application/pdf;base64,${pdfBase64}` }), 'base64'],
    ['binaryFile with a line break', mariaSend({ binaryFile: `${pdfBase64.slice(0, 8)}\n${pdfBase64.slice(8)}` }), 'base64'],
    ['binaryFile empty', mariaSend({ binaryFile: '' }), 'base64'],
    ['binaryFile a PNG', mariaSend({ binaryFile: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64') }), '%PDF-'],
  ])('400 for %s, naming the problem; nothing registered', async (_case, body, expected) => {
    const who: Persona = typeof body === 'object' && body.who === 'luz' ? 'luz' : 'maria';
    const response = await fetch(`${api}/send-document`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer token-${who}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const answer = (await response.json()) as AnswerBody;
    expect(response.status).toBe(400);
    expect(answer).toMatchObject({ responseCode: 400, data: null });
    expect(answer.message).toContain(expected);
    expect(sandboxState.registeredFovisDocuments()).toEqual([]);
    expect(outboxMessages()).toEqual([]);
  });
});

describe('sandbox fovis: failures for the portal tests', () => {
  it.each(['postulationInfo', 'certificate', 'sendDocument'] as const)('fovisFailure(%s) replaces the call', async (which) => {
    server.use(fovisFailure(which, 'server-error'));
    const path = { postulationInfo: 'postulation-info', certificate: 'mi-casa-ya', sendDocument: 'send-document' }[which];
    const answer = await fetch(`${api}/${path}`, { method: which === 'sendDocument' ? 'POST' : 'GET', headers: { Authorization: 'Bearer token-maria' } });
    expect(answer.status).toBe(500);
  });
});
