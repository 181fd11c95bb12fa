import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccessTokenSource, Identity, type TokenRenewal } from '@/application/shared/session/identity.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { setAccessTokenVerifier } from '@sandbox/api/current-persona';
import { personas } from '@test/support/render-signed-in';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { server } from '@test/support/msw-server';
import { findPageTitle, pageTestOptions } from '@test/support/page-test-support';
import { renderRoute } from '@test/support/render-route';

/** A signed-in session whose tokens the API may refuse: renewing gives 'renovado', ending fires 'sessionRejected'. */
class RefusableSession extends FakeIdentity implements AccessTokenSource {
  private token: string | null = 'vencido';

  constructor(private readonly renewal: TokenRenewal['kind']) {
    super(signedInSession);
  }

  async freshAccessToken(): Promise<string | null> {
    return this.token;
  }

  async renewRejectedToken(): Promise<TokenRenewal> {
    if (this.renewal === 'renewed') {
      this.token = 'renovado';
      return { kind: 'renewed', accessToken: 'renovado' };
    }
    if (this.renewal === 'sessionEnded') this.change(anonymousSession, 'refreshRejected');
    return { kind: this.renewal };
  }

  async endRejectedSession(): Promise<void> {
    this.token = null;
    this.change(anonymousSession, 'sessionRejected');
  }
}

function openIncomeTaxCertificate(identity: RefusableSession, acceptedToken: string | null) {
  // The sandbox API knows only 'renovado' (when accepted); every other bearer is answered 401,
  // with a body that would read as 'no cumple las condiciones' if a 401 were a business answer.
  setAccessTokenVerifier(async (accessToken) => (accessToken === acceptedToken ? personas.maria : null));
  server.use(
    http.post('*/api/v1/certifications/certificates/downloadable', ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${acceptedToken}`
        ? undefined
        : HttpResponse.json({ responseCode: 1, message: 'Unauthorized' }, { status: 401 }),
    ),
  );
  return renderRoute('/certificados/certificado-declaracion-renta', {
    arrange: (container) => {
      container.rebind<Identity>(Identity).toConstantValue(identity);
      container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(identity);
    },
  });
}

describe('A signed-in certificate whose API call answers 401', pageTestOptions, () => {
  it('renewed tokens: the call is sent again and the certificate is ready', async () => {
    openIncomeTaxCertificate(new RefusableSession('renewed'), 'renovado');

    await findPageTitle('Certificado para declaración de renta');
    const ready = await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 5000 });
    expect(ready.textContent).toBe('Tu certificado está listo');
  });

  it("refused again: 'Ha finalizado tu sesión' with 'Aceptar' and 'Iniciar sesión', never 'no cumple las condiciones' nor 'Error del sistema'", async () => {
    const identity = new RefusableSession('renewed');
    openIncomeTaxCertificate(identity, null);

    const dialog = await screen.findByRole('alertdialog', { name: 'Ha finalizado tu sesión' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Aceptar');
    expect(dialog.textContent).toContain('Iniciar sesión');
    expect(screen.queryByText(/No cumples con las condiciones/)).toBeNull();
    expect(screen.queryByRole('alertdialog', { name: 'Error del sistema' })).toBeNull();
    // The page itself waits for the person's choice: no login redirect was started behind the notice.
    expect(identity.loginCalls).toBe(0);

    within(dialog).getByRole('button', { name: 'Iniciar sesión' }).click();
    await waitFor(() => expect(identity.loginCalls).toBe(1));
  });

  it('a refresh the provider refuses ends the session as docs/identity.md says: a new login starts on this page', async () => {
    const identity = new RefusableSession('sessionEnded');
    openIncomeTaxCertificate(identity, null);

    await waitFor(() => expect(identity.loginCalls).toBe(1), { timeout: 5000 });
    expect(screen.queryByText(/No cumples con las condiciones/)).toBeNull();
  });
});
