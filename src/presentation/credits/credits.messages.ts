export const creditsMessages = {
  title: 'Créditos',
  lead: 'Solicita tu crédito en línea, sin filas y a cualquier hora. Antes de empezar, ten a la mano tu documento de identidad y un correo electrónico al que tengas acceso.',
  stepsTitle: 'Solicita tu crédito en tres pasos',
  steps: [
    {
      title: 'Ingresa tus datos',
      description:
        'Escribe tu tipo y número de documento y tus datos de contacto. Verifica que tu correo y tu celular estén correctos: por allí te contactaremos.',
    },
    {
      title: 'Crea tu contraseña',
      description:
        'Define una contraseña segura y guárdala: con ella podrás volver a ingresar para consultar el estado de tu solicitud.',
    },
    {
      title: 'Simula tu crédito',
      description:
        'Elige la línea de crédito, el monto y el plazo para conocer el valor aproximado de tu cuota mensual antes de presentar la solicitud.',
    },
  ],
  leavingNote: 'Al seleccionar Iniciar saldrás del portal y entrarás al sistema de créditos de la Caja.',
  start: 'Iniciar',
} as const;
