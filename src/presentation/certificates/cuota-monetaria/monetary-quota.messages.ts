/** Texts of the monetary-quota consultation (c03, docs/subsidies.md 'Monetary quota'). */
export const monetaryQuotaMessages = {
  title: 'Consulta de cuota monetaria',
  lead: 'Consulta los pagos de cuota monetaria de tus grupos familiares por periodo. Abre un periodo para ver a quién se le pagó.',
  groups: {
    heading: 'Pagos de cuota monetaria',
    groupHeading: (key: string) => `Grupo familiar ${key}`,
    caption: (key: string) => `Pagos del grupo familiar ${key} por periodo, del más reciente al más antiguo`,
    columns: { period: 'Periodo', paymentMethod: 'Medio de pago', subsidyValue: 'Valor del subsidio' },
    noPaymentMethod: 'No registra',
    showDetail: (period: string) => `Ver beneficiarios de ${period}`,
    empty: 'No encontramos pagos de cuota monetaria para tus grupos familiares.',
  },
  detail: {
    caption: (period: string) => `Beneficiarios pagados en ${period}`,
    columns: { state: 'Estado', identification: 'Identificación', name: 'Nombre', subsidyValue: 'Valor' },
    none: 'Sin beneficiarios pagados en este periodo.',
  },
} as const;
