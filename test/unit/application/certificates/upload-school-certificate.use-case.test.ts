import { describe, expect, it } from 'vitest';
import type { MessageAnswer } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import {
  UploadSchoolCertificate,
  type SchoolCertificateSubmission,
} from '@/application/certificates/upload-school-certificate.use-case';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { createTestContainer } from '@test/support/test-container';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';

const sofia: Beneficiary = { namePerson: 'SOFÍA ARANGO RESTREPO', documentType: 'TI', documentNumber: '1034567890' };
const file = { mimeType: 'image/png', base64: 'iVBORw0KGgo=' };

function uploadWith(result: GatewayAnswer<MessageAnswer>) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ uploadSchoolCertificate: async () => result });
  bindCertificatesGateway(container, gateway);
  return {
    upload: (submission: SchoolCertificateSubmission) => container.get(UploadSchoolCertificate).execute(submission),
    gateway,
  };
}

describe('UploadSchoolCertificate', () => {
  it('own scheme: sends the sequential number as a number, the file and the beneficiary; 200 -> uploaded', async () => {
    const { upload, gateway } = uploadWith(answer(200, { message: 'Cargado' }));
    await expect(upload({ source: { scheme: 'own', sequentialNumber: '00012345' }, file, beneficiary: sofia })).resolves.toEqual(
      { kind: 'uploaded' },
    );
    expect(gateway.uploadSchoolCertificate).toHaveBeenCalledExactlyOnceWith({
      consecutivo: 12345,
      typeFile: 'image/png',
      binaryFile: 'iVBORw0KGgo=',
      optionalsPersons: [sofia],
    });
  });

  it('external certificate: consecutivo null', async () => {
    const { upload, gateway } = uploadWith(answer(200, { message: null }));
    await expect(upload({ source: { scheme: 'external' }, file, beneficiary: sofia })).resolves.toEqual({ kind: 'uploaded' });
    expect(gateway.uploadSchoolCertificate.mock.calls[0]?.[0].consecutivo).toBeNull();
  });

  it.each(['', '123456789', '12a'])('own scheme with an invalid number (%j) sends nothing', async (sequentialNumber) => {
    const { upload, gateway } = uploadWith(answer(200, { message: null }));
    await expect(upload({ source: { scheme: 'own', sequentialNumber }, file, beneficiary: sofia })).resolves.toEqual(
      { kind: 'invalidSequentialNumber' },
    );
    expect(gateway.uploadSchoolCertificate).not.toHaveBeenCalled();
  });

  it.each([0, 1, 422, 500, null])('code %s -> systemError', async (code) => {
    await expect(
      uploadWith(answer(code, { message: null })).upload({ source: { scheme: 'external' }, file, beneficiary: sofia }),
    ).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)('no answer (%s) -> systemError', async (reason) => {
    await expect(uploadWith(noAnswer(reason)).upload({ source: { scheme: 'external' }, file, beneficiary: sofia })).resolves.toEqual(
      { kind: 'systemError' },
    );
  });
});
