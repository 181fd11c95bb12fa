import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { hasEarlyLoad, preloadRoute } from '@/presentation/app/routing/preload-route.util';
import { createRouteTable } from '@/presentation/app/routing/route-table';
import { countingFeatureLoader } from '@test/support/counting-feature-loader';

// Two page chunks stand in for the real ones: the certificates list counts how often its module is
// evaluated (the browser, like vitest, keeps one module per specifier), the credits page is a chunk
// that fails to load.
// The page's chunk arrives only once `pageChunk.arrive()` is called: every test but the early view
// model's lets it in at once.
const evaluated = vi.hoisted(() => ({ certificatesPage: 0 }));
const pageChunk = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('@/presentation/certificates/certificados/certificates.page', async () => {
  await pageChunk.arrived;
  evaluated.certificatesPage += 1;
  return { CertificatesPage: () => null };
});
vi.mock('@/presentation/certificates/certificados/certificates.view-model', () => ({ CertificatesViewModel: class CertificatesViewModel {} }));
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
const holdsThePage = 'hands the route';
beforeEach(({ task }) => {
  if (!task.name.startsWith(holdsThePage)) pageChunk.arrive();
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

describe('preloadRoute', () => {
  it("hands the route's early view model over once its feature's modules are in, before the page's chunk arrives", async () => {
    const { loader, requested } = countingFeatureLoader();
    const startEarly = vi.fn();
    // It says so at once, from the one match: the start fetches what the early call needs beside the page.
    expect(preloadRoute(loader, '/certificados', startEarly)).toBe(true);
    expect(hasEarlyLoad(loader, '/certificados')).toBe(true);
    expect(startEarly).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(startEarly).toHaveBeenCalledTimes(1));
    expect((startEarly.mock.calls[0]?.[0] as { name: string }).name).toBe('CertificatesViewModel');
    expect(requested).toEqual(['certificates', 'certificates/certificados']);
    // The call does not wait for the page's code (nor Chakra, which comes with it).
    expect(evaluated.certificatesPage).toBe(0);
    pageChunk.arrive();
    await vi.waitFor(() => expect(evaluated.certificatesPage).toBe(1));
  });

  it("starts the page's chunk and its feature module at once; the router then reuses both", async () => {
    const { loader, requested } = countingFeatureLoader();

    preloadRoute(loader, '/certificados');
    // Started synchronously, before any router exists.
    expect(requested).toEqual(['certificates', 'certificates/certificados']);
    // One evaluation of the page's module in the whole file: the browser, like vitest, keeps one per specifier.
    await vi.waitFor(() => expect(evaluated.certificatesPage).toBe(1));

    const router = await routerAt(loader, '/certificados');
    expect(router.state.errors).toBeNull();
    const page = router.state.matches.at(-1)?.route;
    expect(page?.path).toBe('certificados');
    // The router turns the lazy result's Component into the route's element.
    expect(page?.element ?? page?.Component).toBeTruthy();
    // One feature module load and one evaluation of the page module in all.
    expect(requested).toEqual(['certificates', 'certificates/certificados']);
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
    expect(requested).toEqual(['certificates', 'certificates/certificados', 'certificates']);
    expect(certificates.state.errors).not.toBeNull();
    certificates.dispose();

    const credits = await routerAt(loader, '/creditos');
    expect(credits.state.errors).not.toBeNull();
    credits.dispose();
    await settle();
    expect(unhandled).toEqual([]);
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
      has: () => true,
      load: () => {
        throw new Error('no container');
      },
    };
    expect(() => preloadRoute(throwing, '/certificados')).not.toThrow();
  });
});
