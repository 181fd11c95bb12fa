/** The bookings landing: step 1's 'Regresar' and the success modal lead there (docs/bookings.md). */
export const bookingLandingPath = '/reagenda-tu-reserva';
