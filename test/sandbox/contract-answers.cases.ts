import { describe, expect, it } from 'vitest';
import { SANDBOX_READINGS, setSandboxReading } from '@sandbox/api/sandbox-reading';
import { callsAsPersona, type Persona } from '@test/support/sandbox/persona-calls';
import { type Contract, loadContractSync } from '../../scripts/api-contract/contract.mjs';

/**
 * The sandbox's answers against the API contract (docs/api/openapi.yaml): each case is one call of
 * the fund's API, as a persona (its token) or anonymously, and every answer the sandbox gives it, in
 * each reading the sandbox can answer in (`SANDBOX_READING`: `body`, `mirrored`), is validated by
 * scripts/api-contract/contract.mjs. A case says which operation it means, so a path the contract
 * does not map to that operation fails too.
 */
export interface AnswerCase {
  readonly operationId: string;
  /** Whose token the call carries; null: none. */
  readonly who: Persona | null;
  readonly method: 'GET' | 'POST' | 'PUT';
  /** The path and query, e.g. '/api/pagos/consulta?tipoIdenteficacion=CC&numeroIdentificacion=1'. */
  readonly path: string;
  readonly body?: unknown;
  /** What the case reaches (the handler's branch), for the failure message. */
  readonly branch: string;
  /**
   * A branch that answers, on purpose, a business code the contract does not name (the sandbox's
   * unexpected-code documents): the JSON pointer of that code. With HTTP 200 the answer must fail
   * exactly there; mirrored in a shared 4XX/5XX status it is within the contract.
   */
  readonly unnamedCode?: string;
}

const unnamedCodeExpectation = 'one of the codes the contract names';

export interface SeenAnswer {
  readonly operationId: string;
  readonly status: number;
  readonly readings: readonly string[];
}

const origin = 'http://localhost';

export const pdfBase64 = Buffer.from('%PDF-1.7\n%sandbox\n', 'latin1').toString('base64');

/** A query string from pairs, each value encoded. */
export const query = (pairs: Record<string, string>): string => `?${new URLSearchParams(pairs).toString()}`;

function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function answerOf(contract: Contract, call: AnswerCase): Promise<{ failure: string | null; seen: SeenAnswer | null }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  if (call.who) headers.Authorization = `Bearer token-${call.who}`;
  const init: RequestInit = { method: call.method, headers };
  if (call.body !== undefined) init.body = JSON.stringify(call.body);
  const response = await fetch(`${origin}${call.path}`, init);
  const body = parsed(await response.text());
  const who = call.who ?? 'anonymous';
  const name = `${call.operationId} as ${who} (${call.branch})`;
  const operation = contract.findOperation(call.method, call.path);
  if (operation?.operationId !== call.operationId) {
    return { failure: `${name}: ${call.method} ${call.path} is ${operation?.operationId ?? 'no operation'} in the contract`, seen: null };
  }
  const verdict = contract.validateAnswer(call.operationId, { status: response.status, contentType: response.headers.get('content-type'), body });
  if (call.unnamedCode !== undefined && response.status === 200) {
    const precise = !verdict.ok && verdict.pointer === call.unnamedCode && verdict.expected.startsWith(unnamedCodeExpectation);
    if (precise) return { failure: null, seen: { operationId: call.operationId, status: 200, readings: [] } };
    return { failure: `${name} → HTTP 200: expected the unnamed code at '${call.unnamedCode}' to be reported, got ${verdict.ok ? 'a valid answer' : verdict.message}`, seen: null };
  }
  if (!verdict.ok) {
    return { failure: `${name} → HTTP ${response.status}: at '${verdict.pointer}' the contract expects ${verdict.expected} (${verdict.message})`, seen: null };
  }
  return { failure: null, seen: { operationId: call.operationId, status: response.status, readings: verdict.readings } };
}

/**
 * One test per reading that calls every case in order (state carries over between the cases of a
 * test, as it does between clicks) and fails listing each answer outside the contract. `minimum`
 * is the number of cases enumerated from the handlers' branches: a shrinking list fails.
 * `check` asserts more on what was seen, per reading.
 */
export function describeContractAnswers(
  title: string,
  cases: () => readonly AnswerCase[],
  minimum: number,
  check?: (reading: (typeof SANDBOX_READINGS)[number], seen: readonly SeenAnswer[]) => void,
): void {
  callsAsPersona('');
  const contract = loadContractSync();

  describe(title, () => {
    it.each(SANDBOX_READINGS)('answers every case within the contract in the %s reading', async (reading) => {
      setSandboxReading(reading);
      const failures: string[] = [];
      const seen: SeenAnswer[] = [];
      for (const call of cases()) {
        const result = await answerOf(contract, call);
        if (result.failure) failures.push(result.failure);
        if (result.seen) seen.push(result.seen);
      }
      expect(failures).toEqual([]);
      expect(seen.length).toBeGreaterThanOrEqual(minimum);
      check?.(reading, seen);
    });
  });
}

/** The statuses seen per operation, e.g. { getCertificate: [200, 404] }. */
export function statusesOf(seen: readonly SeenAnswer[]): Record<string, number[]> {
  const statuses: Record<string, Set<number>> = {};
  for (const answer of seen) (statuses[answer.operationId] ??= new Set()).add(answer.status);
  return Object.fromEntries(Object.entries(statuses).map(([operationId, set]) => [operationId, [...set].sort((a, b) => a - b)]));
}
