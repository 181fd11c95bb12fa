import type { CertificateCode } from '@/domain/certificates/certificate-card.entity';

/** Texts of /certificados. Card titles come from the fund's list; descriptions and pictures are the portal's. */
export const certificatesPageMessages = {
  title: 'Certificados',
  lead: 'Descarga o recibe en tu correo electrónico los certificados de la caja. Algunos puedes consultarlos solo con tu tipo y número de documento; para los demás debes iniciar sesión.',
  cardsLabel: 'Certificados disponibles',
  loading: 'Cargando certificados…',
  requirement: 'Este certificado requiere',
  cards: {
    c01: { description: 'Certifica la afiliación del trabajador a la caja. Lo enviamos a su correo registrado.', image: 'certificado-trabajador.svg' },
    c02: { description: 'Certifica la afiliación de un beneficiario. Lo enviamos al correo registrado del titular.', image: 'certificado-beneficiario.svg' },
    c03: { description: 'Consulta los pagos de cuota monetaria de tu grupo familiar por periodo.', image: 'certificado-cuota-monetaria.svg' },
    c04: { description: 'Descarga el certificado con los datos para tu declaración de renta.', image: 'certificado-renta.svg' },
    c05: { description: 'Solicita o carga el certificado escolar de tus beneficiarios.', image: 'certificado-escolar.svg' },
    c06: { description: 'Certifica tu afiliación junto con la de tus beneficiarios.', image: 'certificado-con-beneficiarios.svg' },
    c07: { description: 'Certificado del Mecanismo de Protección al Cesante. Lo enviamos a tu correo registrado.', image: 'certificado-fosfec.svg' },
    c08: { description: 'Genera la tarjeta de afiliación de hasta cinco de tus beneficiarios.', image: 'certificado-tarjeta.svg' },
    c09: { description: 'Reporta el fallecimiento de un beneficiario cargando su certificado de defunción.', image: 'certificado-defuncion.svg' },
  } satisfies Record<CertificateCode, { description: string; image: string }>,
  fovis: {
    title: 'Certificados de vivienda FOVIS',
    description: 'Descarga o recibe en tu correo los certificados de tu postulación al subsidio de vivienda.',
    action: 'Ver certificados',
    helpLabel: '¿Qué son los certificados FOVIS?',
    helpTitle: 'Certificados FOVIS',
    help: 'El FOVIS es el Fondo para el Subsidio Familiar de Vivienda. Si tu hogar se postuló al subsidio de vivienda, aquí obtienes los certificados de tu postulación, ahorro, cesantías o subsidio asignado.',
    close: 'Cerrar',
  },
} as const;
