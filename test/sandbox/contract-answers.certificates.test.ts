import { expect } from 'vitest';
import { UNEXPECTED_CODE_DOCUMENT } from '@sandbox/api/certificates.handlers';
import { seededPersonas } from '@sandbox/data/personas';
import type { Persona } from '@test/support/sandbox/persona-calls';
import { type AnswerCase, describeContractAnswers, pdfBase64, query, statusesOf } from './contract-answers.cases';

// Every certificates answer the sandbox gives (sandbox/api/certificates.handlers.ts), for every
// persona and every branch of each handler, validated against the contract's Certificates
// operations in both readings (contract-answers.cases.ts).

const api = '/api/v1/certifications';
const personas: readonly Persona[] = ['maria', 'carlos', 'luz', 'jose', 'diana', 'sergio'];
const personaOf = (who: Persona) => {
  const persona = seededPersonas.find((candidate) => candidate.username.startsWith(`${who}.`));
  if (!persona) throw new Error(`no persona ${who}`);
  return persona;
};
const beneficiaryOf = (who: Persona) => {
  const first = personaOf(who).beneficiaries[0];
  return first ? { documentType: first.documentType, documentNumber: first.documentNumber, namePerson: first.namePerson } : null;
};
const nobody = { documentType: 'CC', documentNumber: '1000000001', namePerson: 'NADIE' };

/** The anonymous calls, by the document typed: every persona, a beneficiary of each, nobody, the code-500 document. */
function anonymousCases(): AnswerCase[] {
  const documents = [
    ...personas.map((who) => ({ documentType: personaOf(who).documentType, documentNumber: personaOf(who).documentNumber, branch: who })),
    ...personas.flatMap((who) => {
      const beneficiary = beneficiaryOf(who);
      return beneficiary ? [{ ...beneficiary, branch: `a beneficiary of ${who}` }] : [];
    }),
    { ...nobody, branch: 'nobody' },
    { ...UNEXPECTED_CODE_DOCUMENT, branch: 'the code-500 document' },
  ];
  const unnamedCodeAt = { requestWorkerCertificate: '/code', requestBeneficiaryCertificate: '/data/code', requestFosfecCertificate: '/code' } as const;
  const calls = [
    ['requestWorkerCertificate', 'afiliado/sin-beneficiarios'],
    ['requestBeneficiaryCertificate', 'beneficiario'],
    ['requestFosfecCertificate', 'fosfec'],
  ] as const;
  return [
    { operationId: 'listCertificates', who: null, method: 'GET', path: `${api}/listarCertificados`, branch: 'the cards' },
    { operationId: 'listCertificates', who: 'maria', method: 'GET', path: `${api}/listarCertificados`, branch: 'the cards, signed in' },
    ...calls.flatMap(([operationId, path]) => [
      ...documents.map(
        ({ documentType, documentNumber, branch }): AnswerCase => ({
          operationId,
          who: null,
          method: 'GET',
          path: `${api}/${path}${query({ tipoDoc: documentType, numDoc: documentNumber })}`,
          branch,
          ...(documentNumber === UNEXPECTED_CODE_DOCUMENT.documentNumber ? { unnamedCode: unnamedCodeAt[operationId] } : {}),
        }),
      ),
      { operationId, who: null, method: 'GET', path: `${api}/${path}`, branch: 'no document' } satisfies AnswerCase,
    ]),
  ];
}

/** The signed-in calls, for every persona and without a token, each with a valid and an invalid body. */
function signedInCases(): AnswerCase[] {
  return [...personas, null].flatMap((who): AnswerCase[] => {
    const mine = who ? beneficiaryOf(who) : null;
    const person = mine ?? nobody;
    const as = (operationId: string, method: 'GET' | 'POST', path: string, branch: string, body?: unknown): AnswerCase =>
      body === undefined ? { operationId, who, method, path: `${api}/${path}`, branch } : { operationId, who, method, path: `${api}/${path}`, branch, body };
    return [
      as('getMonetaryQuota', 'GET', 'cuota-monetaria', 'the quota'),
      as('getBeneficiaries', 'GET', 'certificates/getDataBeneficiary', 'the beneficiaries'),
      ...['C04', 'C06', 'C01', 'C02', 'C99'].map((code) =>
        as('requestDownloadableCertificate', 'POST', 'certificates/downloadable', code, { certificateCode: code, optionalPersons: null }),
      ),
      as('requestDownloadableCertificate', 'POST', 'certificates/downloadable', 'C05 with a beneficiary', { certificateCode: 'C05', optionalPersons: [person] }),
      as('sendCertificateByEmail', 'POST', 'sendCertificateByEmail', 'a PDF', { certificateCode: 'C04', binaryFile: pdfBase64, sendEmail: true }),
      as('sendCertificateByEmail', 'POST', 'sendCertificateByEmail', 'not a PDF', { certificateCode: 'C04', binaryFile: 'aG9sYQ==', sendEmail: true }),
      as('requestAffiliationCard', 'POST', 'affiliationCard', 'one beneficiary', { beneficiaries: [person], certificateCode: 'C08' }),
      as('requestAffiliationCard', 'POST', 'affiliationCard', 'none', { beneficiaries: [], certificateCode: 'C08' }),
      as('uploadSchoolCertificate', 'POST', 'upload/certificateSchool', 'valid', {
        code: 'C05',
        consecutivo: null,
        typeFile: 'application/pdf',
        binaryFile: pdfBase64,
        optionalsPersons: [person],
      }),
      as('uploadSchoolCertificate', 'POST', 'upload/certificateSchool', 'invalid', { code: 'C05' }),
      as('sendDeathCertificates', 'POST', 'certificates/defunction', 'valid', {
        code: 'C09',
        certificates: [{ beneficiary: person, fileType: 'application/pdf', binaryFile: pdfBase64 }],
      }),
      as('sendDeathCertificates', 'POST', 'certificates/defunction', 'invalid', { code: 'C09', certificates: [] }),
    ];
  });
}

const cases = () => [...anonymousCases(), ...signedInCases()];

// 2 lists + 3 anonymous calls × (6 personas + 4 beneficiaries + 2 documents + none) + 7 callers × 15 calls.
describeContractAnswers('sandbox certificates: every answer within the contract', cases, 2 + 3 * 13 + 7 * 15, (reading, seen) => {
  const statuses = statusesOf(seen);
  expect(Object.keys(statuses)).toHaveLength(11);
  // The branches are reached: 401 without a token; the worker's 422 always in the status, and in the
  // mirrored reading its 404 and the code-500 document's 500 too.
  expect(statuses.getBeneficiaries).toContain(401);
  expect(statuses.requestWorkerCertificate).toEqual(reading === 'mirrored' ? [200, 404, 422, 500] : [200, 422]);
  const mirrored = seen.filter((answer) => answer.readings.includes('code-mirrored')).length;
  if (reading === 'mirrored') expect(mirrored).toBeGreaterThan(0);
});
