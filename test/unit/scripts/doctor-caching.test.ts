import { describe, expect, it } from 'vitest';
import {
  checkAssetCaching,
  checkContentEncoding,
  checkMissingChunk,
  checkPageCaching,
  deployedLocationHeaders,
  parseCacheControl,
} from '../../../scripts/doctor/caching.mjs';

/** The headers deploy/nginx/snippets/portal-locations.conf sends in a location, plus what the answer itself carries. */
const served = (location: string, extra: [string, string][] = []) => new Headers([...deployedLocationHeaders(location), ...extra]);
const withCacheControl = (location: string, value: string) => {
  const headers = served(location);
  headers.set('Cache-Control', value);
  return headers;
};
const pageLocations = ['= /', '= /index.html', '= /silent-renew.html', '~ "^(?<portal_route>/[a-z0-9-]+(?:/[a-z0-9-]+)*)/?$"', '~ "\\.html$"'];
const asset = '/assets/index-B2x9k1.js';

describe('the doctor’s caching checks', () => {
  it('every page location of the project’s nginx keeps its HTML out of caches', () => {
    for (const location of pageLocations) {
      expect(checkPageCaching(served(location), { page: location })).toEqual(expect.objectContaining({ status: 'ok', id: 'cache-page' }));
    }
    expect(checkPageCaching({ 'cache-control': 'no-cache' }).status).toBe('ok');
  });

  it('cached HTML fails, saying what a person then sees', () => {
    // The public files' hour, which a page would get from a location meant for images.
    const cached = checkPageCaching(served('/'), { page: '/certificados' });
    expect(cached).toEqual({
      status: 'fail',
      id: 'cache-page',
      message:
        '/certificados: la página se guarda en caché (Cache-Control «public, max-age=3600»); tras publicar una versión, el navegador puede mostrar la anterior, que pide archivos que ya no existen. Debe ser «no-store».',
      doc: 'docs/deployment.md#what-nginx-does',
    });
    expect(checkPageCaching(new Headers(), { page: '/' }).message).toBe(
      '/: la página no envía Cache-Control, así que el navegador puede guardarla por su cuenta; tras publicar una versión, el navegador puede mostrar la anterior, que pide archivos que ya no existen. Debe ser «no-store».',
    );
  });

  it('a hashed asset served by the project’s nginx is kept a year, immutable', () => {
    expect(checkAssetCaching(served('^~ /assets/'), { path: asset })).toEqual({
      status: 'ok',
      id: 'cache-asset',
      message: `${asset}: el archivo con hash se guarda un año, immutable.`,
      doc: 'docs/deployment.md#what-nginx-does',
    });
  });

  it('an asset without immutable, kept less than a year or revalidated fails, naming each problem', () => {
    const withoutImmutable = served('^~ /assets/').get('Cache-Control')?.replace(', immutable', '') ?? '';
    expect(checkAssetCaching(withCacheControl('^~ /assets/', withoutImmutable), { path: asset })).toEqual({
      status: 'fail',
      id: 'cache-asset',
      message: `${asset}: Cache-Control «public, max-age=31536000»: le falta immutable, así que el navegador vuelve a preguntar por un archivo que nunca cambia. Debe ser «public, max-age=31536000, immutable».`,
      doc: 'docs/deployment.md#what-nginx-does',
    });
    expect(checkAssetCaching(withCacheControl('^~ /assets/', 'no-cache, max-age=3600'), { path: asset }).message).toBe(
      `${asset}: Cache-Control «no-cache, max-age=3600»: se vuelve a pedir en cada visita; se guarda solo 3600 s, menos de un año; le falta immutable, así que el navegador vuelve a preguntar por un archivo que nunca cambia. Debe ser «public, max-age=31536000, immutable».`,
    );
    expect(checkAssetCaching(new Headers(), { path: asset }).status).toBe('fail');
  });

  it('Brotli when asked br, gzip when asked gzip only; another or no encoding fails', () => {
    const vary: [string, string] = ['Vary', 'Accept-Encoding'];
    expect(checkContentEncoding(served('^~ /assets/', [['Content-Encoding', 'br'], vary]), { asked: 'br', path: asset }).status).toBe('ok');
    expect(checkContentEncoding(served('^~ /assets/', [['Content-Encoding', 'gzip'], vary]), { asked: 'gzip', path: asset }).status).toBe('ok');
    expect(checkContentEncoding(served('^~ /assets/', [['Content-Encoding', 'gzip'], vary]), { asked: 'br', path: asset })).toEqual({
      status: 'fail',
      id: 'encoding-br',
      message: `${asset}: pedido con «Accept-Encoding: br, gzip», llega con Content-Encoding «gzip»; debe llegar en Brotli (br).`,
      doc: 'docs/deployment.md#what-nginx-does',
    });
    expect(checkContentEncoding(served('^~ /assets/', [vary]), { asked: 'gzip', path: asset }).message).toBe(
      `${asset}: pedido con «Accept-Encoding: gzip», llega sin comprimir; debe llegar en gzip (Content-Encoding: gzip).`,
    );
    expect(checkContentEncoding(served('^~ /assets/', [['Content-Encoding', 'br']]), { asked: 'br', path: asset }).status).toBe('warn');
  });

  it('a missing chunk answered 404 is ok; answered with the HTML it fails, even under a 404 status', () => {
    const page = '<!doctype html><html lang="es"><div id="root"></div></html>';
    const notFound = served('^~ /assets/', [['Content-Type', 'text/html']]);
    expect(checkMissingChunk({ status: 404, headers: notFound, body: '<html><body>404 Not Found</body></html>', pageBody: page }).status).toBe('ok');
    const html = served('= /index.html', [['Content-Type', 'text/html; charset=utf-8']]);
    const fallback = checkMissingChunk({ status: 200, headers: html, body: page }, { path: '/assets/chunk-viejo.js' });
    expect(fallback).toEqual({
      status: 'fail',
      id: 'missing-chunk',
      message:
        '/assets/chunk-viejo.js: un fragmento que no existe responde 200 con la página HTML; una pestaña abierta antes de publicar la interpreta como JavaScript y falla sin decir por qué. Debe ser 404.',
      doc: 'docs/deployment.md#behind-a-cdn',
    });
    expect(checkMissingChunk({ status: 404, headers: html, body: page, pageBody: page }).status).toBe('fail');
    expect(checkMissingChunk({ status: 302, headers: new Headers() }).status).toBe('fail');
    expect(checkMissingChunk({ status: 403, headers: new Headers() }).status).toBe('warn');
  });

  it('Cache-Control is read by directive, in any case', () => {
    expect([...parseCacheControl('Public, MAX-AGE="60", immutable')]).toEqual([
      ['public', ''],
      ['max-age', '60'],
      ['immutable', ''],
    ]);
    expect(() => deployedLocationHeaders('= /no-existe')).toThrow(/no-existe/);
  });
});
