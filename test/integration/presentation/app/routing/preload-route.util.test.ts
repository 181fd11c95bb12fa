import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { hasEarlyLoad, preloadRoute } from '@/presentation/app/routing/preload-route.util';
import { createRouteTable } from '@/presentation/app/routing/route-table';
import { countingFeatureLoader } from '@test/support/counting-feature-loader';

// Two page chunks stand in for the real ones: the certificates list counts how often its module is
// evaluated (the browser, like vitest, keeps one module per specifier), the credits page is a chunk
// that fails to load.
const evaluated = vi.hoisted(() => ({ certificatesPage: 0 }));
vi.mock('@/presentation/certificates/certificados/certificates.page', () => {
  evaluated.certificatesPage += 1;
  return { CertificatesPage: () => null, CertificatesViewModel: class CertificatesViewModel {} };
});
vi.mock('@/presentation/credits/credits.page', () => {
  throw new Error('chunk failed to load');
});

/** The router the portal builds at `path`, once its first load has settled. */
async function routerAt(loader: FeatureModuleLoader, path: string) {
  const router = createMemoryRouter(createRouteTable(loader), { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  return router;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let unhandled: unknown[];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

describe('preloadRoute', () => {
  it("starts the page's chunk and its feature module at once; the router then reuses both", async () => {
    const { loader, requested } = countingFeatureLoader();
    const before = evaluated.certificatesPage;

    preloadRoute(loader, '/certificados');
    // Started synchronously, before any router exists.
    expect(requested).toEqual(['certificates', 'certificates/list']);
    await vi.waitFor(() => expect(evaluated.certificatesPage).toBeGreaterThan(before));

    const router = await routerAt(loader, '/certificados');
    expect(router.state.errors).toBeNull();
    const page = router.state.matches.at(-1)?.route;
    expect(page?.path).toBe('certificados');
    // The router turns the lazy result's Component into the route's element.
    expect(page?.element ?? page?.Component).toBeTruthy();
    // One feature module load and one evaluation of the page module in all.
    expect(requested).toEqual(['certificates', 'certificates/list']);
    expect(evaluated.certificatesPage).toBe(1);
    router.dispose();
  });

  it('loads no feature module for a page that needs none (the home)', async () => {
    const { loader, requested } = countingFeatureLoader();
    preloadRoute(loader, '/');
    await settle();
    expect(requested).toEqual([]);
    const router = await routerAt(loader, '/');
    expect(router.state.errors).toBeNull();
    router.dispose();
  });

  it('does nothing for an address no route owns, a query or a hash', async () => {
    const { loader, requested } = countingFeatureLoader();
    expect(() => preloadRoute(loader, '/no-existe')).not.toThrow();
    expect(() => preloadRoute(loader, '/pagos-en-linea?referencia=1#x')).not.toThrow();
    await settle();
    expect(requested).toEqual(['payments']);
    expect(unhandled).toEqual([]);
  });

  it("ignores a failed preload; the router's own load still reports the failure", async () => {
    const { loader, requested } = countingFeatureLoader(['certificates']);

    preloadRoute(loader, '/certificados');
    preloadRoute(loader, '/creditos');
    await settle();
    expect(unhandled).toEqual([]);

    // The loader forgot the failed load, so the router asks for that chunk again (the page module loaded).
    const certificates = await routerAt(loader, '/certificados');
    expect(requested).toEqual(['certificates', 'certificates/list', 'certificates']);
    expect(certificates.state.errors).not.toBeNull();
    certificates.dispose();

    const credits = await routerAt(loader, '/creditos');
    expect(credits.state.errors).not.toBeNull();
    credits.dispose();
    await settle();
    expect(unhandled).toEqual([]);
  });

  it("hands the route's early view model over once the page's chunk and its feature module are in", async () => {
    const { loader, requested } = countingFeatureLoader();
    const startEarly = vi.fn();
    // It says so at once, from the one match: the start fetches what the early call needs beside the page.
    expect(preloadRoute(loader, '/certificados', startEarly)).toBe(true);
    expect(hasEarlyLoad(loader, '/certificados')).toBe(true);
    expect(startEarly).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(startEarly).toHaveBeenCalledTimes(1));
    expect((startEarly.mock.calls[0]?.[0] as { name: string }).name).toBe('CertificatesViewModel');
    expect(requested).toEqual(['certificates', 'certificates/list']);
  });

  it('starts no early load when the feature module failed, nor for a route that names none', async () => {
    const failing = countingFeatureLoader(['certificates']);
    const startEarly = vi.fn();
    preloadRoute(failing.loader, '/certificados', startEarly);
    expect(preloadRoute(countingFeatureLoader().loader, '/certificados/certificado-afiliacion-trabajador', startEarly)).toBe(false);
    expect(hasEarlyLoad(countingFeatureLoader().loader, '/')).toBe(false);
    expect(hasEarlyLoad(countingFeatureLoader().loader, '/no-existe')).toBe(false);
    await settle();
    expect(startEarly).not.toHaveBeenCalled();
    expect(unhandled).toEqual([]);
  });

  it('never throws, even when the loader itself does', () => {
    const throwing: FeatureModuleLoader = {
      load: () => {
        throw new Error('no container');
      },
    };
    expect(() => preloadRoute(throwing, '/certificados')).not.toThrow();
  });
});
