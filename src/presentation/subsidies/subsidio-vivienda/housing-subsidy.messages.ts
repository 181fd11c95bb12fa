export const housingSubsidyMessages = {
  title: 'Subsidio de vivienda',
  lead: 'El subsidio familiar de vivienda es un aporte en dinero, que no se devuelve, para que los hogares afiliados compren, construyan o mejoren su vivienda. Aquí encuentras la información para postularte y tus certificados FOVIS.',
  cardsLabel: 'Información del subsidio de vivienda',
  fovisLabel: 'Certificados FOVIS',
  seeMore: 'Ver más',
  whatIsIt: {
    title: '¿Qué es el subsidio de vivienda?',
    description: 'Conoce en qué consiste el subsidio, las modalidades y a quiénes está dirigido.',
  },
  howToApply: {
    title: '¿Cómo postularse?',
    description: 'Revisa el paso a paso para postular a tu hogar y las fechas de las convocatorias.',
  },
  requirements: {
    title: 'Requisitos',
    description: 'Consulta las condiciones que debe cumplir tu hogar y los documentos que necesitas.',
  },
  assignmentCheck: {
    title: '¿Te asignaron el subsidio?',
    description: 'Verifica el estado de tu postulación y si a tu hogar le fue asignado el subsidio.',
  },
  fovis: {
    title: 'Certificados de vivienda FOVIS',
    description:
      'Descarga o recibe en tu correo los certificados de tu postulación al Fondo para el Subsidio Familiar de Vivienda (FOVIS).',
    action: 'Ver certificados',
    /** Same wording as the role-gated certificate cards (docs/shell.md, roles). */
    requirement: 'Este certificado requiere',
  },
} as const;
