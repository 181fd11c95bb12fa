import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { AccessTokenSource, Identity, type TokenRenewal } from '@/application/shared/session/identity.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { setAccessTokenVerifier } from '@sandbox/api/current-persona';
import { personas } from '@test/support/render-signed-in';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { pageTestOptions } from '@test/support/page-test-support';
import { renderRoute } from '@test/support/render-route';

/** A signed-in session whose token the sandbox API accepts. */
class SignedInTab extends FakeIdentity implements AccessTokenSource {
  constructor() {
    super(signedInSession);
  }
  async freshAccessToken(): Promise<string | null> {
    return this.currentSession().isLogged ? 'valido' : null;
  }
  async renewRejectedToken(): Promise<TokenRenewal> {
    return { kind: 'unavailable' };
  }
  async endRejectedSession(): Promise<void> {}
}

describe('A signed-in page whose session another tab of the portal ended', pageTestOptions, () => {
  it("hides the person's certificate and shows 'Ha finalizado tu sesión' with 'Aceptar' and 'Iniciar sesión', starting no login by itself", async () => {
    setAccessTokenVerifier(async (accessToken) => (accessToken === 'valido' ? personas.maria : null));
    const identity = new SignedInTab();
    renderRoute('/certificados/certificado-declaracion-renta', {
      arrange: (container) => {
        container.rebind<Identity>(Identity).toConstantValue(identity);
        container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(identity);
      },
    });
    // The page's chunk and the feature's module load on first use: on a busy machine that takes a while.
    await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 15_000 });

    act(() => identity.change(anonymousSession, 'endedInAnotherTab'));

    const dialog = await screen.findByRole('alertdialog', { name: 'Ha finalizado tu sesión' });
    expect(dialog.textContent).toContain('Se superó el tiempo de la sesión.');
    within(dialog).getByRole('button', { name: 'Aceptar' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Tu certificado está listo', hidden: true })).toBeNull();
    expect(screen.getByText('Tu sesión ha finalizado. Inicia sesión de nuevo para continuar.', { ignore: false })).toBeTruthy();
    expect(identity.loginCalls).toBe(0);

    within(dialog).getByRole('button', { name: 'Iniciar sesión' }).click();
    await waitFor(() => expect(identity.loginCalls).toBe(1));
  });
});
