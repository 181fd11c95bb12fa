import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestContainer } from '@test/support/test-container';
import { ContainerProvider } from '@/presentation/shared/di/container-context';
import { ThemeProvider } from '@test/support/theme-provider';
import { CertificateUnavailable } from '@/presentation/certificates/shared/certificate-unavailable';
import type { CertificateUnavailableReason } from '@/presentation/certificates/shared/certificates.messages';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { testConfig } from '@test/support/test-config';
import { newTab } from '@test/support/page-test-support';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/certificados/x'] });
  return render(
    <ContainerProvider container={createTestContainer(testConfig())}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </ContainerProvider>,
  );
}

describe('CertificateUnavailable', () => {
  it.each([
    ['titularSinBeneficiarios', 'No se encontraron beneficiarios asociados a tu usuario.'],
    [
      'titularRetirado',
      'El documento ingresado no corresponde al de un afiliado activo, por lo tanto, no podemos generar tu certificado.',
    ],
    ['errorConsulta', 'Se ha presentado un error consultando sus beneficiarios, por favor intenta más tarde.'],
  ] as const)('%s: its text under "Certificado no disponible", with Regresar and Ir al inicio', (reason, text) => {
    renderAt(<CertificateUnavailable reason={reason} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Certificado no disponible' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Regresar/ }).getAttribute('href')).toBe('/certificados');
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: /canales de atención/ })).toBeNull();
  });

  it('conditions not met: links to the configured service channels in a new tab', () => {
    renderAt(<CertificateUnavailable reason="noCumpleLasCondiciones" />);
    expect(screen.getByText('No cumples con las condiciones para generar este certificado.')).toBeTruthy();
    const link = screen.getByRole('link', { name: `canales de atención ${newTab}` });
    expect(link.getAttribute('href')).toBe(testConfig().footer.serviceChannels[0]?.href);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

function TwoSteps() {
  const [step, setStep] = useState<1 | 2>(1);
  const reason: CertificateUnavailableReason = 'errorConsulta';
  return step === 1 ? (
    <>
      <StepHeading>Paso uno</StepHeading>
      <button type="button" onClick={() => setStep(2)}>
        Siguiente
      </button>
    </>
  ) : (
    <CertificateUnavailable reason={reason} />
  );
}

describe('StepHeading', () => {
  it('the first step keeps focus where navigation left it; a later step takes focus on its heading', async () => {
    renderAt(<TwoSteps />);
    const first = screen.getByRole('heading', { level: 2, name: 'Paso uno' });
    expect(document.activeElement).not.toBe(first);

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Certificado no disponible' }));
  });
});
