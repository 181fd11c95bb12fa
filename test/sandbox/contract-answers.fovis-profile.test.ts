import { expect } from 'vitest';
import { emailsOfOtherAccounts } from '@sandbox/data/profile';
import { fovisCertificateKinds, fovisCertificates, fovisRecordOf } from '@sandbox/data/fovis';
import { seededPersonas } from '@sandbox/data/personas';
import type { Persona } from '@test/support/sandbox/persona-calls';
import { type AnswerCase, describeContractAnswers, pdfBase64, query, statusesOf } from './contract-answers.cases';

// Every FOVIS and data-update answer the sandbox gives (sandbox/api/fovis.handlers.ts,
// sandbox/api/profile.handlers.ts), for every persona and without a token, validated against the
// contract's FOVIS and People operations in both readings (contract-answers.cases.ts).

const personas: readonly Persona[] = ['maria', 'carlos', 'luz', 'jose', 'diana', 'sergio'];
const personaOf = (who: Persona) => {
  const persona = seededPersonas.find((candidate) => candidate.username.startsWith(`${who}.`));
  if (!persona) throw new Error(`no persona ${who}`);
  return persona;
};
const kinds = Object.values(fovisCertificateKinds);
const fileNameOf = (name: string) => `${name.toLowerCase().replaceAll(' ', '-')}.pdf`;

function fovisCases(): AnswerCase[] {
  const subsidies = '/api/v1/subsidies';
  return [...personas, null].flatMap((who): AnswerCase[] => {
    const persona = who ? personaOf(who) : personaOf('maria');
    const card = who ? fovisRecordOf(persona.id).certificateTypes[0] : undefined;
    const certificateId = card?.id ?? 1;
    const send = (branch: string, change: Record<string, unknown>): AnswerCase => ({
      operationId: 'sendDocument',
      who,
      method: 'POST',
      path: `${subsidies}/send-document`,
      branch,
      body: {
        documentType: persona.documentType,
        documentNumber: persona.documentNumber,
        certificateId,
        fileName: fileNameOf(fovisCertificates[certificateId as keyof typeof fovisCertificates]?.name ?? 'x'),
        sendEmail: true,
        binaryFile: pdfBase64,
        ...change,
      },
    });
    return [
      { operationId: 'getPostulationInfo', who, method: 'GET', path: `${subsidies}/postulation-info`, branch: 'the summary' },
      ...[...kinds, 'no-such-kind'].map(
        (kind): AnswerCase => ({ operationId: 'getCertificate', who, method: 'GET', path: `${subsidies}/${kind}`, branch: kind }),
      ),
      send('sent by e-mail', {}),
      send('downloaded', { sendEmail: false }),
      send("someone else's document", { documentNumber: '1000000001' }),
      send('not a PDF', { binaryFile: 'aG9sYQ==' }),
    ];
  });
}

function profileCases(): AnswerCase[] {
  const people = '/api/v1/manage/people';
  return [...personas, null].flatMap((who): AnswerCase[] => {
    const persona = who ? personaOf(who) : personaOf('maria');
    const record = {
      documentType: persona.documentType,
      documentNumber: persona.documentNumber,
      mobile: persona.mobile,
      phone: persona.phone,
      email: persona.email ?? `${persona.id}@correo.example`,
      country: 'CO',
      state: persona.location?.state ?? '05',
      city: persona.location?.city ?? '05001',
      neighborhood: persona.location?.neighborhood ?? '0500109999',
      sector: persona.sector,
      address: persona.address,
    };
    const update = (branch: string, body: Record<string, unknown>, idSap = persona.idSap): AnswerCase => ({
      operationId: 'updateUser',
      who,
      method: 'PUT',
      path: `${people}/users/${idSap}`,
      branch,
      body,
    });
    const get = (operationId: string, path: string, branch: string): AnswerCase => ({ operationId, who, method: 'GET', path: `${people}/${path}`, branch });
    return [
      get('getUser', `users/user${query({ idType: persona.documentType, idNumber: persona.documentNumber })}`, 'own record'),
      get('getUser', `users/user${query({ idType: 'CC', idNumber: '1000000001' })}`, "someone else's"),
      get('getUser', 'users/user', 'no document'),
      update('an e-mail in use', { ...record, email: emailsOfOtherAccounts[0] }),
      update('invalid', { ...record, mobile: '12' }),
      update("someone else's idSap", record, '0009999999'),
      update('valid', record),
      get('getStates', `locations/states${query({ countryCode: 'CO' })}`, 'CO'),
      get('getStates', `locations/states${query({ countryCode: 'XX' })}`, 'none'),
      get('getCities', `locations/cities${query({ stateCode: '05' })}`, '05'),
      get('getCities', `locations/cities${query({ stateCode: '00' })}`, 'none'),
      get('getNeighborhoods', `locations/neighborhoods${query({ cityCode: '05001' })}`, '05001'),
      get('getNeighborhoods', `locations/neighborhoods${query({ cityCode: '00000' })}`, 'none'),
    ];
  });
}

// 7 callers × (1 + 15 kinds + 4 sends) FOVIS calls, 7 callers × 13 data-update calls.
describeContractAnswers('sandbox FOVIS and data update: every answer within the contract', () => [...fovisCases(), ...profileCases()], 7 * 20 + 7 * 13, (reading, seen) => {
  const statuses = statusesOf(seen);
  expect(Object.keys(statuses)).toHaveLength(8);
  // 401 without a token, Diana's HTTP 500, the unknown kind's 404; the FOVIS code 500 in the status when mirrored.
  expect(statuses.getPostulationInfo).toEqual([200, 401, 500]);
  expect(statuses.getCertificate).toEqual(reading === 'mirrored' ? [200, 401, 404, 500] : [200, 401, 404]);
  expect(statuses.sendDocument).toEqual([200, 400, 401, 403]);
  expect(statuses.updateUser).toEqual(expect.arrayContaining([200, 400, 401, 403, 500]));
});
