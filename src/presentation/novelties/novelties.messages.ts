export const noveltiesMessages = {
  title: 'Novedades',
  lead: 'Reporta a la Caja los cambios en tu afiliación o en la de tus trabajadores, como ingresos, retiros, cambios de salario o de datos personales, y la inclusión o el retiro de beneficiarios.',
  stepsTitle: '¿Cómo registrar tus novedades?',
  steps: [
    {
      title: 'Ingresa al sistema de registro',
      description:
        'Selecciona Registra tus novedades. El sistema se abre en una nueva pestaña: ingresa con tu usuario y contraseña o regístrate si es la primera vez.',
    },
    {
      title: 'Elige la novedad y completa los datos',
      description:
        'Selecciona el tipo de novedad que vas a reportar y diligencia la información que te pide el formulario.',
    },
    {
      title: 'Adjunta los soportes y envía',
      description:
        'Carga los documentos que soportan la novedad, revisa la información y envíala. Guarda el número de radicado para hacerle seguimiento.',
    },
  ],
  register: 'Registra tus novedades',
} as const;
