/**
 * Texts of the certificate delivery screens: the signed-in certificates' steps 1, 2, 3 and 5
 * (docs/certificates.md) and FOVIS's steps 2, 3 and 4 (docs/fovis.md).
 */
export const certificateDeliveryMessages = {
  ready: {
    heading: 'Tu certificado está listo',
    message: (name: string) => `Generamos tu ${name}. Puedes descargarlo o enviarlo a tu correo electrónico registrado.`,
    download: 'Descargar certificado',
    send: 'Enviar al correo',
    back: 'Regresar',
  },
  downloaded: {
    heading: 'Certificado descargado',
    message: (name: string) => `Descargamos tu ${name}.`,
    file: (fileName: string) => `Lo encuentras en tus descargas con el nombre ${fileName}.`,
  },
  sent: {
    heading: 'Certificado enviado',
    certificate: 'Certificado',
    email: 'Correo electrónico',
    registeredEmail: 'Tu correo electrónico registrado',
    passwordNote: 'El certificado llega protegido con contraseña: para abrirlo, usa tu número de documento de identidad, sin puntos ni espacios.',
  },
  notSent: {
    heading: 'No pudimos enviar el certificado',
    message:
      'No tienes un correo electrónico registrado, por eso no pudimos enviarte el certificado. Puedes descargarlo ahora desde aquí.',
  },
  newCertificate: 'Nuevo certificado',
  goHome: 'Ir al inicio',
} as const;
