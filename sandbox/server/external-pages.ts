/**
 * Stand-ins for the external sites the portal links to (the fund's public site, social
 * networks, the regulator, the credit system, the novelties registration, the subsidy
 * pages...), so every link works offline. `public/config.json` points at
 * `/sandbox/externo/<slug>`; the table below is the list of slugs it may use.
 */
import { escapeHtml } from './sandbox-page';
export interface ExternalPage {
  readonly title: string;
  /** What the real site offers, in one sentence. */
  readonly description: string;
}

export const externalPages: Readonly<Record<string, ExternalPage>> = {
  inicio: {
    title: 'Inicio',
    description: 'Página principal del sitio público de la caja de compensación familiar.',
  },
  'quienes-somos': {
    title: 'Quiénes somos',
    description: 'Historia, misión y datos institucionales de la caja de compensación familiar.',
  },
  afiliaciones: {
    title: 'Afiliaciones',
    description: 'Información para afiliar empresas, trabajadores independientes y pensionados.',
  },
  'canales-de-atencion': {
    title: 'Canales de atención',
    description: 'Sedes, horarios, líneas telefónicas y canales digitales de atención.',
  },
  facebook: { title: 'Facebook', description: 'Página de la caja de compensación en Facebook.' },
  instagram: { title: 'Instagram', description: 'Cuenta de la caja de compensación en Instagram.' },
  youtube: { title: 'YouTube', description: 'Canal de la caja de compensación en YouTube.' },
  superintendencia: {
    title: 'Superintendencia del Subsidio Familiar',
    description: 'Entidad que vigila a las cajas de compensación familiar en Colombia.',
  },
  encuesta: {
    title: 'Encuesta de satisfacción',
    description: 'Encuesta para calificar tu experiencia con el portal de servicios en línea.',
  },
  'sistema-de-creditos': {
    title: 'Sistema de créditos',
    description: 'Sistema web donde se ingresan los datos, se crea la contraseña y se simula el crédito.',
  },
  'registro-de-novedades': {
    title: 'Registro de novedades',
    description: 'Sitio donde las empresas y los afiliados registran sus novedades.',
  },
  'preguntas-frecuentes': {
    title: 'Preguntas frecuentes',
    description: 'Respuestas a las preguntas más comunes sobre los servicios de la caja.',
  },
  'subsidio-desempleo': {
    title: 'Subsidio de desempleo',
    description: 'Información sobre el mecanismo de protección al cesante (FOSFEC).',
  },
  'subsidio-educativo': {
    title: 'Subsidio educativo',
    description: 'Información sobre los apoyos para la educación de los afiliados y sus beneficiarios.',
  },
  'subsidio-calzado': {
    title: 'Subsidio de calzado',
    description: 'Información sobre el subsidio de calzado para los beneficiarios.',
  },
  'vivienda-que-es': {
    title: 'Subsidio de vivienda: ¿qué es?',
    description: 'Qué es el subsidio familiar de vivienda y a quién está dirigido.',
  },
  'vivienda-como-postularse': {
    title: 'Subsidio de vivienda: ¿cómo postularse?',
    description: 'Pasos para postularse al subsidio familiar de vivienda.',
  },
  'vivienda-requisitos': {
    title: 'Subsidio de vivienda: requisitos',
    description: 'Requisitos y documentos para postularse al subsidio familiar de vivienda.',
  },
  'vivienda-asignacion': {
    title: 'Subsidio de vivienda: ¿te fue asignado?',
    description: 'Consulta si el subsidio familiar de vivienda te fue asignado.',
  },
};

export const SIMULATED_SITE_NOTE = 'Sitio externo simulado por el sandbox';

/** The page for a slug, or the Spanish 'not found' page (status 404) for an unknown one. */
export function renderExternalPage(slug: string): { status: 200 | 404; html: string } {
  const page = Object.hasOwn(externalPages, slug) ? externalPages[slug] : undefined;
  if (!page) {
    return {
      status: 404,
      html: layout(
        'Página no encontrada',
        '<p>El sitio externo que buscas no existe en el sandbox. Revisa el enlace en <code>public/config.json</code>.</p>',
      ),
    };
  }
  return { status: 200, html: layout(page.title, `<p>${escapeHtml(page.description)}</p>`) };
}

function layout(title: string, body: string): string {
  const safeTitle = escapeHtml(title);
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${safeTitle} · ${SIMULATED_SITE_NOTE}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a202c; background: #f7fafc; line-height: 1.5; }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
  .nota { display: inline-block; padding: 0.25rem 0.75rem; border-radius: 999px; background: #fefcbf; color: #5f370e; font-weight: 600; }
  a { color: #1a4e8a; font-weight: 600; }
  a:focus-visible { outline: 3px solid #1a4e8a; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p class="nota" role="note">${SIMULATED_SITE_NOTE}</p>
<h1>${safeTitle}</h1>
${body}
<p><a href="/">Volver al portal de servicios en línea</a></p>
</main>
</body>
</html>
`;
}
