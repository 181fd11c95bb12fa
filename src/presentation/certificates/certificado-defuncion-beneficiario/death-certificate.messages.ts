/** Texts of the death-certificate page (c09, docs/certificates.md). */
export const deathCertificateMessages = {
  title: 'Certificado de defunción de beneficiario',
  lead: 'Carga el certificado de defunción de tus beneficiarios: un archivo por beneficiario.',
  form: {
    heading: 'Tus beneficiarios',
    caption: 'Beneficiarios y su certificado de defunción',
    columns: { name: 'Nombre', document: 'Documento', certificate: 'Certificado de defunción' },
    fileLabel: (name: string) => `Certificado de defunción de ${name}`,
    sendHint: 'Carga al menos un certificado para poder enviar.',
    loadedCount: (count: number) => (count === 1 ? '1 certificado cargado.' : `${count} certificados cargados.`),
    back: 'Regresar',
    send: 'Enviar',
  },
  exit: {
    title: '¿Deseas salir?',
    message: 'Los certificados que cargaste no se han enviado y se perderán si sales.',
    leave: 'Aceptar',
    stay: 'Cancelar',
  },
  sent: {
    heading: 'Certificado enviado',
    message: 'Recibimos los certificados de defunción que cargaste. Los revisaremos y te contactaremos si necesitamos algo más.',
  },
  notSent: {
    heading: 'No pudimos enviar los certificados',
    message:
      'Se presentó un problema al enviar los certificados. Tus archivos siguen cargados, así que puedes intentarlo de nuevo.',
    retry: 'Volver a intentar',
  },
  backToCertificates: 'Regresar a certificados',
} as const;
