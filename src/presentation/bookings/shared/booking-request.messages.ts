import { withdrawalNoticeBusinessDays, withdrawalRefundPercent, type ReasonType } from '@/domain/bookings/reason-type.entity';

/** The Spanish texts of both booking flows; docs/bookings.md's own wording where it gives one. */
export const bookingRequestMessages = {
  titles: {
    rescheduling: 'Solicitud de reagendamiento',
    refund: 'Solicitud de devolución',
  },
  stepOf: (step: number, last: number) => `Paso ${step} de ${last}`,
  restoring: 'Recuperando tu solicitud…',
  leads: {
    rescheduling: 'Solicita una nueva fecha para las personas de tu reserva que no podrán asistir. No necesitas iniciar sesión.',
    refund: 'Solicita la devolución del dinero de las personas de tu reserva que no podrán asistir. No necesitas iniciar sesión.',
  },
  back: 'Regresar',
  /** 'CC 1017234567': how a person's or the buyer's document is shown and named. */
  document: (documentType: string, documentNumber: string) => `${documentType} ${documentNumber}`,
  notGiven: 'No registra',
  buyer: {
    heading: 'Datos de quien hizo la compra',
    intro: 'Ingresa el tipo y el número de documento de la persona que hizo la compra.',
    validate: 'Validar',
    hint: 'Ingresa un número de documento válido para continuar.',
    querying: 'Buscando las compras asociadas al documento…',
    /** docs/bookings.md, the answers. */
    noPurchases: 'No existe una compra asociada al tipo y número de documento ingresado. Por favor verifica la información.',
  },
  /** Step 1 with a draft an earlier page of the tab left (a reload, a reopened tab). */
  draftLock: {
    heading: 'Hay una solicitud sin terminar en esta pestaña',
    locked:
      "Para continuarla, ingresa el tipo y el número de documento de quien hizo la compra y presiona 'Validar'. Por seguridad, no mostramos nada de ella hasta que lo hagas.",
    mismatch: (triesLeft: number) =>
      `El documento no coincide con el de la solicitud sin terminar. ${triesLeft === 1 ? 'Te queda 1 intento' : `Te quedan ${triesLeft} intentos`}; después la borraremos.`,
    discard: 'Empezar una solicitud nueva',
    deletedByTries: 'Borramos la solicitud sin terminar porque el documento no coincidió. Puedes empezar una nueva.',
    deletedByPerson: 'Borramos la solicitud sin terminar. Ingresa el documento de quien hizo la compra para empezar una nueva.',
  },
  history: {
    heading: 'Historial de compras',
    intro: 'Abre una compra para ver sus reservas y elige la reserva sobre la que quieres hacer la solicitud.',
    /** The accordion header of a purchase. */
    purchase: (date: string) => `Compra del ${date}`,
    price: 'Valor de la compra',
    reservationsOf: (date: string) => `Reservas de la compra del ${date}`,
    reservationCode: 'Código de reserva',
    reservationDate: 'Fecha de la reserva',
    noReservations: 'Esta compra no tiene reservas.',
    viewDetails: 'Ver detalles',
    /** Starts with the visible text, so voice control users can say what they see. */
    viewDetailsOf: (reservationCode: string) => `Ver detalles de la reserva ${reservationCode}`,
  },
  detail: {
    heading: 'Detalle de la reserva',
    intro: 'Selecciona las personas de la reserva para las que quieres hacer la solicitud.',
    buyer: 'Documento de quien hizo la compra',
    reservationCode: 'Código de reserva',
    reservationDate: 'Fecha de la reserva',
    reservationTime: 'Hora de la reserva',
    service: 'Servicio',
    tableCaption: (reservationCode: string) => `Personas de la reserva ${reservationCode}`,
    selectColumn: 'Seleccionar',
    selectAll: 'Seleccionar todas las personas',
    select: (document: string) => `Seleccionar a ${document}`,
    columns: {
      process: 'Proceso',
      status: 'Estado',
      documentType: 'Tipo de documento',
      documentNumber: 'Número de documento',
      serviceValue: 'Valor del servicio',
    },
    selectedCount: (count: number) => (count === 1 ? '1 persona seleccionada' : `${count} personas seleccionadas`),
    continue: 'Continuar',
    nothingSelected: 'Selecciona al menos una persona para continuar.',
  },
  attachments: {
    heading: 'Motivo y soportes por persona',
    intro: 'Para cada persona elige el motivo de la solicitud y carga entre 1 y 3 archivos que lo soporten.',
    complete: 'Completo',
    pending: 'Pendiente',
    reasonLabel: 'Motivo de la solicitud',
    reasonFor: (document: string) => ` de ${document}`,
    chooseReason: 'Selecciona un motivo',
    filesLabel: (document: string) => `Archivos de soporte de ${document}`,
    filesHint: 'Puedes cargar hasta 3 archivos en formato PDF, JPG o PNG, de máximo 2 MB cada uno.',
    filesFull: 'Ya cargaste los 3 archivos permitidos para esta persona. Quita uno para cambiarlo.',
    observationsLabel: 'Observaciones (opcional)',
    observationsHint: 'Cuéntanos cualquier detalle que ayude a estudiar tu solicitud.',
    counter: (count: number, max: number) => `${count}/${max} caracteres`,
    remaining: (left: number) => (left === 1 ? 'Te queda 1 carácter.' : `Te quedan ${left} caracteres.`),
    limitReached: (max: number) => `Llegaste al límite de ${max} caracteres.`,
    incomplete: 'Para continuar, cada persona necesita un motivo y al menos un archivo.',
    next: 'Siguiente',
    send: 'Enviar',
  },
  reasonsHelp: {
    heading: 'Motivos de la solicitud',
    intro: 'Estos son los motivos aceptados. Abre la ayuda de cada uno para saber cuándo aplica.',
    open: (reason: string) => `Más información sobre ${reason.toLocaleLowerCase('es-CO')}`,
    close: 'Cerrar la ayuda',
    explanations: {
      fuerzaMayor:
        'Un hecho imprevisible e irresistible, ajeno a la persona, que le impide asistir; por ejemplo, un desastre natural, un cierre de vías o una orden de las autoridades. Adjunta el documento que lo demuestre.',
      calamidadDomestica:
        'Una situación grave en el núcleo familiar, como una enfermedad, un accidente o una hospitalización, que obliga a la persona a atenderla. Adjunta la incapacidad, la historia clínica o el certificado correspondiente.',
      casoFortuito:
        'Un hecho inesperado que no depende de la persona y que no pudo evitar, como un accidente de tránsito o un daño en su vivienda. Adjunta el soporte que lo demuestre.',
      derechoDeRetracto: `Puedes desistir de la compra si presentas la solicitud por lo menos ${withdrawalNoticeBusinessDays} días hábiles antes de la fecha de inicio del servicio; en ese caso se reembolsa el ${withdrawalRefundPercent} % del valor pagado.`,
      fallecimiento:
        'El fallecimiento de la persona que iba a asistir o de un familiar cercano. Adjunta el registro civil de defunción.',
    } satisfies Record<ReasonType, string>,
  },
  buyerDocuments: {
    heading: 'Documentos de quien hizo la compra',
    intro: 'Para hacer la devolución necesitamos el documento de identidad de quien hizo la compra y una certificación bancaria de la cuenta a la que se consignará el dinero. Carga un archivo de cada uno.',
    identityDocument: 'Documento de identidad de quien hizo la compra',
    bankCertification: 'Certificación bancaria',
    hint: 'Un archivo en formato PDF, JPG o PNG, de máximo 2 MB.',
    incomplete: 'Carga los dos documentos para poder enviar la solicitud.',
    send: 'Enviar',
  },
  sending: {
    label: 'Progreso del envío',
    uploading: (percent: number) => `Enviando tu solicitud… ${percent} %`,
    uploadingUnknown: 'Enviando tu solicitud…',
    awaitingAnswer: 'Procesando la solicitud…',
    keepOpen: 'No cierres ni recargues esta página mientras enviamos los archivos.',
  },
  reasons: {
    labels: {
      fuerzaMayor: 'Fuerza mayor',
      calamidadDomestica: 'Calamidad doméstica',
      casoFortuito: 'Caso fortuito',
      derechoDeRetracto: 'Derecho de retracto',
      fallecimiento: 'Fallecimiento',
    } satisfies Record<ReasonType, string>,
    /** docs/bookings.md, the rules. */
    required: 'Debes seleccionar un motivo',
  },
  exitConfirmation: {
    title: '¿Quieres volver al detalle de la reserva?',
    message: 'Los motivos y los archivos que cargaste se conservan para cuando regreses a este paso.',
    confirm: 'Sí, continuar',
    cancel: 'Cancelar',
  },
  success: {
    /** docs/bookings.md, the answers. */
    title: 'Solicitud generada con éxito',
    /** docs/bookings.md, with its typographic quotes. */
    channel: 'La respuesta será enviada a través de “Canal pendiente”',
    intro: 'Estos son los números de radicado de cada persona:',
    filing: (document: string, filingNumber: string) => `${document}: radicado ${filingNumber}`,
    filingsLabel: 'Números de radicado',
    filingNumber: 'Número de radicado',
    close: 'Volver a reservas',
  },
} as const;
