/** Texts of the searchable select: a select with no options shows 'No se encontraron resultados'. */
export const searchableSelectMessages = {
  noResults: 'No se encontraron resultados',
  /** Announced to screen readers while the list is open: how many options the filter leaves. */
  count: (count: number) => (count === 1 ? '1 resultado disponible.' : `${count} resultados disponibles.`),
  loading: 'Cargando…',
  showOptions: (label: string) => `Mostrar opciones de ${label}`,
} as const;
