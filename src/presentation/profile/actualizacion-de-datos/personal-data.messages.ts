import type { LocationLevel } from '@/domain/profile/location.entity';
import type { PersonalDataError } from '@/domain/profile/personal-data.rules';
import type { Sector } from '@/domain/profile/user-record.entity';
import type { SaveBlocker } from './personal-data.view-model';

/**
 * The Spanish of the data update (/actualizacion-de-datos; docs/profile.md). The rules'
 * messages and the three outcomes are the feature doc's verbatim; the privacy policy's text is not in the
 * doc or the configuration, so a short one is written here (Ley 1581 de 2012) until the fund's
 * own is given.
 */
export const personalDataMessages = {
  title: 'Actualización de datos',
  lead: 'Revisa y actualiza tus datos de contacto y de ubicación. Así podremos comunicarnos contigo.',
  loading: 'Cargando tus datos…',

  person: {
    heading: 'Tus datos',
    name: 'Nombre',
    document: 'Documento',
  },

  contact: {
    heading: 'Datos de contacto',
    cellphoneNumber: 'Número de celular',
    phoneNumber: 'Teléfono fijo (opcional)',
    email: 'Correo electrónico',
    confirmEmail: 'Confirma tu correo electrónico',
  },

  location: {
    heading: 'Ubicación',
    country: 'País',
    state: 'Departamento',
    city: 'Municipio',
    neighborhood: 'Barrio',
    address: 'Dirección',
    addressHint: 'Máximo 250 caracteres. Puedes usar letras, números, espacios, # y -.',
    sector: 'Sector',
  },

  sectors: { U: 'Urbano', R: 'Rural' } satisfies Record<Sector, string>,

  loadingList: {
    states: 'Cargando departamentos…',
    cities: 'Cargando municipios…',
    neighborhoods: 'Cargando barrios…',
  } satisfies Record<LocationLevel, string>,

  /** Each rule's message (docs/profile.md, the rules). */
  errors: {
    'cellphoneNumber.required': 'Ingresa un número de celular',
    'cellphoneNumber.invalid': 'Ingresa un número válido',
    'phoneNumber.invalid': 'Ingresa un número válido',
    'email.required': 'Ingresa un correo electrónico',
    'email.invalid': 'Ingresa un correo válido',
    'confirmEmail.required': 'Debes confirmar tu correo electrónico',
    'confirmEmail.mismatch': 'El correo no coincide',
    'address.required': 'Ingresa una dirección',
    // The address has one message; the limit itself is the field's hint.
    'address.tooLong': 'Ingresa una dirección',
  } satisfies Record<PersonalDataError, string>,

  privacy: {
    accept: 'Acepto la política de tratamiento de datos',
    open: 'Ver la política de tratamiento de datos',
    title: 'Política de tratamiento de datos',
    close: 'Cerrar',
    paragraphs: [
      'La caja de compensación familiar trata tus datos personales conforme a la Ley 1581 de 2012 y sus decretos reglamentarios.',
      'Usamos tus datos de contacto y de ubicación para prestarte los servicios de la caja, informarte sobre tus subsidios, trámites y beneficios, y atender tus solicitudes.',
      'Como titular puedes conocer, actualizar y rectificar tus datos, pedir prueba de tu autorización, revocarla o pedir que se supriman tus datos, a través de los canales de atención de la caja.',
      'Al aceptar, autorizas el tratamiento de los datos que actualizas en este formulario para esas finalidades.',
    ],
  },

  save: 'Guardar',
  /** Why 'Guardar' is still disabled (shown under the form and tied to the button). */
  saveBlocked: {
    loading: 'Espera a que terminen de cargar las listas de ubicación.',
    fields: 'Para guardar, completa correctamente los campos marcados como obligatorios.',
    location: 'Para guardar, elige el departamento, el municipio y el barrio.',
    privacy: 'Para guardar, acepta la política de tratamiento de datos.',
  } satisfies Record<SaveBlocker, string>,

  /** The update's outcome (docs/profile.md). */
  updated: { title: 'Actualización de datos', message: 'Los datos fueron actualizados exitosamente.' },
  emailInUse: {
    title: 'Correo existente',
    message: 'Existe una cuenta asociada al correo electrónico ingresado. Por favor verifica la información.',
  },
} as const;
