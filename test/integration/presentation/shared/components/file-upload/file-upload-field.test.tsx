import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadFlow } from '@/domain/shared/files/file-upload.rules';
import { createContainer } from '@/container';
import { ContainerProvider } from '@/presentation/shared/di/container-context';
import { ThemeProvider } from '@test/support/theme-provider';
import { loadFile, toBase64, type LoadedFile } from '@/presentation/shared/components/file-upload/browser-file.model';
import { FileUploadField } from '@/presentation/shared/components/file-upload/file-upload-field';
import { fileSizeText } from '@/presentation/shared/components/file-upload/file-upload.messages';
import { testConfig } from '@test/support/test-config';

const texts = testConfig().texts;
const ascii = (text: string) => new TextEncoder().encode(text);
const pdfBytes = ascii('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

const fileOf = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type = '') => new File([bytes], name, { type });

/** A PDF of exactly `size` bytes: its header, then padding. */
function pdfOfSize(size: number, name = 'grande.pdf'): File {
  const bytes = new Uint8Array(size);
  bytes.set(ascii('%PDF-1.4\n'));
  return fileOf(bytes, name, 'application/pdf');
}

/** Two slots and a text field, the way a page holds them: the parent owns the files. */
function Form({ flow = 'deathCertificate' as UploadFlow, onAdd = vi.fn() }) {
  const [rows, setRows] = useState<Record<string, LoadedFile[]>>({ juan: [], rosa: [] });
  const [note, setNote] = useState('sin cambios');
  return (
    <form noValidate>
      {(['juan', 'rosa'] as const).map((row) => (
        <FileUploadField
          key={row}
          flow={flow}
          label={`Certificado de ${row}`}
          files={rows[row] ?? []}
          onAdd={(file) => {
            onAdd(row, file);
            setRows((current) => ({ ...current, [row]: [...(current[row] ?? []), file] }));
          }}
          onRemove={(file) => setRows((current) => ({ ...current, [row]: (current[row] ?? []).filter((f) => f !== file) }))}
        />
      ))}
      <label>
        Nota
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
    </form>
  );
}

function renderForm(props: Parameters<typeof Form>[0] = {}) {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <ContainerProvider container={createContainer(testConfig())}>
      <ThemeProvider>
        <Form {...props} />
      </ThemeProvider>
    </ContainerProvider>,
  );
  const input = (row: string) => screen.getByLabelText(`Certificado de ${row}`, { selector: 'input' }) as HTMLInputElement;
  return { user, input };
}

describe('FileUploadField', () => {
  it('is a labelled file input with the flow\'s accept list and a hint naming formats and size', () => {
    const { input } = renderForm();
    expect(input('juan').type).toBe('file');
    expect(input('juan').accept).toBe('.pdf,.jpg,.jpeg,.tif,.tiff,application/pdf,image/jpeg,image/tiff');
    const hint = document.getElementById(input('juan').getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Formatos permitidos: PDF, JPG o TIFF. Tamaño máximo: 2 MB.');
    expect(screen.getAllByText('Seleccionar archivo')).toHaveLength(2);
  });

  it('accepts a valid PDF: reported as base64 without prefix and its MIME type, shown by name and size, focus on Quitar', async () => {
    const onAdd = vi.fn();
    const { user, input } = renderForm({ onAdd });
    await user.upload(input('juan'), fileOf(pdfBytes, 'acta.pdf'));

    const remove = await screen.findByRole('button', { name: 'Quitar acta.pdf' });
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('juan', {
      name: 'acta.pdf',
      size: pdfBytes.length,
      mimeType: 'application/pdf',
      base64: toBase64(pdfBytes),
    });
    expect(atob(onAdd.mock.calls[0]?.[1].base64)).toMatch(/^%PDF-1\.4/);
    const list = screen.getByRole('list', { name: 'Archivos cargados: Certificado de juan' });
    expect(within(list).getByText('acta.pdf')).toBeTruthy();
    expect(within(list).getByText(fileSizeText(pdfBytes.length))).toBeTruthy();
    // One file per row: the input gives way to the file, and focus lands on its Quitar.
    expect(screen.queryByLabelText('Certificado de juan', { selector: 'input' })).toBeNull();
    expect(document.activeElement).toBe(remove);
    // The other row and the other field are untouched.
    expect(input('rosa').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Nota').value).toBe('sin cambios');
  });

  it('takes the MIME type from the checked format, not from what the browser claims', async () => {
    const onAdd = vi.fn();
    const { user, input } = renderForm({ onAdd });
    await user.upload(input('rosa'), fileOf(jpegBytes, 'acta.JPEG', 'application/octet-stream'));
    await screen.findByRole('button', { name: 'Quitar acta.JPEG' });
    expect(onAdd.mock.calls[0]?.[1]).toMatchObject({ mimeType: 'image/jpeg' });
  });

  it.each([
    ['a renamed PNG', () => fileOf(pngBytes, 'foto.pdf', 'application/pdf'), 'errorFormato'],
    ['a renamed text file', () => fileOf('hola, soy texto', 'foto.pdf', 'application/pdf'), 'errorFormato'],
    ['a PNG (not accepted for death certificates)', () => fileOf(pngBytes, 'foto.png', 'image/png'), 'errorFormato'],
    ['an empty file', () => fileOf('', 'vacio.pdf', 'application/pdf'), 'errorFormato'],
    ['a 2,000,001-byte PDF', () => pdfOfSize(2_000_001), 'errorPeso'],
    ['a 2,000,001-byte text file named .pdf', () => fileOf('x'.repeat(2_000_001), 'grande.pdf'), 'errorArchivo'],
  ] as const)('rejects %s with the configured %s beside the field, input cleared, nothing else touched', async (_name, build, key) => {
    const onAdd = vi.fn();
    const { user, input } = renderForm({ onAdd });
    await user.upload(input('rosa'), fileOf(pdfBytes, 'valido.pdf'));
    await screen.findByRole('button', { name: 'Quitar valido.pdf' });

    await user.upload(input('juan'), build());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(texts[key]);
    expect(input('juan').getAttribute('aria-describedby')).toContain(alert.id);
    expect(input('juan').getAttribute('aria-invalid')).toBe('true');
    expect(input('juan').value).toBe('');
    expect(input('juan').files?.length ?? 0).toBe(0);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Quitar valido.pdf' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nota').value).toBe('sin cambios');
  });

  it('a 2,000,000-byte PDF is within the limit', async () => {
    const { user, input } = renderForm();
    await user.upload(input('juan'), pdfOfSize(2_000_000, 'justo.pdf'));
    expect(await screen.findByRole('button', { name: 'Quitar justo.pdf' })).toBeTruthy();
  });

  it('checks the first bytes before reading the whole file', async () => {
    const big = pdfOfSize(2_000_001);
    const slice = vi.spyOn(big, 'slice');
    const whole = vi.spyOn(big, 'arrayBuffer');
    await expect(loadFile(big, 'deathCertificate')).resolves.toEqual({ ok: false, error: 'errorPeso' });
    expect(slice).toHaveBeenCalledWith(0, 8);
    expect(whole).not.toHaveBeenCalled();
  });

  it('a file the browser cannot read is reported, not thrown', async () => {
    const broken = fileOf(pdfBytes, 'acta.pdf');
    vi.spyOn(broken, 'arrayBuffer').mockRejectedValue(new DOMException('gone', 'NotReadableError'));
    await expect(loadFile(broken, 'deathCertificate')).resolves.toEqual({ ok: false, error: 'unreadable' });
  });

  it('a new pick clears the previous error; Quitar clears that row only and gives focus back to its input', async () => {
    const { user, input } = renderForm();
    await user.upload(input('juan'), fileOf('texto', 'nota.pdf'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.upload(input('juan'), fileOf(pdfBytes, 'acta.pdf'));
    await screen.findByRole('button', { name: 'Quitar acta.pdf' });
    expect(screen.queryByRole('alert')).toBeNull();

    await user.upload(input('rosa'), fileOf(jpegBytes, 'rosa.jpg'));
    await user.click(await screen.findByRole('button', { name: 'Quitar acta.pdf' }));

    await waitFor(() => expect(document.activeElement).toBe(input('juan')));
    expect(screen.queryByText('acta.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Quitar rosa.jpg' })).toBeTruthy();
  });

  it('school flow: PDF, JPG or PNG; TIFF is refused', async () => {
    const { user, input } = renderForm({ flow: 'schoolCertificate' });
    expect(input('juan').accept).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
    await user.upload(input('juan'), fileOf(pngBytes, 'boletin.png'));
    expect(await screen.findByRole('button', { name: 'Quitar boletin.png' })).toBeTruthy();
    await user.upload(input('rosa'), fileOf(new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]), 'escaneo.tiff'));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.errorFormato);
  });

  it('person attachments: up to three files in one slot, the input stays until the third', async () => {
    const onAdd = vi.fn();
    const { user, input } = renderForm({ flow: 'personAttachments', onAdd });
    await user.upload(input('juan'), fileOf(pdfBytes, 'uno.pdf'));
    await screen.findByRole('button', { name: 'Quitar uno.pdf' });
    await user.upload(input('juan'), fileOf(jpegBytes, 'dos.jpg'));
    await screen.findByRole('button', { name: 'Quitar dos.jpg' });
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Quitar dos.jpg' }));
    await user.upload(input('juan'), fileOf(pngBytes, 'tres.png'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar tres.png' })));
    expect(screen.queryByLabelText('Certificado de juan', { selector: 'input' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Archivos cargados: Certificado de juan' })).getAllByRole('listitem')).toHaveLength(3);
    expect(onAdd).toHaveBeenCalledTimes(3);
  });

  it('sizes read in decimal units, as the limit', () => {
    expect(fileSizeText(532)).toBe('532 bytes');
    expect(fileSizeText(245_780)).toBe('245,8 KB');
    expect(fileSizeText(1_950_000)).toBe('2 MB');
    expect(fileSizeText(1_940_000)).toBe('1,9 MB');
  });

  it('sizes read as es-CO numbers read: the text Intl.NumberFormat gives, without loading the locale in the browser', () => {
    const esCo = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });
    const expected = (bytes: number) =>
      bytes < 1_000_000 ? `${esCo.format(bytes / 1000)} KB` : `${esCo.format(bytes / 1_000_000)} MB`;
    const sizes = [1000, 1049, 1050, 1150, 1250, 999_949, 999_950, 1_000_000, 1_050_000, 35_000_000, 1_234_567_890, 15_000_000_000];
    for (let bytes = 1000; bytes < 40_000_000; bytes = Math.ceil(bytes * 1.013) + 7) sizes.push(bytes);
    for (const bytes of sizes) expect(fileSizeText(bytes), String(bytes)).toBe(expected(bytes));
    expect(fileSizeText(1_234_567_890)).toBe('1.234,6 MB');
  });
});
