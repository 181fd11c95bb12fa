// Finds a program the tests take from the system (Debian's packages), never a download:
// Chromium for the browser tests, nginx for the production-server test.
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The path of a runnable program, or null when there is none. The environment variable wins
 * when set; one that points nowhere is reported as missing rather than silently replaced, so a
 * misconfigured CI fails instead of testing with something else.
 */
export function findSystemProgram({ envVariable, candidates }, env = process.env) {
  const fromEnv = env[envVariable]?.trim();
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return candidates.find(isExecutable) ?? null;
}

/** When `moduleUrl` is the script node runs: print the path (exit 0) or nothing (exit 1), as .ci/run expects. */
export function printWhenRunDirectly(moduleUrl, find) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const found = find();
  if (found) process.stdout.write(`${found}\n`);
  else process.exitCode = 1;
}
