import type { SandboxDocumentType, SandboxPersona } from '../api/sandbox-state';
import { escapeHtml, renderSandboxPage } from '../server/sandbox-page';

/**
 * The pages the sandbox identity provider shows people: the sign-in form, the sign-out step
 * and its errors. Spanish (es-CO) like the portal, styled with its brand blue and system
 * fonts, usable at 360 px and with a keyboard or a screen reader. Plain HTML without
 * JavaScript, except the one line that submits the sign-out form for the portal.
 */

/** The portal's document types, in its selector's order (src/domain/shared/documents/document-type.entity.ts). */
export const documentTypeOptions: readonly { code: SandboxDocumentType; label: string }[] = [
  { code: 'CC', label: 'Cédula de ciudadanía' },
  { code: 'CE', label: 'Cédula de extranjería' },
  { code: 'PA', label: 'Pasaporte' },
  { code: 'PE', label: 'Permiso especial de permanencia' },
  { code: 'PT', label: 'Permiso por protección temporal' },
  { code: 'TI', label: 'Tarjeta de identidad' },
  { code: 'RC', label: 'Registro civil' },
];

const LOGIN_TITLE = 'Iniciar sesión';
export const WRONG_CREDENTIALS_MESSAGE =
  'El tipo de documento, el número o la contraseña no son correctos. Revísalos e inténtalo de nuevo.';
export const MISSING_FIELDS_MESSAGE = 'Escribe tu número de documento y tu contraseña.';
const DEMO_PEOPLE_TITLE = 'Personas de prueba del sandbox';

export interface LoginPageInput {
  /** Where the form posts: `/realms/portal/interaction/{uid}/login`. */
  readonly loginAction: string;
  /** Where "Cancelar" posts: `/realms/portal/interaction/{uid}/abort`. */
  readonly abortAction: string;
  /** What the person typed, kept after a failed attempt (never the password). */
  readonly documentType: string;
  readonly documentNumber: string;
  readonly error: string | null;
  /** The seeded people, listed with their credentials so a tester can sign in as any of them. */
  readonly demoPeople: readonly SandboxPersona[];
}

export function renderLoginPage(input: LoginPageInput): string {
  const { error } = input;
  const selected = documentTypeOptions.some((option) => option.code === input.documentType) ? input.documentType : 'CC';
  const options = documentTypeOptions
    .map(
      (option) =>
        `<option value="${option.code}"${option.code === selected ? ' selected' : ''}>${escapeHtml(option.label)} (${option.code})</option>`,
    )
    .join('');
  // On a failed attempt the error is announced (role="alert") and focus goes to the password,
  // the field to type again; the document fields are described by the error too.
  const invalid = error ? ' aria-invalid="true" aria-describedby="error-inicio"' : '';
  const errorBlock = error ? `<p class="error" id="error-inicio" role="alert">${escapeHtml(error)}</p>` : '';

  const body = `
  <h1>${LOGIN_TITLE}</h1>
  <p class="intro">Ingresa con tu documento de identidad y tu contraseña.</p>
  ${errorBlock}
  <form method="post" action="${escapeHtml(input.loginAction)}" class="formulario">
    <div class="campo">
      <label for="documentType">Tipo de documento</label>
      <select id="documentType" name="documentType"${invalid}>${options}</select>
    </div>
    <div class="campo">
      <label for="documentNumber">Número de documento</label>
      <input id="documentNumber" name="documentNumber" type="text" autocomplete="username" autocapitalize="characters" spellcheck="false"
        required maxlength="16" value="${escapeHtml(input.documentNumber)}"${invalid}${error ? '' : ' autofocus'}>
    </div>
    <div class="campo">
      <label for="password">Contraseña</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
    </div>
    <button type="submit" class="principal">Ingresar</button>
  </form>
  <form method="post" action="${escapeHtml(input.abortAction)}">
    <button type="submit" class="secundario">Cancelar y volver al portal</button>
  </form>
  ${renderDemoPeople(input)}`;
  return renderPage(error ? `${LOGIN_TITLE} (error)` : LOGIN_TITLE, body);
}

function renderDemoPeople(input: LoginPageInput): string {
  if (input.demoPeople.length === 0) return '';
  const people = input.demoPeople
    .map((persona) => {
      const fullName = `${persona.givenNames} ${persona.familyNames}`;
      const headingId = `persona-${persona.id}`;
      return `
      <li class="persona">
        <h3 id="${headingId}">${escapeHtml(fullName)}</h3>
        <p>${escapeHtml(persona.situation)}</p>
        <dl>
          <div><dt>Documento</dt><dd>${persona.documentType} ${escapeHtml(persona.documentNumber)}</dd></div>
          <div><dt>Contraseña</dt><dd><code>${escapeHtml(persona.password)}</code></dd></div>
          <div><dt>Usuario</dt><dd>${escapeHtml(persona.username)}</dd></div>
        </dl>
        <form method="post" action="${escapeHtml(input.loginAction)}">
          <input type="hidden" name="documentType" value="${persona.documentType}">
          <input type="hidden" name="documentNumber" value="${escapeHtml(persona.documentNumber)}">
          <input type="hidden" name="password" value="${escapeHtml(persona.password)}">
          <button type="submit" class="secundario">Ingresar como ${escapeHtml(persona.givenNames.split(' ')[0] ?? fullName)}</button>
        </form>
      </li>`;
    })
    .join('');
  return `
  <section class="demo" aria-labelledby="titulo-demo">
    <h2 id="titulo-demo">${DEMO_PEOPLE_TITLE}</h2>
    <p>Solo en el sandbox: datos inventados para probar el portal. En producción el inicio de sesión lo hace el proveedor de identidad de la caja y esta lista no existe.</p>
    <ul class="personas">${people}</ul>
  </section>`;
}

/** A page with a heading, a message and a way back to the portal (expired request, errors, signed out). */
export function renderMessagePage(title: string, message: string, details: readonly string[] = []): string {
  const extra = details.length ? `<p class="detalle">${details.map(escapeHtml).join('<br>')}</p>` : '';
  return renderPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${extra}<p><a class="enlace" href="/">Volver al portal</a></p>`);
}

/**
 * The sign-out step. With an `id_token_hint` Keycloak signs the person out without asking,
 * and the portal expects that; oidc-provider always renders a confirmation form, so the page
 * submits it at once. Without a hint (someone typed the URL) it asks, like Keycloak does.
 */
export function renderLogoutPage(form: string, confirmAtOnce: boolean): string {
  const confirm = '<input type="hidden" name="logout" value="yes" form="op.logoutForm">';
  if (confirmAtOnce) {
    return renderPage(
      'Cerrando sesión',
      `<h1>Cerrando sesión…</h1>${form}${confirm}
      <noscript><button type="submit" class="principal" form="op.logoutForm">Continuar</button></noscript>
      <script>document.getElementById('op.logoutForm').submit();</script>`,
    );
  }
  return renderPage(
    'Cerrar sesión',
    `<h1>¿Deseas cerrar la sesión?</h1>${form}
    <button type="submit" class="principal" form="op.logoutForm" name="logout" value="yes">Sí, cerrar sesión</button>
    <button type="submit" class="secundario" form="op.logoutForm">No, seguir conectado</button>`,
  );
}

function renderPage(title: string, body: string): string {
  return renderSandboxPage({ title, body, width: '32rem', styles });
}

// The sign-in page's parts on the sandbox pages' frame (sandbox/server/sandbox-page.ts): 44 px targets.
const styles = `
h2{color:#0b5394;font-size:1.25rem;margin:2.5rem 0 .5rem}
h3{font-size:1rem;margin:0 0 .25rem}
.intro{margin-top:0}
.formulario{background:#fff;border:1px solid #cbd5e0;border-radius:8px;padding:1rem;margin-bottom:.75rem}
.campo{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input,select{width:100%;min-height:44px;font:inherit;padding:.5rem .75rem;border:1px solid #718096;border-radius:6px;background:#fff;color:inherit}
[aria-invalid="true"]{border-color:#c53030;border-width:2px}
button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:6px;cursor:pointer;width:100%}
.principal{background:#0b5394;color:#fff;border:1px solid #0b5394;font-weight:600}
.principal:hover{background:#083d6e}
.secundario{background:#fff;color:#0b5394;border:1px solid #0b5394}
.secundario:hover{background:#e8f0f8}
.error{background:#fff5f5;border:1px solid #c53030;border-left-width:6px;color:#9b2c2c;padding:.75rem;border-radius:6px}
.personas{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.persona{background:#fff;border:1px solid #cbd5e0;border-radius:8px;padding:1rem}
.persona p{margin:0 0 .5rem}
dl{margin:0 0 .75rem}
code{font-size:1rem;background:#edf2f7;padding:0 .25rem;border-radius:4px}
.enlace{color:#0b5394;font-weight:600}
.detalle{color:#4a5568;font-size:.875rem;overflow-wrap:anywhere}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;
