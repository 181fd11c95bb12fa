import { describe, expect, it } from 'vitest';
import { routePatternOf } from '@/presentation/app/routing/route-pattern.util';
import { countingFeatureLoader } from '@test/support/counting-feature-loader';

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
    expect(routePatternOf(countingFeatureLoader().loader, pathname)).toBe(pattern);
  });

  it('never hands back what is not in the route table: an unknown address, a document number in the path', () => {
    const { loader, requested } = countingFeatureLoader();
    expect(routePatternOf(loader, '/certificados/1037600123')).toBe('/*');
    expect(routePatternOf(loader, '/maria.restrepo@correo.example')).toBe('/*');
    // Matching only reads the table: no page chunk or feature module is loaded for it.
    expect(requested).toEqual([]);
  });
});
