import type { AnonymousCertificateFlow } from '@/domain/certificates/anonymous-certificate.outcomes';

interface FlowTexts {
  readonly title: string;
  readonly lead: string;
  readonly formHeading: string;
  readonly imageAlt: string;
  readonly image: string;
  readonly notGenerated: string;
}

/** Texts of the worker (c01), beneficiary (c02) and FOSFEC (c07) pages; toasts come from configuration. */
export const anonymousCertificateMessages = {
  flows: {
    worker: {
      title: 'Certificado de afiliación trabajador',
      lead: 'Consulta el certificado de afiliación del trabajador con su tipo y número de documento. Lo enviaremos al correo electrónico que el afiliado tiene registrado.',
      formHeading: 'Ingresa los datos del trabajador',
      imageAlt: '',
      image: 'certificado-trabajador.svg',
      notGenerated:
        'No pudimos generar el certificado porque el afiliado no tiene un correo electrónico registrado. Actualiza los datos de contacto o comunícate con nuestros canales de atención.',
    },
    beneficiary: {
      title: 'Certificado de afiliación beneficiario',
      lead: 'Consulta el certificado de afiliación del beneficiario con su tipo y número de documento. Lo enviaremos al correo electrónico registrado del afiliado titular.',
      formHeading: 'Ingresa los datos del beneficiario',
      imageAlt: '',
      image: 'certificado-beneficiario.svg',
      notGenerated:
        'No pudimos generar el certificado porque el afiliado titular no tiene un correo electrónico registrado. Actualiza los datos de contacto o comunícate con nuestros canales de atención.',
    },
    fosfec: {
      title: 'Certificado FOSFEC',
      lead: 'Consulta tu certificado del Mecanismo de Protección al Cesante (FOSFEC) con tu tipo y número de documento. Lo enviaremos al correo electrónico que tienes registrado.',
      formHeading: 'Ingresa tus datos',
      imageAlt: '',
      image: 'certificado-fosfec.svg',
      notGenerated:
        'No pudimos generar tu certificado FOSFEC. Es posible que no tengas un correo electrónico registrado; actualiza tus datos de contacto o comunícate con nuestros canales de atención.',
    },
  } satisfies Record<AnonymousCertificateFlow, FlowTexts>,
  consult: 'Consultar',
  consultHint: 'Ingresa un número de documento válido para el tipo seleccionado y podrás consultar.',
  generated: {
    heading: 'Certificado generado',
    sentTo: 'Enviamos el certificado al correo electrónico',
    spamNote: 'Si no lo ves en tu bandeja de entrada, revisa la carpeta de correo no deseado.',
  },
  notGeneratedHeading: 'Certificado no generado',
  serviceChannelsLead: 'Si necesitas ayuda, comunícate con nuestros',
  serviceChannelsLink: 'canales de atención',
  newCertificate: 'Nuevo certificado',
} as const;
