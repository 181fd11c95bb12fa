/**
 * Text as the searchable select compares it: without accents or case ('Bogotá, D.C.' and
 * 'bogota, d.c.' are the same), spaces collapsed. People type place names without their accents
 * on a phone keyboard; the lists spell them with accents.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-CO')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The options whose label contains what was typed, in their own order, accents and case aside.
 * An empty query keeps every option.
 */
export function filterOptions<T extends { readonly label: string }>(options: readonly T[], query: string): readonly T[] {
  const folded = foldForSearch(query);
  if (folded === '') return options;
  return options.filter((option) => foldForSearch(option.label).includes(folded));
}
