/** The bookings landing: step 1's 'Regresar' and the success modal lead there (spec section 2). */
export const bookingLandingPath = '/reagenda-tu-reserva';
