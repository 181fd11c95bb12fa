import type { FovisUnavailableReason } from './fovis-certificates.view-model';

/** Texts of /subsidios/subsidio-vivienda/certificados-vivienda (docs/fovis.md). */
export const fovisCertificatesMessages = {
  title: 'Certificados de vivienda FOVIS',
  lead: 'Consulta el resumen de tu postulación al subsidio de vivienda y obtén sus certificados: puedes descargarlos o recibirlos en tu correo electrónico.',
  summary: {
    heading: 'Resumen de tu postulación',
    loading: 'Cargando el resumen de tu postulación…',
    fullName: 'Nombre completo',
    household: 'Hogar',
    status: 'Estado de la postulación',
    project: 'Proyecto',
    totalSaving: 'Ahorro total',
    modality: 'Modalidad',
    notProvided: 'Sin información',
    members: 'Integrantes de la postulación',
    memberName: 'Nombre',
    documentType: 'Tipo de documento',
    documentNumber: 'Número de documento',
    noMembers: 'No hay integrantes registrados en la postulación.',
  },
  choose: {
    heading: 'Selecciona el certificado',
    hint: 'Elige el certificado que necesitas para generarlo.',
    listLabel: 'Certificados FOVIS disponibles',
    none: 'No hay certificados disponibles para tu postulación en este momento.',
  },
  generated: {
    heading: 'Certificado generado',
  },
  unavailable: {
    title: 'Certificado no disponible',
    reasons: {
      notEligible: 'Actualmente no cumples con las condiciones para generar el certificado.',
      unavailable: 'Lo sentimos, este certificado no está disponible en este momento.',
    } satisfies Record<FovisUnavailableReason, string>,
    accept: 'Aceptar',
  },
} as const;
