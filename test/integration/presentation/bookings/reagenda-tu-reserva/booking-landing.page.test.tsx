import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@test/support/render-route';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';

describe('Booking landing (/reagenda-tu-reserva)', pageTestOptions, () => {
  it('offers rescheduling and refund as links to their request pages', async () => {
    renderRoute('/reagenda-tu-reserva');
    await findPageTitle('Reagenda tu reserva');

    const options = within(main()).getByRole('list', { name: 'Opciones para tu reserva' });
    expect(within(options).getByRole('link', { name: 'Quiero reagendar' }).getAttribute('href')).toBe(
      '/solicitud-de-reagendamiento',
    );
    expect(within(options).getByRole('link', { name: 'Solicitar devolución' }).getAttribute('href')).toBe(
      '/solicitud-de-devolucion',
    );
  });

  it('states the cancellation policy of docs/bookings.md: the five reasons, 5 business days and 100 %', async () => {
    renderRoute('/reagenda-tu-reserva');
    await findPageTitle('Reagenda tu reserva');

    const policy = within(main()).getByRole('region', { name: 'Política de cancelación' });
    expect(within(policy).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fuerza mayor',
      'Calamidad doméstica',
      'Caso fortuito',
      'Derecho de retracto',
      'Fallecimiento',
    ]);
    expect(
      within(policy).getByText(
        'Si ejerces el derecho de retracto, presenta la solicitud por lo menos 5 días hábiles antes de la fecha de inicio del servicio; en ese caso se te reembolsa el 100 % del valor pagado.',
      ),
    ).toBeTruthy();
  });
});
