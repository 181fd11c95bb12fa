/**
 * The data update's title and lead: its page draws them (actualizacion-de-datos/personal-data.messages.ts)
 * and its route handle carries them (profile.routes.ts), which the home's first load holds, so they
 * are a module of their own rather than the page's whole messages.
 */
export const personalDataIntro = {
  title: 'Actualización de datos',
  lead: 'Revisa y actualiza tus datos de contacto y de ubicación. Así podremos comunicarnos contigo.',
} as const;
