import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageTitle, pageTestOptions } from '@test/support/page-test-support';
import { renderSignedIn } from '@test/support/render-signed-in';
import { countRequests } from '@test/support/in-flight-requests';
import { expectBusyCommand } from '@test/support/busy-command';

describe('Affiliation card page (c08): no double submission', pageTestOptions, () => {
  it("double-clicking 'Continuar' requests the card once, and the button is busy with the focus meanwhile", async () => {
    const user = userEvent.setup();
    renderSignedIn('/certificados/tarjeta-afiliacion');
    await findPageTitle('Tarjeta de afiliación');
    await screen.findByRole('heading', { level: 2, name: 'Selecciona los beneficiarios' }, { timeout: 5000 });
    const group = screen.getByRole('group', { name: /¿Qué beneficiarios incluimos en la tarjeta\?/ });
    await user.click(within(group).getByRole('checkbox', { name: /Sofía Arango Restrepo/ }));
    const requests = countRequests('POST', '/affiliationCard');

    const proceed = screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    await user.dblClick(proceed);
    expectBusyCommand(proceed);

    await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 5000 });
    expect(requests).toEqual(['POST /api/v1/certifications/affiliationCard']);
  });
});
