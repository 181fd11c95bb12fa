import { render, screen } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CertificatesGateway } from '@/application/certificates/certificates-gateway.port';
import { ListCertificates } from '@/application/certificates/list-certificates.use-case';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { Identity } from '@/application/shared/session/identity.port';
import { createContainer } from '@/container';
import { LazyFeatureModuleLoader } from '@/modules/lazy-feature-module-loader.adapter';
import { App } from '@/presentation/app/app';
import { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { createRouteTable } from '@/presentation/app/routing/route-table';
import { CertificatesViewModel } from '@/presentation/certificates/certificados/certificates.view-model';
import { SchoolCertificateViewModel } from '@/presentation/certificates/certificado-escolar/school-certificate.view-model';
import { AnonymousCertificateViewModel } from '@/presentation/certificates/shared/anonymous/anonymous-certificate.view-model';
import { FakeIdentity, findPageTitle, pageTestOptions } from '@test/support/page-test-support';
import { testConfig } from '@test/support/test-config';

// The lazy path itself, without createTestContainer's preloading: the portal's container knows
// no feature until one of its routes opens (docs/adr/0009-one-flow-template.md).
function renderPortalAt(path: string) {
  const container = createContainer(testConfig());
  container.rebind(Identity).toConstantValue(new FakeIdentity());
  const loader = container.get<FeatureModuleLoader>(FeatureModuleLoader);
  const load = vi.spyOn(loader, 'load');
  const router = createMemoryRouter(createRouteTable(loader), { initialEntries: [path] });
  render(<App container={container} router={router} />);
  return { container, router, load };
}

describe('feature modules', pageTestOptions, () => {
  it('a new container binds the shell only: no feature use case, view model or gateway', () => {
    const container = createContainer(testConfig());
    expect(container.isBound(ListCertificates)).toBe(false);
    expect(container.isBound(CertificatesViewModel)).toBe(false);
    expect(container.isBound(CertificatesGateway)).toBe(false);
    expect(container.isBound(Identity)).toBe(true);
  });

  it('opening the home loads no feature module', async () => {
    const { container, load } = renderPortalAt('/');
    await findPageTitle('Servicios en línea');
    expect(load).not.toHaveBeenCalled();
    expect(container.isBound(ListCertificates)).toBe(false);
  });

  it('opening /certificados loads the certificates module and the list page module beside the page, and no other page module', async () => {
    const { container, load } = renderPortalAt('/certificados');
    await findPageTitle('Certificados');
    expect(await screen.findByRole('list', { name: 'Certificados disponibles' }, { timeout: 5000 })).toBeTruthy();
    expect(load.mock.calls.map(([name]) => name).sort()).toEqual(['certificates', 'certificates/certificados']);
    expect(container.isBound(ListCertificates)).toBe(true);
    expect(container.isBound(AnonymousCertificateViewModel)).toBe(false);
  });

  it("a page whose handle needs no feature module (the bookings' landing) loads none; the feature's next page loads it", async () => {
    const { router, load } = renderPortalAt('/reagenda-tu-reserva');
    await findPageTitle('Reagenda tu reserva');
    expect(load).not.toHaveBeenCalled();
    await router.navigate('/solicitud-de-reagendamiento');
    await findPageTitle('Solicitud de reagendamiento');
    expect(load.mock.calls.map(([name]) => name)).toEqual(['bookings']);
  });

  it('a second route of the same feature reuses the feature module and adds its own page module', async () => {
    const { container, router, load } = renderPortalAt('/certificados');
    await screen.findByRole('list', { name: 'Certificados disponibles' }, { timeout: 5000 });
    await router.navigate('/certificados/certificado-afiliacion-trabajador');
    await findPageTitle('Certificado de afiliación trabajador');
    expect(load.mock.calls.map(([name]) => name)).toEqual(['certificates', 'certificates/certificados', 'certificates', 'certificates/certificado-afiliacion-trabajador']);
    // Loaded once: a second load would bind every class twice and make this lookup ambiguous.
    expect(() => container.get(CertificatesGateway)).not.toThrow();
    expect(() => container.get(AnonymousCertificateViewModel)).not.toThrow();
  });

  it('page modules that share a use case may load in any order and leave one binding', async () => {
    const container = createContainer(testConfig());
    const loader = container.get<FeatureModuleLoader>(FeatureModuleLoader);
    await Promise.all([loader.load('certificates'), loader.load('certificates/certificado-escolar'), loader.load('certificates/tarjeta-afiliacion'), loader.load('certificates/certificado-defuncion-beneficiario')]);
    expect(() => container.get(LoadBeneficiaries)).not.toThrow();
    expect(() => container.get(SchoolCertificateViewModel)).not.toThrow();
  });
});

describe('LazyFeatureModuleLoader', () => {
  const moduleBinding = Symbol('bound by the module');
  const moduleBindingOne = () =>
    new ContainerModule(({ bind }) => {
      bind(moduleBinding).toConstantValue('one');
    });

  it('imports and loads a module once, however many routes ask at the same time', async () => {
    const container = createContainer(testConfig());
    const importModule = vi.fn(async () => moduleBindingOne());
    const loader = new LazyFeatureModuleLoader(container, { certificates: importModule });
    await Promise.all([loader.load('certificates'), loader.load('certificates'), loader.load('certificates')]);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(container.get(moduleBinding)).toBe('one');
  });

  it('a failed import (offline) rejects, and the next visit tries again', async () => {
    const container = createContainer(testConfig());
    const importModule = vi
      .fn<() => Promise<ContainerModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => moduleBindingOne());
    const loader = new LazyFeatureModuleLoader(container, { certificates: importModule });
    await expect(loader.load('certificates')).rejects.toThrow('Failed to fetch');
    await expect(loader.load('certificates')).resolves.toBeUndefined();
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(container.get(moduleBinding)).toBe('one');
  });

  it('loadNow takes a module at hand and later loads do not import it again', async () => {
    const container = createContainer(testConfig());
    const importModule = vi.fn(async () => moduleBindingOne());
    const loader = new LazyFeatureModuleLoader(container, { certificates: importModule });
    loader.loadNow('certificates', moduleBindingOne());
    await loader.load('certificates');
    expect(importModule).not.toHaveBeenCalled();
    expect(container.get(moduleBinding)).toBe('one');
  });

  it('a name with no module file rejects, naming the file it looked for', async () => {
    const loader = new LazyFeatureModuleLoader(createContainer(testConfig()), {});
    await expect(loader.load('certificates')).rejects.toThrow('No module file src/modules/certificates.module.ts to load');
  });
});
