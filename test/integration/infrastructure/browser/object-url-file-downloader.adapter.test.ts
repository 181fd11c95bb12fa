import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { createContainer } from '@/container';
import { testConfig } from '@test/support/test-config';

const objectUrl = 'blob:http://localhost/5b1e6c0e-certificado';
// '%PDF-1.7\n' followed by bytes above 0x7f, so a text round trip would show.
const pdfBytes = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xe2, 0xe3, 0xcf, 0xd3];
const pdfBase64 = btoa(String.fromCharCode(...pdfBytes));

interface Click {
  readonly download: string;
  readonly href: string;
  readonly wasInDocument: boolean;
  readonly link: HTMLAnchorElement;
}

let clicks: Click[];
let blobs: Blob[];
let createObjectURL: MockInstance<typeof URL.createObjectURL>;
let revokeObjectURL: MockInstance<typeof URL.revokeObjectURL>;

function recordClick(event: MouseEvent) {
  const link = event.target;
  if (!(link instanceof HTMLAnchorElement)) return;
  clicks.push({ download: link.download, href: link.href, wasInDocument: link.isConnected, link });
  // happy-dom would otherwise navigate the test window to the blob URL.
  event.preventDefault();
}

function downloader(): FileDownloader {
  return createContainer(testConfig()).get<FileDownloader>(FileDownloader);
}

beforeEach(() => {
  vi.useFakeTimers();
  clicks = [];
  blobs = [];
  createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((object: Blob | MediaSource) => {
    if (object instanceof Blob) blobs.push(object);
    return objectUrl;
  });
  revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  document.addEventListener('click', recordClick);
});

afterEach(() => {
  document.removeEventListener('click', recordClick);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ObjectUrlFileDownloader', () => {
  it('clicks a link that downloads the decoded bytes under the given name and type', async () => {
    expect(downloader().saveBase64File('certificado-escolar.pdf', pdfBase64, 'application/pdf')).toBe(true);

    expect(clicks.map(({ download, href, wasInDocument }) => ({ download, href, wasInDocument }))).toEqual([
      { download: 'certificado-escolar.pdf', href: objectUrl, wasInDocument: true },
    ]);
    expect(clicks[0]?.link.isConnected).toBe(false);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe('application/pdf');
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual(pdfBytes);
  });

  it('revokes the object URL after 40 seconds, not before', () => {
    downloader().saveBase64File('tarjeta-de-afiliacion.pdf', pdfBase64, 'application/pdf');

    vi.advanceTimersByTime(39_999);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith(objectUrl);
  });

  it('accepts base64 wrapped in lines, as MIME encoders send it', async () => {
    const wrapped = `${pdfBase64.slice(0, 8)}\r\n${pdfBase64.slice(8)}\n`;
    expect(downloader().saveBase64File('certificado.pdf', wrapped, 'application/pdf')).toBe(true);
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual(pdfBytes);
  });

  it.each([
    ['empty', ''],
    ['only whitespace', ' \n '],
    ['a data URL', `data:application/pdf;base64,${pdfBase64}`],
    ['cut short', pdfBase64.slice(0, -1)],
    ['padded in the middle', 'JV==ERi0'],
    ['too much padding', 'JV==='],
    ['base64url', 'JVBE-i0_'],
    ['with other characters', 'JVBER!0x'],
  ])('refuses %s base64 without clicking anything', (_what, base64) => {
    expect(downloader().saveBase64File('certificado.pdf', base64, 'application/pdf')).toBe(false);

    expect(clicks).toEqual([]);
    expect(createObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });
});
