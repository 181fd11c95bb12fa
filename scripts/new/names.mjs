// The names one flow or feature is written with, derived from the three words a person types
// (`npm run new -- flow <feature> <route-slug> <name>`), and the checks those words must pass.

/** A feature key: one lowercase word, since it starts every class of the feature (`fovis` -> `FovisGateway`). */
const featureKey = /^[a-z][a-z0-9]*$/;
/** A route slug: lowercase ASCII words joined by hyphens, as the portal's addresses are (`cuota-monetaria`). */
const routeSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A flow's name: kebab-case, starting with a letter (`monetary-quota`). */
const flowName = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** An API path: segments of URL-safe characters (`/api/v1/certifications/cuota-monetaria`). */
const apiPathShape = /^(?:\/[A-Za-z0-9._~-]+)+$/;
/** A Spanish title: one line, with nothing that would end the string or the Markdown cell it is written in. */
const titleShape = /^[^'"`\\${}<>|\n]{1,80}$/;

/** A refusal: the command writes nothing and says why. */
export class Refusal extends Error {
  constructor(message) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Refuses a malformed feature key, route slug or name, naming the rule it breaks. */
export function checkWords({ feature, slug, name }) {
  if (!featureKey.test(feature ?? '')) {
    throw new Refusal(`Feature key '${feature ?? ''}' is malformed: one lowercase word of ASCII letters and digits, starting with a letter (e.g. loans).`);
  }
  if (!routeSlug.test(slug ?? '')) {
    throw new Refusal(`Route slug '${slug ?? ''}' is malformed: lowercase ASCII letters and digits in words joined by single hyphens (e.g. cuota-monetaria).`);
  }
  if (!flowName.test(name ?? '')) {
    throw new Refusal(`Name '${name ?? ''}' is malformed: kebab-case, lowercase ASCII, starting with a letter (e.g. monetary-quota).`);
  }
}

/** Refuses a malformed `--path` or `--title`. */
export function checkOptions({ apiPath, title }) {
  if (apiPath !== undefined && !apiPathShape.test(apiPath)) {
    throw new Refusal(`--path '${apiPath}' is malformed: an absolute path of URL-safe segments (e.g. /api/v1/certifications/cuota-monetaria).`);
  }
  if (title !== undefined && (!titleShape.test(title) || title.trim() !== title)) {
    throw new Refusal(`--title '${title}' is malformed: one line of at most 80 characters, without quotes, backslashes, $, braces, angle brackets or |.`);
  }
}

/** `monetary-quota` -> `MonetaryQuota`. */
export const pascalOf = (kebab) =>
  kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** `monetary-quota` -> `monetaryQuota`. */
export const camelOf = (kebab) => {
  const pascal = pascalOf(kebab);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};

/** `cuota-monetaria` -> `Cuota monetaria`: the page's provisional Spanish title, from its Spanish address. */
export const titleOf = (slug) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Every name the templates use. `routePath` is the page's address under the feature's first route
 * (`prefix`, e.g. `certificados`), or the slug alone for a new feature; `apiPath` and `title` default
 * to `/api/v1/<feature>/<name>` and the slug in words.
 */
export function namesOf({ feature, slug, name, prefix = '', apiPath, title }) {
  checkWords({ feature, slug, name });
  checkOptions({ apiPath, title });
  const Name = pascalOf(name);
  const camel = camelOf(name);
  return {
    feature,
    Feature: pascalOf(feature),
    slug,
    name,
    Name,
    camel,
    title: title ?? titleOf(slug),
    routePath: prefix === '' ? slug : `${prefix}/${slug}`,
    apiPath: apiPath ?? `/api/v1/${feature}/${name}`,
    pageModule: `${feature}/${slug}`,
    method: `get${Name}`,
    useCase: `Load${Name}`,
    viewModel: `${Name}ViewModel`,
    page: `${Name}Page`,
    answer: `${Name}Answer`,
    reader: `read${Name}`,
  };
}
