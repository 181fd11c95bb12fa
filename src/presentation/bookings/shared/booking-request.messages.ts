import type { ReasonType } from '@/domain/bookings/reason-type.entity';

/** The Spanish texts of both booking flows; the spec's own wording where it gives one (sections 2, 5 and 8). */
export const bookingRequestMessages = {
  titles: {
    rescheduling: 'Solicitud de reagendamiento',
    refund: 'Solicitud de devolución',
  },
  stepOf: (step: number, last: number) => `Paso ${step} de ${last}`,
  restoring: 'Recuperando tu solicitud…',
  buyer: {
    heading: 'Datos de quien hizo la compra',
    intro: 'Ingresa el tipo y el número de documento de la persona que hizo la compra.',
    validate: 'Validar',
    hint: 'Ingresa un número de documento válido para continuar.',
    /** Spec section 8. */
    noPurchases: 'No existe una compra asociada al tipo y número de documento ingresado. Por favor verifica la información.',
  },
  reasons: {
    labels: {
      fuerzaMayor: 'Fuerza mayor',
      calamidadDomestica: 'Calamidad doméstica',
      casoFortuito: 'Caso fortuito',
      derechoDeRetracto: 'Derecho de retracto',
      fallecimiento: 'Fallecimiento',
    } satisfies Record<ReasonType, string>,
    /** Spec section 5. */
    required: 'Debes seleccionar un motivo',
  },
  exitConfirmation: {
    title: '¿Quieres volver al detalle de la reserva?',
    message: 'Los motivos y los archivos que cargaste se conservan para cuando regreses a este paso.',
    confirm: 'Sí, continuar',
    cancel: 'Cancelar',
  },
  success: {
    /** Spec section 8. */
    title: 'Solicitud generada con éxito',
    /** Spec section 8, with its typographic quotes. */
    channel: 'La respuesta será enviada a través de “Canal pendiente”',
  },
} as const;
