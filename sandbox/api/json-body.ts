/** A JSON object as the sandbox's handlers read request bodies: any value, checked field by field. */
export type JsonObject = Readonly<Record<string, unknown>>;

export function asObject(value: unknown): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
}

/** The request's JSON body when it is an object; null for anything else, malformed JSON included. */
export async function jsonBody(request: Request): Promise<JsonObject | null> {
  try {
    return asObject(await request.json());
  } catch {
    return null;
  }
}
