#!/usr/bin/env node
// `npm run check:api -- --api <apiBaseUrl> [--token-file F] [--document CC:123] [--writes] [--json]
// [--timeout ms]`: checks a backend of the fund's API against the contract (docs/api/openapi.yaml)
// with the calls that change nothing (and, with --writes, the rest), and says which of the two
// readings it answers in. How a backend team uses it: docs/api/README.md, 'Checking a backend'.
import { runCheck } from './check-api/run.mjs';

process.exitCode = await runCheck(process.argv.slice(2), {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
});
