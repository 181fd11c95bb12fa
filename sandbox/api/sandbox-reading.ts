/**
 * Which of the two readings the portal accepts (docs/api/README.md, 'The two readings') the
 * sandbox answers in:
 *
 * - `body` (the default): the handlers' own answers, the business code in the body;
 * - `mirrored`: every business code that is an HTTP status also in the HTTP status, and every
 *   list, record, field set and document in its other (nested) shape
 *   (sandbox/api/answer-reading.ts).
 *
 * Set once per process from `SANDBOX_READING` (sandbox/vite-plugin.ts reads it and passes it to
 * `createSandboxApp`), or by a test with {@link setSandboxReading}; `resetSandboxState()` puts it
 * back to `body`. Handlers never read the environment.
 */
export const SANDBOX_READINGS = ['body', 'mirrored'] as const;
export type SandboxReading = (typeof SANDBOX_READINGS)[number];

/** What each reading is, in the words of the sandbox's page and startup log. */
export const sandboxReadingLabels: Readonly<Record<SandboxReading, string>> = {
  body: 'códigos de negocio en el cuerpo (HTTP 200), listas como las envía cada servicio',
  mirrored: 'códigos de negocio reflejados en el estado HTTP, listas y documentos anidados',
};

let current: SandboxReading = 'body';

export function sandboxReading(): SandboxReading {
  return current;
}

export function setSandboxReading(reading: SandboxReading): void {
  if (!isSandboxReading(reading)) throw new Error(invalidReadingMessage(reading));
  current = reading;
}

function isSandboxReading(value: unknown): value is SandboxReading {
  return (SANDBOX_READINGS as readonly unknown[]).includes(value);
}

/** The reading `SANDBOX_READING` names: `body` when unset or empty; anything else throws. */
export function parseSandboxReading(value: string | undefined): SandboxReading {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return 'body';
  if (isSandboxReading(trimmed)) return trimmed;
  throw new Error(invalidReadingMessage(trimmed));
}

function invalidReadingMessage(value: unknown): string {
  return `SANDBOX_READING=${String(value)} no es una lectura del sandbox: usa 'body' (por defecto) o 'mirrored' (docs/sandbox.md).`;
}
