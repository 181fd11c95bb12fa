import type { SetupServer } from 'msw/node';
import { type Contract, loadContractSync } from '../../../scripts/api-contract/contract.mjs';

/**
 * Every answer msw serves for a call of the fund's API, checked against the contract
 * (docs/api/openapi.yaml, through scripts/api-contract/contract.mjs): a fixture outside the contract
 * is a fixture that teaches the adapters something no backend may send. Deliberate faults (a
 * network error, a cut-off body, a framework's error page...) say so with `faultHeaders(kind)`:
 * only answers carrying that header are left unchecked. Requests to anything that is not the fund's
 * API (the identity provider, the IP look-up) are not checked either.
 */

/** The header a deliberate fault carries; its value names the fault ('malformed', 'server'...). */
const faultHeader = 'x-test-fault';

/** The headers that mark an answer as a deliberate fault, out of the contract on purpose. */
export function faultHeaders(kind: string, headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, [faultHeader]: kind };
}

/** What the guard saw in one test file. */
export interface GuardCounts {
  readonly validated: number;
  readonly faults: number;
}

export class ContractGuard {
  private readonly pending: Promise<void>[] = [];
  private violations: string[] = [];
  private validated = 0;
  private faults = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly contract: Contract = loadContractSync()) {}

  /** Starts checking every mocked answer `server` serves. */
  watch(server: Pick<SetupServer, 'events'>): void {
    const listener = ({ request, response }: { request: Request; response: Response }) => {
      this.pending.push(this.check(request, response));
    };
    server.events.on('response:mocked', listener);
    this.unsubscribe = () => server.events.removeListener('response:mocked', listener);
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The violations since the last call, once every answer seen so far is checked. */
  async settle(): Promise<readonly string[]> {
    await Promise.all(this.pending.splice(0));
    const found = this.violations;
    this.violations = [];
    return found;
  }

  counts(): GuardCounts {
    return { validated: this.validated, faults: this.faults };
  }

  private async check(request: Request, response: Response): Promise<void> {
    const { pathname } = new URL(request.url);
    const operation = this.contract.findOperation(request.method, pathname);
    if (!operation || response.type === 'error') return;
    if (response.headers.has(faultHeader)) {
      this.faults += 1;
      return;
    }
    const text = await response.clone().text();
    const verdict = this.contract.validateAnswer(operation.operationId, {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: parsed(text),
    });
    this.validated += 1;
    if (!verdict.ok) {
      this.violations.push(
        `${request.method} ${pathname} (${operation.operationId}) HTTP ${response.status}: at '${verdict.pointer}' the contract expects ${verdict.expected} — ${verdict.message}`,
      );
    }
  }
}

function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
