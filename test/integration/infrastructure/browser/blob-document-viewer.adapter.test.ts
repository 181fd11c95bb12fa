import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DocumentViewer } from '@/application/shared/document-viewer.port';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

const objectUrl = 'blob:http://localhost/7c0f3a52-preguntas-frecuentes';
// '%PDF-1.7\n' followed by bytes above 0x7f, so a text round trip would show.
const pdfBytes = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xe2, 0xe3, 0xcf, 0xd3];
const pdfBase64 = btoa(String.fromCharCode(...pdfBytes));

/** The blank tab `window.open('', '_blank')` gives: what the adapter may touch of it. */
interface FakeTab {
  closed: boolean;
  opener: unknown;
  readonly close: MockInstance<() => void>;
  readonly location: { readonly replace: MockInstance<(url: string) => void> };
}

function fakeTab(): FakeTab {
  const tab: FakeTab = {
    closed: false,
    opener: window,
    close: vi.fn(() => {
      tab.closed = true;
    }),
    location: { replace: vi.fn() },
  };
  return tab;
}

interface Click {
  readonly download: string;
  readonly href: string;
}

let tab: FakeTab;
let open: MockInstance<typeof window.open>;
let blobs: Blob[];
let clicks: Click[];
let createObjectURL: MockInstance<typeof URL.createObjectURL>;
let revokeObjectURL: MockInstance<typeof URL.revokeObjectURL>;

function recordClick(event: MouseEvent) {
  const link = event.target;
  if (!(link instanceof HTMLAnchorElement)) return;
  clicks.push({ download: link.download, href: link.href });
  event.preventDefault();
}

function viewer(): DocumentViewer {
  return createTestContainer(testConfig()).get<DocumentViewer>(DocumentViewer);
}

beforeEach(() => {
  vi.useFakeTimers();
  tab = fakeTab();
  open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  blobs = [];
  clicks = [];
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

describe('BlobDocumentViewer', () => {
  it('opens a blank tab at once, during the click, and cuts its opener', () => {
    const pending = viewer().prepare();

    expect(open).toHaveBeenCalledExactlyOnceWith('', '_blank');
    expect(pending.opened).toBe(true);
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('sends the tab to an object URL of the decoded PDF', async () => {
    const pending = viewer().prepare();

    expect(pending.show(pdfBase64, 'preguntas-frecuentes.pdf')).toBe('shown');

    expect(tab.location.replace).toHaveBeenCalledExactlyOnceWith(objectUrl);
    expect(tab.close).not.toHaveBeenCalled();
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe('application/pdf');
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual(pdfBytes);
    expect(clicks).toEqual([]);
  });

  it('revokes the object URL after 40 seconds, not before', () => {
    viewer().prepare().show(pdfBase64, 'preguntas-frecuentes.pdf');

    vi.advanceTimersByTime(39_999);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith(objectUrl);
  });

  it.each([
    ['empty base64', ''],
    ['a data URL', `data:application/pdf;base64,${pdfBase64}`],
    ['base64 cut short', pdfBase64.slice(0, -1)],
    ['something that is not a PDF', btoa('<html><body>Error</body></html>')],
    ['a PDF signature cut short', btoa('%PD')],
  ])('closes the blank tab and shows nothing for %s', (_what, base64) => {
    const pending = viewer().prepare();

    expect(pending.show(base64, 'preguntas-frecuentes.pdf')).toBe('invalid');

    expect(tab.close).toHaveBeenCalledOnce();
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
    vi.runAllTimers();
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('closes the blank tab on cancel, once, and keeps it closed', () => {
    const pending = viewer().prepare();

    pending.cancel();
    pending.cancel();

    expect(tab.close).toHaveBeenCalledOnce();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('leaves a shown PDF alone when cancel comes after show', () => {
    const pending = viewer().prepare();
    pending.show(pdfBase64, 'preguntas-frecuentes.pdf');

    pending.cancel();

    expect(tab.close).not.toHaveBeenCalled();
  });

  it.each([
    ['returns null', () => null],
    [
      'throws',
      () => {
        throw new Error('blocked');
      },
    ],
  ])('saves the PDF as a download when window.open %s (a pop-up blocker)', async (_what, blocked) => {
    open.mockImplementation(blocked);
    const pending = viewer().prepare();
    expect(pending.opened).toBe(false);

    expect(pending.show(pdfBase64, 'preguntas-frecuentes.pdf')).toBe('blocked');

    expect(clicks).toEqual([{ download: 'preguntas-frecuentes.pdf', href: objectUrl }]);
    expect(blobs[0]?.type).toBe('application/pdf');
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual(pdfBytes);
    pending.cancel();
  });

  it('saves nothing when the tab was blocked and the content is not a PDF', () => {
    open.mockReturnValue(null);

    expect(viewer().prepare().show(btoa('no es un PDF'), 'preguntas-frecuentes.pdf')).toBe('invalid');

    expect(clicks).toEqual([]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('saves the PDF as a download when the person closed the blank tab while waiting', () => {
    const pending = viewer().prepare();
    tab.closed = true;

    expect(pending.show(pdfBase64, 'preguntas-frecuentes.pdf')).toBe('blocked');

    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(clicks).toEqual([{ download: 'preguntas-frecuentes.pdf', href: objectUrl }]);
  });

  it('saves the PDF as a download when show comes after cancel, without reopening the tab', () => {
    const pending = viewer().prepare();
    pending.cancel();

    expect(pending.show(pdfBase64, 'preguntas-frecuentes.pdf')).toBe('blocked');

    expect(open).toHaveBeenCalledOnce();
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(clicks).toEqual([{ download: 'preguntas-frecuentes.pdf', href: objectUrl }]);
  });
});
