import type { Contract } from '../api-contract/contract.d.mts';

export interface CheckIo {
  readonly stdout: (line: string) => void;
  readonly stderr: (line: string) => void;
  /** The contract already loaded (tests load it once); loaded from docs/api/openapi.yaml otherwise. */
  readonly contract?: Contract;
  readonly fetch?: typeof fetch;
}

/** Runs `npm run check:api` with these arguments; resolves to its exit code (0 all fit, 1 not, 2 bad command). */
export declare function runCheck(argv: readonly string[], io: CheckIo): Promise<number>;
