import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificatesTexts } from '@sandbox/api/certificates.handlers';
import { outboxMessages } from '@sandbox/mail/outbox';
import { isPdf, pdfText } from '@test/support/pdf-text';
import { callsAsPersona } from '@test/support/sandbox/persona-calls';

// The calls that require the bearer token (the contract's `bearerAuth`) over msw/node: the person is the
// access token's, each row of docs/sandbox-answers.md 'Certificates, per persona', and 401 without a valid
// token.

const api = 'http://localhost/api/v1/certifications';

const call = callsAsPersona<'GET' | 'POST'>(api);

const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes).toString('base64');
const pdfFile = b64('%PDF-1.7\n%fake but starts right\n');
const jpegFile = b64([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const pngFile = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
const tiffFile = b64([0x49, 0x49, 0x2a, 0x00, 8, 0]);

const sofia = { documentType: 'TI', documentNumber: '1034567890', namePerson: 'SOFÍA ARANGO RESTREPO' };
const mariaBeneficiaries = [
  { documentType: 'CC', documentNumber: '98765432', namePerson: 'JUAN CAMILO ARANGO MESA' },
  sofia,
  { documentType: 'TI', documentNumber: '1034567891', namePerson: 'MATEO ARANGO RESTREPO' },
  { documentType: 'RC', documentNumber: '1034567892', namePerson: 'VALENTINA ARANGO RESTREPO' },
  { documentType: 'CC', documentNumber: '21456789', namePerson: 'ROSA ELENA GÓMEZ DE RESTREPO' },
  { documentType: 'CC', documentNumber: '8345678', namePerson: 'LUIS ALBERTO RESTREPO PÉREZ' },
];
const yelitza = { documentType: 'PT', documentNumber: '6543210', namePerson: 'YELITZA CAROLINA MÁRQUEZ DÍAZ' };

describe('sandbox B calls: 401 without a valid access token', () => {
  it.each([
    ['GET', 'cuota-monetaria'],
    ['POST', 'certificates/downloadable'],
    ['POST', 'sendCertificateByEmail'],
    ['GET', 'certificates/getDataBeneficiary?includeAll=true'],
    ['POST', 'affiliationCard'],
    ['POST', 'upload/certificateSchool'],
    ['POST', 'certificates/defunction'],
  ] as const)('%s %s', async (method, path) => {
    const body = method === 'POST' ? { certificateCode: 'C04', optionalPersons: null } : undefined;
    const anonymous = await call(null, method, path, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'unauthorized', message: 'Se requiere un token de acceso válido.' });

    const headers = { Authorization: 'Bearer token-robado', 'Content-Type': 'application/json' };
    const forged = await fetch(`${api}/${path}`, { method, headers, body: body && JSON.stringify(body) });
    expect(forged.status).toBe(401);
  });

  it("never takes the person from the request: a document in the body does not make Carlos María", async () => {
    const answer = await call('carlos', 'POST', 'certificates/downloadable', {
      certificateCode: 'C06',
      optionalPersons: null,
      documentType: 'CC',
      documentNumber: '1037600123',
    });
    expect(answer.body.responseCode).toBe(1);
  });
});

describe('sandbox: POST certificates/downloadable', () => {
  it.each([
    ['maria', 'C04', null, 'Certificado para declaración de renta', 'María Fernanda Restrepo Gómez'],
    ['maria', 'C06', null, 'Certificado de afiliación con beneficiarios', 'María Fernanda Restrepo Gómez'],
    ['maria', 'C05', [{ documentType: 'TI', documentNumber: '1034567890' }], 'Certificado escolar', 'María Fernanda Restrepo Gómez'],
    ['carlos', 'C04', null, 'Certificado para declaración de renta', 'Carlos Andrés Zapata Ruiz'],
    ['jose', 'C04', null, 'Certificado para declaración de renta', 'José Gregorio Hernández Rojas'],
    ['jose', 'C06', null, 'Certificado de afiliación con beneficiarios', 'José Gregorio Hernández Rojas'],
    ['jose', 'C05', [{ documentType: 'PT', documentNumber: '6543210' }], 'Certificado escolar', 'José Gregorio Hernández Rojas'],
  ] as const)('%s %s -> responseCode 0 with a real PDF named for the certificate', async (who, code, optionalPersons, name, fullName) => {
    const answer = await call(who, 'POST', 'certificates/downloadable', { certificateCode: code, optionalPersons });
    expect(answer.status).toBe(200);
    expect(answer.body.responseCode).toBe(0);
    const data = answer.body.data as { name: string; binary: string };
    expect(data.name).toBe(name);
    expect(isPdf(data.binary)).toBe(true);
    const text = pdfText(data.binary);
    expect(text).toContain(fullName);
    expect(text).toContain(name);
    expect(text).toContain('Caja de Compensación Familiar del Valle de Aburrá (demo)');
    const document = await PDFDocument.load(Buffer.from(data.binary, 'base64'));
    expect(document.getTitle()).toBe(name);
  });

  it("María's C06 lists her six beneficiaries; C05 names the student", async () => {
    const withBeneficiaries = await call('maria', 'POST', 'certificates/downloadable', { certificateCode: 'C06', optionalPersons: null });
    const listed = pdfText((withBeneficiaries.body.data as { binary: string }).binary);
    for (const person of mariaBeneficiaries) {
      expect(listed).toContain(person.namePerson);
      expect(listed).toContain(`${person.documentType} ${person.documentNumber}`);
    }
    const school = await call('maria', 'POST', 'certificates/downloadable', {
      certificateCode: 'C05',
      optionalPersons: [{ documentType: 'TI', documentNumber: '1034567891' }],
    });
    expect(pdfText((school.body.data as { binary: string }).binary)).toContain('MATEO ARANGO RESTREPO');
  });

  it('Carlos C06 -> responseCode 1 (no beneficiaries: conditions not met)', async () => {
    const answer = await call('carlos', 'POST', 'certificates/downloadable', { certificateCode: 'C06', optionalPersons: null });
    expect(answer.body).toEqual({ responseCode: 1, description: certificatesTexts.conditionsNotMet });
  });

  it.each(['C04', 'C06', 'C05'])('Luz %s -> responseCode 101', async (code) => {
    const answer = await call('luz', 'POST', 'certificates/downloadable', { certificateCode: code, optionalPersons: null });
    expect(answer.body).toEqual({ responseCode: 101, description: certificatesTexts.retired });
  });

  it('C05 for someone who is not the person’s beneficiary, or for nobody -> responseCode 1', async () => {
    for (const optionalPersons of [[{ documentType: 'PT', documentNumber: '6543210' }], [], null]) {
      const answer = await call('maria', 'POST', 'certificates/downloadable', { certificateCode: 'C05', optionalPersons });
      expect(answer.body.responseCode).toBe(1);
    }
  });

  it('an unknown certificate code or no body -> responseCode 422', async () => {
    expect((await call('maria', 'POST', 'certificates/downloadable', { certificateCode: 'C99', optionalPersons: null })).body.responseCode).toBe(422);
    expect((await call('maria', 'POST', 'certificates/downloadable')).body.responseCode).toBe(422);
  });
});

describe('sandbox: POST sendCertificateByEmail', () => {
  it.each([
    ['maria', 'maria.restrepo@correo.example'],
    ['carlos', 'carlos.zapata@correo.example'],
    ['luz', 'luz.ospina@correo.example'],
  ] as const)('%s (e-mail on record) -> code 0 with the e-mail, recorded in the outbox', async (who, email) => {
    const generated = await call('maria', 'POST', 'certificates/downloadable', { certificateCode: 'C04', optionalPersons: null });
    const binaryFile = (generated.body.data as { binary: string }).binary;
    const answer = await call(who, 'POST', 'sendCertificateByEmail', { certificateCode: 'C04', binaryFile, sendEmail: true });
    expect(answer.body).toEqual({ code: 0, detail: email, description: certificatesTexts.emailSent });
    const [message] = outboxMessages();
    expect(outboxMessages()).toHaveLength(1);
    expect(message).toEqual({
      id: 1,
      recipient: email,
      subject: 'Tu Certificado para declaración de renta',
      attachmentName: 'certificado-para-declaración-de-renta.pdf',
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown as string,
    });
  });

  it('José (no e-mail) -> code 422, nothing recorded', async () => {
    const answer = await call('jose', 'POST', 'sendCertificateByEmail', { certificateCode: 'C04', binaryFile: pdfFile, sendEmail: true });
    expect(answer.body).toEqual({ code: 422, detail: null, description: certificatesTexts.noEmail });
    expect(outboxMessages()).toEqual([]);
  });

  it('a file that is not a PDF, or an unknown code -> 422, nothing recorded', async () => {
    for (const body of [
      { certificateCode: 'C04', binaryFile: jpegFile, sendEmail: true },
      { certificateCode: 'C04', binaryFile: 'no es base64!', sendEmail: true },
      { certificateCode: 'C04', sendEmail: true },
      { certificateCode: 'C99', binaryFile: pdfFile, sendEmail: true },
    ]) {
      expect((await call('maria', 'POST', 'sendCertificateByEmail', body)).body.code).toBe(422);
    }
    expect(outboxMessages()).toEqual([]);
  });

  it('the outbox lists messages newest first, numbered in the order sent', async () => {
    await call('maria', 'POST', 'sendCertificateByEmail', { certificateCode: 'C04', binaryFile: pdfFile, sendEmail: true });
    await call('carlos', 'POST', 'sendCertificateByEmail', { certificateCode: 'C06', binaryFile: pdfFile, sendEmail: true });
    expect(outboxMessages().map((message) => [message.id, message.recipient, message.attachmentName])).toEqual([
      [2, 'carlos.zapata@correo.example', 'certificado-de-afiliación-con-beneficiarios.pdf'],
      [1, 'maria.restrepo@correo.example', 'certificado-para-declaración-de-renta.pdf'],
    ]);
  });
});

describe('sandbox: GET certificates/getDataBeneficiary', () => {
  it('María -> responseCode 0 with her six beneficiaries {namePerson, documentType, documentNumber}', async () => {
    const answer = await call('maria', 'GET', 'certificates/getDataBeneficiary?includeAll=true');
    expect(answer.body.responseCode).toBe(0);
    expect(answer.body.data).toEqual(mariaBeneficiaries.map(({ namePerson, documentType, documentNumber }) => ({ namePerson, documentType, documentNumber })));
  });

  it('José -> responseCode 0 with one', async () => {
    expect((await call('jose', 'GET', 'certificates/getDataBeneficiary')).body).toMatchObject({ responseCode: 0, data: [yelitza] });
  });

  it('Carlos -> responseCode 1; Luz -> responseCode 101', async () => {
    expect((await call('carlos', 'GET', 'certificates/getDataBeneficiary')).body).toMatchObject({
      responseCode: 1,
      description: 'No se encontraron beneficiarios asociados a tu usuario.',
    });
    expect((await call('luz', 'GET', 'certificates/getDataBeneficiary')).body).toMatchObject({ responseCode: 101 });
  });
});

describe('sandbox: GET cuota-monetaria', () => {
  type Groups = Record<string, Record<string, { paymentMethod: string | null; subsidyValue: number; detail: { state: string; beneficiaryIdentification: string; beneficiaryName: string; subsidyValue: number }[] }>>;

  const currentMonth = () => {
    const [year, month] = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'America/Bogota' })
      .format(new Date())
      .split('-');
    return `${year}-${month}`;
  };

  it('María -> code 0: 3 family groups × 36 monthly periods ending this month, up to 6 beneficiaries each, some without payment method', async () => {
    const answer = await call('maria', 'GET', 'cuota-monetaria');
    expect(answer.body.code).toBe(0);
    const groups = (answer.body.detail as { familiarGroups: Groups }).familiarGroups;
    expect(Object.keys(groups)).toEqual(['1', '2', '3']);
    const periodsOfAll = Object.values(groups).map((periods) => Object.keys(periods));
    for (const periods of periodsOfAll) {
      expect(periods).toHaveLength(36);
      expect(periods.at(-1)).toBe(currentMonth());
      expect(periods.every((key) => /^\d{4}-(0[1-9]|1[0-2])$/.test(key))).toBe(true);
      expect(new Set(periods).size).toBe(36);
    }
    const allPeriods = Object.values(groups).flatMap((periods) => Object.values(periods));
    expect(allPeriods.some((period) => period.paymentMethod === null)).toBe(true);
    expect(allPeriods.some((period) => typeof period.paymentMethod === 'string')).toBe(true);
    expect(Math.max(...allPeriods.map((period) => period.detail.length))).toBe(6);
    for (const period of allPeriods) {
      expect(period.detail.length).toBeGreaterThan(0);
      expect(period.subsidyValue).toBe(period.detail.reduce((sum, row) => sum + row.subsidyValue, 0));
      for (const row of period.detail) {
        expect(mariaBeneficiaries.map((person) => person.documentNumber)).toContain(row.beneficiaryIdentification);
        expect(row.state).toMatch(/^(Pagado|Pendiente de pago)$/);
      }
    }
  });

  it('José -> code 0 with 1 group and 12 periods; Carlos -> code 1; Luz -> code 101', async () => {
    const jose = await call('jose', 'GET', 'cuota-monetaria');
    const groups = (jose.body.detail as { familiarGroups: Groups }).familiarGroups;
    expect(jose.body.code).toBe(0);
    expect(Object.keys(groups)).toEqual(['1']);
    expect(Object.keys(groups['1'] ?? {})).toHaveLength(12);
    expect((await call('carlos', 'GET', 'cuota-monetaria')).body).toMatchObject({ code: 1 });
    expect((await call('luz', 'GET', 'cuota-monetaria')).body).toMatchObject({ code: 101 });
  });
});

describe('sandbox: POST affiliationCard', () => {
  it('1 to 5 of the person’s beneficiaries -> responseCode 0 with the card’s PDF naming them', async () => {
    for (const chosen of [[sofia], mariaBeneficiaries.slice(0, 5)]) {
      const answer = await call('maria', 'POST', 'affiliationCard', { beneficiaries: chosen, certificateCode: 'C08' });
      expect(answer.body.responseCode).toBe(0);
      const data = answer.body.data as { name: string; binary: string };
      expect(data.name).toBe('Tarjeta de afiliación');
      const text = pdfText(data.binary);
      expect(text).toContain('María Fernanda Restrepo Gómez');
      for (const person of chosen) expect(text).toContain(person.namePerson);
    }
    const jose = await call('jose', 'POST', 'affiliationCard', { beneficiaries: [yelitza], certificateCode: 'C08' });
    expect(jose.body.responseCode).toBe(0);
  });

  it('six, none, someone not theirs, the same one twice -> responseCode 422', async () => {
    for (const beneficiaries of [mariaBeneficiaries, [], [yelitza], [sofia, sofia], null]) {
      const answer = await call('maria', 'POST', 'affiliationCard', { beneficiaries, certificateCode: 'C08' });
      expect(answer.body).toEqual({ responseCode: 422, description: certificatesTexts.cardSelection });
    }
  });
});

describe('sandbox: POST upload/certificateSchool', () => {
  const valid = { code: 'C05', consecutivo: 12345678, typeFile: 'application/pdf', binaryFile: pdfFile, optionalsPersons: [sofia] };

  it.each([
    ['own scheme, PDF', valid],
    ['external (consecutivo null), JPEG', { ...valid, consecutivo: null, typeFile: 'image/jpeg', binaryFile: jpegFile }],
    ['PNG, one-digit number', { ...valid, consecutivo: 7, typeFile: 'image/png', binaryFile: pngFile }],
  ])('%s -> code 200 with a filing number', async (_what, body) => {
    const answer = await call('maria', 'POST', 'upload/certificateSchool', body);
    expect(answer.body).toEqual({ code: 200, data: { filingNumber: expect.stringMatching(/^RAD-\d{4}-000001$/) as unknown as string }, message: certificatesTexts.schoolUploaded });
  });

  it.each([
    ['wrong code', { ...valid, code: 'C09' }],
    ['nine-digit number', { ...valid, consecutivo: 123456789 }],
    ['number as text', { ...valid, consecutivo: '123' }],
    ['bytes not matching the type', { ...valid, typeFile: 'image/png' }],
    ['TIFF (not for school)', { ...valid, typeFile: 'image/tiff', binaryFile: tiffFile }],
    ['not base64', { ...valid, binaryFile: 'data:application/pdf;base64,JVBERi0=' }],
    ['two beneficiaries', { ...valid, optionalsPersons: [sofia, mariaBeneficiaries[2]] }],
    ['someone else’s beneficiary', { ...valid, optionalsPersons: [yelitza] }],
    ['too large', { ...valid, binaryFile: Buffer.concat([Buffer.from('%PDF'), Buffer.alloc(2_000_000)]).toString('base64') }],
  ])('%s -> code 422', async (_what, body) => {
    expect((await call('maria', 'POST', 'upload/certificateSchool', body)).body).toEqual({
      code: 422,
      data: null,
      message: certificatesTexts.schoolInvalid,
    });
  });
});

describe('sandbox: POST certificates/defunction', () => {
  const item = (beneficiary: typeof sofia, fileType: string, binaryFile: string) => ({ fileType, binaryFile, beneficiary });

  it('one or more of the person’s beneficiaries with PDF, JPEG or TIFF -> code 200 with a filing number', async () => {
    const answer = await call('maria', 'POST', 'certificates/defunction', {
      code: 'C09',
      certificates: [
        item(mariaBeneficiaries[4] ?? sofia, 'application/pdf', pdfFile),
        item(mariaBeneficiaries[5] ?? sofia, 'image/tiff', tiffFile),
        item(sofia, 'image/jpeg', jpegFile),
      ],
    });
    expect(answer.body).toMatchObject({ code: 200, data: { filingNumber: expect.stringMatching(/^RAD-/) as unknown as string } });
    const second = await call('jose', 'POST', 'certificates/defunction', { code: 'C09', certificates: [item(yelitza, 'application/pdf', pdfFile)] });
    expect((second.body.data as { filingNumber: string }).filingNumber).toMatch(/-000002$/);
  });

  it.each([
    ['no items', []],
    ['someone not theirs', [item(yelitza, 'application/pdf', pdfFile)]],
    ['PNG (not for death)', [item(sofia, 'image/png', pngFile)]],
    ['bytes not matching', [item(sofia, 'application/pdf', jpegFile)]],
  ])('%s -> code 422', async (_what, certificates) => {
    expect((await call('maria', 'POST', 'certificates/defunction', { code: 'C09', certificates })).body).toEqual({
      code: 422,
      data: null,
      message: certificatesTexts.deathInvalid,
    });
  });

  it('a code other than C09 -> 422', async () => {
    const answer = await call('maria', 'POST', 'certificates/defunction', { code: 'C05', certificates: [item(sofia, 'application/pdf', pdfFile)] });
    expect(answer.body.code).toBe(422);
  });
});
