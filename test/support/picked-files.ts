const ascii = (text: string) => new TextEncoder().encode(text);

/** Small real files, as a person would pick them in a file field. */
export const files = {
  pdf: (name = 'acta.pdf') => new File([ascii('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], name, { type: 'application/pdf' }),
  jpeg: (name = 'acta.jpg') =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])], name, { type: 'image/jpeg' }),
  png: (name = 'boletin.png') =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])], name, {
      type: 'image/png',
    }),
  renamedText: (name = 'foto.pdf') => new File([ascii('esto es texto, no un PDF')], name, { type: 'application/pdf' }),
  oversizePdf: (name = 'grande.pdf') => {
    const bytes = new Uint8Array(2_000_001);
    bytes.set(ascii('%PDF-1.4\n'));
    return new File([bytes], name, { type: 'application/pdf' });
  },
  empty: (name = 'vacio.pdf') => new File([], name, { type: 'application/pdf' }),
};
