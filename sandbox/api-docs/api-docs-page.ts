import { escapeHtml, renderSandboxPage } from '../server/sandbox-page';
import type { OpenApiDocument } from './contract-bundle';

// /sandbox/api: the fund's API contract (docs/api/openapi.yaml) as one readable page, written here from
// the bundled document: no script, no external origin, every operation and schema with an anchor.
// The chrome is Spanish like the sandbox's other pages; the contract's own text is English.

export const API_DOCS_TITLE = 'Contrato de la API del fondo';

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Json = unknown;
type JsonObject = Readonly<Record<string, Json>>;

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly pathItem: JsonObject;
  readonly operation: JsonObject;
}

const asObject = (value: Json): JsonObject => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {});
const asArray = (value: Json): readonly Json[] => (Array.isArray(value) ? value : []);
const asText = (value: Json): string => (typeof value === 'string' ? value : '');

/** Every operation of the contract, in the order of its paths. */
export function operationsOf(document: OpenApiDocument): readonly Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => (item[method] === undefined ? [] : [{ method, path, pathItem: item, operation: asObject(item[method]) }])),
  );
}

/** The little Markdown the contract's descriptions use: paragraphs, '- ' lists, '## ' headings, `code`, **bold**. */
export function renderMarkdown(text: string): string {
  // Code spans first, so a `**` inside one (a glob) stays as written; bold only outside them.
  const inline = (line: string) =>
    line
      .split(/(`[^`]+`)/)
      .map((part) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1
          ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
          : escapeHtml(part).replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>'),
      )
      .join('');
  const blocks = text.trim().split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines[0]?.startsWith('## ')) return `<h3>${inline(lines[0].slice(3))}</h3>${lines.length > 1 ? renderMarkdown(lines.slice(1).join('\n')) : ''}`;
      if (lines[0]?.trimStart().startsWith('- ')) {
        const items = block.split(/\n(?=\s*- )/).map((item) => `<li>${inline(item.trim().slice(2).replace(/\s*\n\s*/g, ' '))}</li>`);
        return `<ul>${items.join('')}</ul>`;
      }
      return `<p>${inline(block.replace(/\s*\n\s*/g, ' '))}</p>`;
    })
    .join('');
}

const schemaAnchor = (name: string) => `esquema-${name}`;

/** A schema as indented JSON, each `$ref` to a named schema a link to it. */
function renderJson(value: Json): string {
  const text = escapeHtml(JSON.stringify(value, null, 2));
  return `<pre class="json"><code>${text.replace(
    /&#34;\$ref&#34;: &#34;#\/components\/schemas\/([A-Za-z0-9_.-]+)&#34;/g,
    (_match, name: string) => `&#34;$ref&#34;: &#34;<a href="#${schemaAnchor(name)}">#/components/schemas/${name}</a>&#34;`,
  )}</code></pre>`;
}

function schemaLink(schema: Json): string {
  const ref = asText(asObject(schema).$ref);
  const name = ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : null;
  return name === null ? renderJson(schema) : `<p>Esquema: <a href="#${schemaAnchor(name)}"><code>${escapeHtml(name)}</code></a></p>`;
}

function resolve(document: OpenApiDocument, value: Json): JsonObject {
  const ref = asText(asObject(value).$ref);
  if (!ref.startsWith('#/')) return asObject(value);
  const found = ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => asObject(node)[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  return asObject(found);
}

function renderSecurity(operation: JsonObject): string {
  const requirements = asArray(operation.security);
  const anonymous = requirements.some((requirement) => Object.keys(asObject(requirement)).length === 0);
  const bearer = requirements.some((requirement) => 'bearerAuth' in asObject(requirement));
  if (bearer && !anonymous) return '<p class="token obligatorio">Token (bearer): obligatorio, solo con sesión iniciada.</p>';
  if (bearer) return '<p class="token">Token (bearer): opcional; el portal lo envía cuando hay sesión.</p>';
  return '<p class="token">Sin token.</p>';
}

function renderParameters(document: OpenApiDocument, item: Operation): string {
  const parameters = [...asArray(item.pathItem.parameters), ...asArray(item.operation.parameters)].map((parameter) => resolve(document, parameter));
  if (parameters.length === 0) return '';
  const rows = parameters.map((parameter) => {
    const schema = resolve(document, parameter.schema);
    const type = asText(schema.type) || (schema.enum === undefined ? '' : 'enum');
    return `<tr><td><code>${escapeHtml(asText(parameter.name))}</code></td><td>${escapeHtml(asText(parameter.in))}</td><td>${parameter.required === true ? 'sí' : 'no'}</td><td>${escapeHtml(type)}</td><td>${renderMarkdown(asText(parameter.description ?? schema.description))}</td></tr>`;
  });
  return `<h4>Parámetros</h4><table><thead><tr><th>Nombre</th><th>En</th><th>Obligatorio</th><th>Tipo</th><th>Descripción</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * Each media type with its schema and its examples: the named ones of the operation (one per business
 * code or reading), else the schema's first, so a body reads without a jump.
 */
function renderContent(document: OpenApiDocument, content: Json): string {
  return Object.entries(asObject(content))
    .map(([mediaType, value]) => {
      const media = asObject(value);
      const named = Object.values(asObject(media.examples)).map((example) => resolve(document, example));
      const [schemaExample] = asArray(resolve(document, media.schema).examples);
      const examples =
        named.length > 0
          ? named.map((example) => ({ summary: asText(example.summary) || 'Ejemplo', value: example.value }))
          : schemaExample === undefined
            ? []
            : [{ summary: 'Ejemplo', value: schemaExample }];
      const blocks = examples.map((example) => `<details><summary>${escapeHtml(example.summary)}</summary>${renderJson(example.value)}</details>`);
      return `<p class="medio">${escapeHtml(mediaType)}</p>${schemaLink(media.schema)}${blocks.join('')}`;
    })
    .join('');
}

function renderRequestBody(document: OpenApiDocument, operation: JsonObject): string {
  if (operation.requestBody === undefined) return '';
  const body = resolve(document, operation.requestBody);
  return `<h4>Cuerpo de la petición</h4>${renderMarkdown(asText(body.description))}${renderContent(document, body.content)}`;
}

function renderResponses(document: OpenApiDocument, operation: JsonObject): string {
  const rows = Object.entries(asObject(operation.responses)).map(([status, value]) => {
    const response = resolve(document, value);
    return `<div class="respuesta"><p class="estado"><code>${escapeHtml(status)}</code></p>${renderMarkdown(asText(response.description))}${renderContent(document, response.content)}</div>`;
  });
  return `<h4>Respuestas</h4>${rows.join('')}`;
}

function renderOperation(document: OpenApiDocument, item: Operation): string {
  const operationId = asText(item.operation.operationId);
  return `<section class="operacion" id="${escapeHtml(operationId)}" aria-labelledby="titulo-${escapeHtml(operationId)}">
    <h3 id="titulo-${escapeHtml(operationId)}"><code>${escapeHtml(operationId)}</code></h3>
    <p class="ruta"><span class="metodo">${item.method.toUpperCase()}</span> <code>${escapeHtml(item.path)}</code></p>
    <p class="resumen">${escapeHtml(asText(item.operation.summary))}</p>
    ${renderMarkdown(asText(item.operation.description))}
    ${renderSecurity(item.operation)}
    ${renderParameters(document, item)}
    ${renderRequestBody(document, item.operation)}
    ${renderResponses(document, item.operation)}
  </section>`;
}

function renderSchema(name: string, schema: Json): string {
  const object = asObject(schema);
  const examples = asArray(object.examples);
  const { description, examples: _examples, ...rest } = object;
  const exampleBlock = examples.length === 0 ? '' : `<h4>Ejemplos</h4>${examples.map(renderJson).join('')}`;
  return `<section class="esquema" id="${escapeHtml(schemaAnchor(name))}" aria-labelledby="titulo-${escapeHtml(schemaAnchor(name))}">
    <h3 id="titulo-${escapeHtml(schemaAnchor(name))}"><code>${escapeHtml(name)}</code></h3>
    ${renderMarkdown(asText(description))}
    ${renderJson(rest)}
    ${exampleBlock}
  </section>`;
}

function renderIndex(document: OpenApiDocument, operations: readonly Operation[]): string {
  const tags = (document.tags ?? []).map((tag) => tag.name);
  const groups = tags.map((tag) => {
    const items = operations
      .filter((item) => asArray(item.operation.tags).includes(tag))
      .map((item) => `<li><a href="#${escapeHtml(asText(item.operation.operationId))}"><code>${escapeHtml(asText(item.operation.operationId))}</code></a> <span class="metodo">${item.method.toUpperCase()}</span> <code>${escapeHtml(item.path)}</code></li>`);
    return `<li>${escapeHtml(tag)}<ul>${items.join('')}</ul></li>`;
  });
  return `<ul class="indice">${groups.join('')}</ul>`;
}

const styles = `
h2{color:#0b5394;font-size:1.25rem;margin:2rem 0 .5rem}
h3{font-size:1.0625rem;margin:0 0 .25rem}
h4{font-size:.9375rem;margin:1rem 0 .25rem}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875rem}
pre.json{background:#fff;border:1px solid #cbd5e0;border-radius:4px;padding:.5rem;overflow-x:auto;max-height:28rem}
.operacion,.esquema{background:#fff;border:1px solid #cbd5e0;border-radius:6px;padding:1rem;margin:1rem 0}
.esquema pre.json{background:#f7fafc}
.metodo{display:inline-block;font-weight:700;color:#fff;background:#0b5394;border-radius:3px;padding:0 .375rem;font-size:.8125rem}
.ruta code{overflow-wrap:anywhere}
.resumen{font-weight:600}
.token{color:#2d3748}
.token.obligatorio{color:#744210}
.medio{margin:.25rem 0;color:#4a5568}
.respuesta{border-top:1px solid #e2e8f0;padding-top:.5rem;margin-top:.5rem}
.estado{margin:0}
table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}
th,td{border:1px solid #cbd5e0;padding:.25rem .5rem;text-align:left;vertical-align:top}
td p{margin:0}
summary{cursor:pointer;color:#0b5394}
.indice ul{margin:.25rem 0 .5rem}
`;

/** The whole page: the contract's description, an index by tag, every operation, every schema. */
export function renderApiDocsPage(document: OpenApiDocument): string {
  const operations = operationsOf(document);
  const schemas = Object.entries(asObject(document.components?.schemas));
  return renderSandboxPage({
    title: API_DOCS_TITLE,
    width: '64rem',
    styles,
    body: `
  <h1>${API_DOCS_TITLE}</h1>
  <p>Solo en el sandbox: <code>docs/api/openapi.yaml</code> tal como lo agrupa Redocly CLI, ${operations.length} operaciones y ${schemas.length} esquemas. Se vuelve a leer cuando cambia un archivo de <code>docs/api/</code>. <a href="/">Volver al portal</a></p>
  <div lang="en">
    <h2 id="contrato">${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h2>
    ${renderMarkdown(document.info.description ?? '')}
  </div>
  <section aria-labelledby="operaciones">
    <h2 id="operaciones">Operaciones</h2>
    ${renderIndex(document, operations)}
    <div lang="en">${operations.map((item) => renderOperation(document, item)).join('')}</div>
  </section>
  <section aria-labelledby="esquemas">
    <h2 id="esquemas">Esquemas</h2>
    <div lang="en">${schemas.map(([name, schema]) => renderSchema(name, schema)).join('')}</div>
  </section>`,
  });
}
