export const subsidiesMessages = {
  title: 'Subsidios',
  lead: 'Conoce los subsidios que la Caja ofrece a sus afiliados y a sus familias, quiénes pueden recibirlos y cómo solicitarlos.',
  cardsLabel: 'Subsidios disponibles',
  seeMore: 'Ver más',
  housing: {
    title: 'Subsidio de vivienda',
    description:
      'Recibe apoyo para comprar, construir o mejorar tu vivienda. Consulta los requisitos, cómo postularte y tus certificados FOVIS.',
  },
  unemployment: {
    title: 'Subsidio al desempleo',
    description:
      'Si quedaste sin empleo, conoce los beneficios del Mecanismo de Protección al Cesante y cómo solicitarlos.',
  },
  educational: {
    title: 'Subsidio educativo',
    description: 'Consulta los apoyos para la educación de tus hijos y beneficiarios, y las fechas para solicitarlos.',
  },
  footwear: {
    title: 'Subsidio de calzado',
    description: 'Consulta el subsidio de calzado para ti y tus beneficiarios, y dónde y cuándo puedes redimirlo.',
    /** docs/subsidies.md, 'Subsidy cards': completed by the 'Iniciar sesión' button. */
    requirement: 'Este subsidio requiere',
  },
} as const;
