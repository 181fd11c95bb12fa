/**
 * The routes the build prerenders (ADR 0022): those whose first screen does not depend on a call
 * or, where it does (/certificados' grid), shows a placeholder of its final size until it comes.
 * A route joins by being added here: `npm run build` writes its HTML to dist/_routes/ and nginx
 * and `vite preview` serve it for that path. A route that needs a sign-in is prerendered as a
 * signed-in person sees it, and its handle gives the lead its anonymous view keeps (RequireSignIn).
 */
export const prerenderedRoutes: readonly string[] = [
  '/',
  '/certificados',
  '/certificados/certificado-afiliacion-trabajador',
  '/certificados/certificado-afiliacion-beneficiario',
  '/certificados/certificado-fosfec',
  '/pagos-en-linea',
  '/reagenda-tu-reserva',
  '/solicitud-de-reagendamiento',
  '/solicitud-de-devolucion',
  '/subsidios',
  '/subsidios/subsidio-vivienda',
  '/creditos',
  '/novedades',
  '/actualizacion-de-datos',
];

/** Where the build writes a prerendered route's HTML, under dist/: `/` is `_routes/index.html`, `/a/b` is `_routes/a/b.html`. */
export function prerenderedFile(path: string): string {
  return path === '/' ? '_routes/index.html' : `_routes${path}.html`;
}
