import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A small JSON Schema checker: the keywords docs/telemetry.schema.json uses and nothing more
 * (type, const, enum, pattern, minLength, maxLength, minimum, maximum, required, properties,
 * additionalProperties: false, items, minItems, maxItems, oneOf, $ref to `#/$defs/…`). A keyword
 * it does not know fails the check, so the schema cannot outgrow it unnoticed.
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

const KNOWN = new Set([
  '$schema', '$id', 'title', 'description', '$defs', 'type', 'const', 'enum', 'pattern', 'minLength', 'maxLength',
  'minimum', 'maximum', 'required', 'properties', 'additionalProperties', 'items', 'minItems', 'maxItems', 'oneOf', '$ref',
]);

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** Every violation of `schema` by `value`, as `path: what` lines; empty when it is valid. */
export function schemaErrors(value: unknown, schema: JsonSchema, root: JsonSchema = schema, path = '$'): string[] {
  const errors: string[] = [];
  for (const keyword of Object.keys(schema)) if (!KNOWN.has(keyword)) errors.push(`${path}: palabra clave no soportada ${keyword}`);
  if (typeof schema.$ref === 'string') {
    const target = (root.$defs as Record<string, JsonSchema> | undefined)?.[schema.$ref.replace('#/$defs/', '')];
    return target ? [...errors, ...schemaErrors(value, target, root, path)] : [...errors, `${path}: $ref desconocida ${schema.$ref}`];
  }
  const types = schema.type === undefined ? null : ([] as unknown[]).concat(schema.type);
  const actual = typeOf(value);
  if (types && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return [...errors, `${path}: tipo ${actual}, se esperaba ${types.join('|')}`];
  if ('const' in schema && value !== schema.const) errors.push(`${path}: ${JSON.stringify(value)} no es ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) errors.push(`${path}: ${JSON.stringify(value)} no está en ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) errors.push(`${path}: ${JSON.stringify(value)} no cumple ${schema.pattern}`);
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) errors.push(`${path}: más corto que ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) errors.push(`${path}: más largo que ${schema.maxLength}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) errors.push(`${path}: menor que ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) errors.push(`${path}: mayor que ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) errors.push(`${path}: menos de ${schema.minItems} elementos`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) errors.push(`${path}: más de ${schema.maxItems} elementos`);
    if (schema.items) value.forEach((item, index) => errors.push(...schemaErrors(item, schema.items as JsonSchema, root, `${path}[${index}]`)));
  }
  if (actual === 'object') {
    const record = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const key of (schema.required ?? []) as string[]) if (!(key in record)) errors.push(`${path}: falta ${key}`);
    for (const [key, child] of Object.entries(record)) {
      if (properties[key]) errors.push(...schemaErrors(child, properties[key], root, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: campo no permitido ${key}`);
    }
  }
  if (Array.isArray(schema.oneOf)) {
    const results = (schema.oneOf as JsonSchema[]).map((option) => schemaErrors(value, option, root, path));
    const passing = results.filter((result) => result.length === 0).length;
    // With none passing, why each failed: the failures name the field at fault.
    if (passing !== 1) errors.push(`${path}: cumple ${passing} de las opciones de oneOf, no exactamente una`, ...results.flat());
  }
  return errors;
}

/** docs/telemetry.schema.json, the shape of every batch the portal sends. */
export const telemetrySchema = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'telemetry.schema.json'), 'utf8'),
) as JsonSchema;
