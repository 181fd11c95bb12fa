export const bookingLandingMessages = {
  title: 'Reagenda tu reserva',
  lead: '¿No puedes asistir en la fecha que reservaste? Solicita el cambio de fecha o la devolución del dinero. No necesitas iniciar sesión: solo el tipo y el número de documento de quien hizo la compra.',
  optionsLabel: 'Opciones para tu reserva',
  reschedule: {
    title: 'Cambiar la fecha de mi reserva',
    description: 'Elige la reserva, las personas que no podrán asistir y adjunta los soportes del motivo.',
    action: 'Quiero reagendar',
  },
  refund: {
    title: 'Pedir la devolución del dinero',
    description:
      'Elige la reserva y las personas, adjunta los soportes del motivo, tu documento de identidad y una certificación bancaria.',
    action: 'Solicitar devolución',
  },
  policy: {
    title: 'Política de cancelación',
    reasonsIntro: 'Puedes solicitar el reagendamiento o la devolución de tu reserva por alguno de estos motivos:',
    /** The rescheduling reasons (docs/bookings.md). */
    reasons: ['Fuerza mayor', 'Calamidad doméstica', 'Caso fortuito', 'Derecho de retracto', 'Fallecimiento'],
    withdrawal:
      'Si ejerces el derecho de retracto, presenta la solicitud por lo menos 5 días hábiles antes de la fecha de inicio del servicio; en ese caso se te reembolsa el 100 % del valor pagado.',
    documents:
      'Ten listos los documentos que soportan el motivo: puedes adjuntar hasta 3 archivos por persona, en formato PDF, JPG o PNG, de máximo 2 MB cada uno.',
  },
} as const;
