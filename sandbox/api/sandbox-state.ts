import { seededPersonas, type SandboxDocumentType, type SandboxPersona } from '../data/personas';

/**
 * The sandbox's memory for one process: what the fund's systems would have stored.
 * Handlers read and change it (a data update changes the person; later issues add
 * generated certificates, payments, filed requests...), so a flow sees its own effects.
 * Dev and preview keep it until the server stops; tests reset it after each test
 * (`resetSandbox()` in test/support/msw-server.ts) so no test sees another's changes.
 *
 * Records are frozen and replaced, never mutated: a handler can hand one out without a
 * caller being able to change the store behind its back.
 */
class SandboxState {
  private personas: readonly SandboxPersona[] = [];

  constructor() {
    this.reset();
  }

  /** Back to the seeded personas, dropping every change made since. */
  reset(): void {
    this.personas = seededPersonas.map((persona) => deepFreeze(structuredClone(persona)));
  }

  allPersonas(): readonly SandboxPersona[] {
    return this.personas;
  }

  findPersonaById(id: string): SandboxPersona | null {
    return this.personas.find((persona) => persona.id === id) ?? null;
  }

  findPersonaByDocument(documentType: string, documentNumber: string): SandboxPersona | null {
    const number = documentNumber.trim();
    return (
      this.personas.find(
        (persona) => persona.documentType === documentType.trim().toUpperCase() && persona.documentNumber === number,
      ) ?? null
    );
  }

  findPersonaByUsername(username: string): SandboxPersona | null {
    return this.personas.find((persona) => persona.username === username) ?? null;
  }

  /** Replaces a persona's record; returns the stored version, or null for an unknown id. */
  updatePersona(id: string, change: (current: SandboxPersona) => SandboxPersona): SandboxPersona | null {
    const current = this.findPersonaById(id);
    if (!current) return null;
    const next = deepFreeze(structuredClone({ ...change(current), id }));
    this.personas = this.personas.map((persona) => (persona.id === id ? next : persona));
    return next;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const nested of Object.values(value)) deepFreeze(nested);
    Object.freeze(value);
  }
  return value;
}

/** The one state of this process, shared by every handler (msw/node in tests, HTTP in dev/preview). */
export const sandboxState = new SandboxState();

export function resetSandboxState(): void {
  sandboxState.reset();
}

export type { SandboxDocumentType, SandboxPersona };
