import type { PaymentStatus } from '@/domain/payments/payment-status.rules';

/**
 * Spanish (es-CO) texts of /pagos-en-linea (docs/payments.md, verbatim where it
 * gives them; the rest written for a person paying a pending obligation).
 */
export const onlinePaymentsMessages = {
  title: 'Pagos en línea',
  query: {
    heading: 'Consulta tus pagos pendientes',
    intro: 'Ingresa el tipo y número de documento de la persona que tiene los pagos pendientes.',
    continue: 'Continuar',
    hint: 'Elige el tipo de documento y escribe un número válido para continuar.',
    opensInNewTab: '(se abre en una pestaña nueva)',
    back: 'Regresar',
    frequentQuestions: 'Preguntas frecuentes',
    notesHeading: 'Ten en cuenta',
    notes: [
      'Puedes pagar con tarjeta débito o crédito a través de la pasarela de pagos, o en efectivo en un corresponsal autorizado.',
      'El valor a pagar es el que aparece en la lista de pagos pendientes; no es posible pagar valores parciales.',
      'Al terminar el pago con tarjeta volverás a este portal, donde verás el resultado de la transacción.',
    ],
    noPendingPayments: 'La persona con los datos ingresados no tiene pagos pendientes.',
  },
  cashWarning: {
    heading: 'Pago en efectivo en corresponsales autorizados',
    lines: (hours: number, convenio: string) => [
      `Si eliges pagar en efectivo, tendrás ${hours} horas para hacerlo en un corresponsal autorizado.`,
      `Después de elegir efectivo no podrás cambiar el medio de pago durante las mismas ${hours} horas.`,
      `Al pagar, indica en el corresponsal el número de convenio ${convenio} y la referencia de pago.`,
    ],
  },
  pending: {
    heading: 'Pagos pendientes',
    intro: 'Selecciona los pagos que quieres hacer.',
    selectAll: 'Seleccionar todos',
    selectColumn: 'Seleccionar',
    select: (description: string, reference: string) => `Seleccionar ${description}, referencia ${reference}`,
    columns: { description: 'Descripción', reference: 'Referencia de pago', dueDate: 'Fecha límite de pago', value: 'Valor' },
    total: 'Total a pagar',
    selectedCount: (count: number) => (count === 1 ? '1 pago seleccionado' : `${count} pagos seleccionados`),
    payWithCard: 'Pagar',
    payInCash: 'Efectivo',
    back: 'Regresar',
    nothingSelected: 'Selecciona al menos un pago para continuar.',
  },
  /** What 'Error del sistema' says when the frequent questions cannot be opened; closing it leaves step 1 as it is. */
  frequentQuestionsError: 'No pudimos abrir las preguntas frecuentes. Intenta de nuevo en unos minutos.',
  printError: 'No pudimos preparar la impresión. Intenta de nuevo.',
  noRegisteredEmail: {
    message:
      'La persona no tiene un correo electrónico registrado. Para pagar en línea debes crear una cuenta en el portal con tus datos.',
    createAccount: 'Crear cuenta',
    accept: 'Aceptar',
  },
  transactionPending: {
    heading: 'Transacción pendiente',
    cus: 'CUS',
    references: 'Referencias',
    message: (references: string) =>
      `El pago de la referencia ${references} se encuentra en estado PENDIENTE de confirmación por parte de la entidad financiera. Espera unos minutos y vuelve a consultar.`,
    print: 'Imprimir',
    backToPayments: 'Volver a pagos',
  },
  result: {
    heading: 'Resultado del pago',
    checking: 'Consultando el resultado de tu pago…',
    statuses: {
      APPROVED: 'Tu pago ha sido realizado con éxito',
      PENDING: 'Tu pago está pendiente',
      REJECTED: 'Tu pago fue rechazado',
      FAILED: 'Falló el pago',
      cancel: 'El proceso de pago ha sido declinado',
      error: 'El proceso de pago tuvo inconvenientes',
    } satisfies Record<PaymentStatus, string>,
    transactionHeading: 'Datos de la transacción',
    transactionWithheld:
      'Por tu seguridad, los datos de la transacción se muestran una sola vez, al volver de la pasarela de pagos. Aquí solo ves el resultado del pago.',
    fields: {
      reference: 'Referencia',
      description: 'Descripción',
      amount: 'Valor',
      date: 'Fecha',
      paymentMethod: 'Medio de pago',
      issuer: 'Entidad financiera',
      authorization: 'Autorización',
      receipt: 'Recibo',
      buyer: 'Pagador',
      ipAddress: 'Dirección IP',
    },
    notGiven: 'No registra',
    print: 'Imprimir',
    back: 'Volver',
  },
} as const;
