import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { LazyFeatureModuleLoader } from '@/modules/lazy-feature-module-loader.adapter';
import { routePatternOf } from '@/presentation/app/routing/route-pattern.util';
import type { FeatureModuleName } from '@/presentation/shared/routing/feature-routes.model';

/** The real loader over a bare container, recording whether matching asked for any feature's chunk. */
function recordingLoader() {
  const requested: FeatureModuleName[] = [];
  const chunk = (name: FeatureModuleName) => () => {
    requested.push(name);
    return Promise.resolve(new ContainerModule(() => {}));
  };
  const loader = new LazyFeatureModuleLoader(new Container(), {
    bookings: chunk('bookings'),
    certificates: chunk('certificates'),
    fovis: chunk('fovis'),
    payments: chunk('payments'),
    profile: chunk('profile'),
    'certificates/list': chunk('certificates/list'),
    'certificates/anonymous': chunk('certificates/anonymous'),
    'certificates/signed-in': chunk('certificates/signed-in'),
    'certificates/school': chunk('certificates/school'),
    'certificates/monetary-quota': chunk('certificates/monetary-quota'),
    'certificates/affiliation-card': chunk('certificates/affiliation-card'),
    'certificates/death': chunk('certificates/death'),
  });
  return { loader, requested };
}

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['/certificados', '/certificados'],
    ['/certificados/certificado-afiliacion-trabajador', '/certificados/certificado-afiliacion-trabajador'],
    ['/certificados/certificado-afiliacion-trabajador/', '/certificados/certificado-afiliacion-trabajador'],
    ['/subsidios/subsidio-vivienda/certificados-vivienda', '/subsidios/subsidio-vivienda/certificados-vivienda'],
    ['/pagos-en-linea', '/pagos-en-linea'],
    ['/tiempo-restante', '/tiempo-restante'],
  ])('names %s by its pattern in the route table', (pathname, pattern) => {
    expect(routePatternOf(recordingLoader().loader, pathname)).toBe(pattern);
  });

  it('never hands back what is not in the route table: an unknown address, a document number in the path', () => {
    const { loader, requested } = recordingLoader();
    expect(routePatternOf(loader, '/certificados/1037600123')).toBe('/*');
    expect(routePatternOf(loader, '/maria.restrepo@correo.example')).toBe('/*');
    // Matching only reads the table: no page chunk or feature module is loaded for it.
    expect(requested).toEqual([]);
  });
});
