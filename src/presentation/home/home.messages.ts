export const homeMessages = {
  title: 'Servicios en línea',
  lead: (tradeName: string) =>
    `Haz tus trámites con ${tradeName} desde donde estés, sin filas ni desplazamientos: paga tus obligaciones, descarga tus certificados y conoce los subsidios y créditos que tenemos para ti.`,
  cardsLabel: 'Servicios disponibles',
  onlinePayments: {
    title: 'Pagos en línea',
    description:
      'Consulta tus obligaciones pendientes y págalas con tarjeta o en efectivo en un corresponsal autorizado.',
    action: 'Ir a Pagos en línea',
  },
  certificates: {
    title: 'Certificados',
    description:
      'Descarga o recibe en tu correo los certificados de afiliación, escolaridad, declaración de renta y más.',
    action: 'Ir a Certificados',
  },
  subsidies: {
    title: 'Subsidios',
    description: 'Conoce los subsidios de vivienda, desempleo, educación y calzado, y cómo acceder a ellos.',
    action: 'Ir a Subsidios',
  },
  credits: {
    title: 'Créditos',
    description: 'Simula tu crédito y solicítalo en línea en tres pasos.',
    action: 'Ir a Créditos',
  },
} as const;
