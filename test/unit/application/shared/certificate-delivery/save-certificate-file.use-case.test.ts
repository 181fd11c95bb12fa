import { describe, expect, it, vi } from 'vitest';
import { SaveCertificateFile } from '@/application/shared/certificate-delivery/save-certificate-file.use-case';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

describe('SaveCertificateFile', () => {
  const save = (saved: boolean) => {
    const container = createTestContainer(testConfig());
    const saveBase64File = vi.fn(() => saved);
    container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
    return { run: () => container.get(SaveCertificateFile).execute({ name: 'Certificado de afiliación, con beneficiarios', binary: 'JVBER' }), saveBase64File };
  };

  it('saves the PDF under the name the rule gives it', () => {
    const { run, saveBase64File } = save(true);
    expect(run()).toEqual({ kind: 'saved', fileName: 'certificado-de-afiliación-con-beneficiarios.pdf' });
    expect(saveBase64File).toHaveBeenCalledExactlyOnceWith('certificado-de-afiliación-con-beneficiarios.pdf', 'JVBER', 'application/pdf');
  });

  it('a PDF that cannot be decoded is not saved', () => {
    expect(save(false).run()).toEqual({ kind: 'notSaved' });
  });
});
