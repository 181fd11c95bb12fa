import type { SequentialNumberError } from '@/domain/certificates/school-sequential-number.rules';

/** Texts of the school-certificate page (c05, docs/certificates.md). */
export const schoolCertificateMessages = {
  title: 'Certificado escolar',
  lead: 'Descarga el certificado escolar de tus beneficiarios o carga el que te entregó la institución educativa.',
  choose: {
    heading: '¿Qué deseas hacer?',
    download: 'Descargar certificado',
    downloadDescription: 'Obtén el certificado escolar de uno de tus beneficiarios en PDF.',
    upload: 'Cargar certificado',
    uploadDescription: 'Envía a la caja el certificado escolar de uno de tus beneficiarios.',
  },
  downloadBeneficiary: {
    heading: 'Selecciona el beneficiario',
    legend: '¿Para qué beneficiario necesitas el certificado?',
    obtain: 'Obtener',
    hint: 'Selecciona un beneficiario para obtener su certificado.',
  },
  /** The delivery screens name the student the certificate is about. */
  student: 'Estudiante',
  uploadType: {
    heading: '¿Qué certificado vas a cargar?',
    own: 'Certificado emitido por la caja',
    ownDescription: 'Expedido por una institución del esquema propio de la caja: tiene un número consecutivo.',
    ownAction: 'Cargar certificado de la caja',
    external: 'Certificado externo',
    externalDescription: 'Expedido por otra institución educativa, sin número consecutivo de la caja.',
    externalAction: 'Cargar certificado externo',
  },
  form: {
    ownHeading: 'Carga el certificado emitido por la caja',
    externalHeading: 'Carga el certificado externo',
    sequentialNumber: 'Número consecutivo',
    sequentialNumberHelp: '¿Dónde encuentro el número consecutivo?',
    sequentialNumberHelpTitle: 'Número consecutivo',
    sequentialNumberHelpText: 'Está en la esquina superior derecha del certificado, junto a la palabra «Consecutivo». Tiene hasta 8 dígitos.',
    sequentialNumberImageAlt:
      'Certificado escolar de la caja con el número consecutivo resaltado en la esquina superior derecha.',
    closeHelp: 'Cerrar ayuda',
    beneficiaryLegend: '¿De qué beneficiario es el certificado?',
    file: 'Certificado escolar',
    send: 'Enviar certificado',
    ownHint: 'Ingresa un número consecutivo válido, selecciona el beneficiario y carga el certificado para poder enviar.',
    externalHint: 'Selecciona el beneficiario y carga el certificado para poder enviar.',
  },
  sequentialNumberErrors: {
    'sequentialNumber.required': 'Debes ingresar un número',
    'sequentialNumber.invalid': 'Ingresa un número válido',
  } satisfies Record<SequentialNumberError, string>,
  uploaded: {
    heading: 'Certificado cargado',
    message: (name: string) => `Recibimos el certificado escolar de ${name}.`,
  },
  back: 'Regresar',
} as const;
