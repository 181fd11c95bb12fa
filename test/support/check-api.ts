import type { Contract } from '../../scripts/api-contract/contract.d.mts';
import { runCheck } from '../../scripts/check-api/run.mjs';

/** `npm run check:api` with these arguments, in-process: its exit code and what it printed on each stream. */
export async function runCheckApi(contract: Contract, args: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exitCode = await runCheck(args, { stdout: (line) => out.push(line), stderr: (line) => err.push(line), contract });
  return { exitCode, out: out.join('\n'), err: err.join('\n') };
}
