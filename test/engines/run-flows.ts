// One engine's run of the cross-engine flows, started by scripts/run-engines.mjs on Node 22+ (it
// strips the types itself; test/engines/resolve-ts.mjs resolves the extensionless imports):
//   node --import ./test/engines/resolve-ts.mjs test/engines/run-flows.ts --engine webkit|firefox
//        --base-url http://localhost:4176 [--flow <name>]...
// Each flow gets a browser of its own (no storage, cookie or tab left from the flow before), and
// passes only if neither the engine's channels nor the sandbox's telemetry collector saw an
// uncaught error or a `console.error` of the portal while it ran.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeQuery, type EngineDriver, type EngineName, type Query } from './driver';
import { launchFirefox } from './firefox-driver';
import { sandboxJson, type Flow } from './flow';
import { flows } from './flows/index';
import { launchWebKit } from './webkit-driver';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    'base-url': { type: 'string', default: 'http://localhost:4176' },
    flow: { type: 'string', multiple: true },
    'webkit-port': { type: 'string', default: '4177' },
  },
});
const engine = values.engine as EngineName;
if (engine !== 'webkit' && engine !== 'firefox') throw new Error('--engine webkit|firefox');
const baseUrl = values['base-url'];
const wanted = values.flow ?? [];
const selected = flows.filter((flow) => wanted.length === 0 || wanted.includes(flow.name));
if (selected.length === 0) throw new Error(`Ningún flujo se llama ${wanted.join(', ')} (hay: ${flows.map((flow) => flow.name).join(', ')})`);

const launch = (): Promise<EngineDriver> => (engine === 'webkit' ? launchWebKit(baseUrl, Number(values['webkit-port'])) : launchFirefox(baseUrl));
const fixtures = join(import.meta.dirname, 'fixtures');

interface ErrorRecord {
  readonly type: string;
  readonly message: string;
  readonly route: string;
  readonly receivedAt: string;
}
const telemetryErrorsSince = async (since: number) =>
  (await sandboxJson<{ records: ErrorRecord[] }>(baseUrl, '/sandbox/telemetria/registros.json')).records
    .filter((record) => record.type === 'error' && Date.parse(record.receivedAt) >= since)
    .map((record) => `telemetría (${record.route}): ${record.message}`);

/** A flow that takes longer than this fails (and its browser is ended): a step that never answers must not hold the run. */
const FLOW_LIMIT_MS = 60_000;

/** The driver with each call written to `trail` (method and target), so a failure says which step it was at. */
function traced(driver: EngineDriver, trail: string[]): EngineDriver {
  return new Proxy(driver, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const [subject] = args;
        const shown =
          typeof subject === 'string' ? subject : subject && typeof subject === 'object' ? describeQuery(subject as Query) : typeof subject === 'function' ? 'script' : '';
        trail.push(`${String(property)} ${shown}`.trim());
        if (trail.length > 6) trail.shift();
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

const first = await launch();
console.info(`[${engine}] ${await first.version()}`);
let spare: EngineDriver | null = first;
let failed = 0;

/** `work`, or `fallback` after 5 s: a driver stuck in a call answers nothing more, and the report must still come. */
const bounded = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), 5_000))]);

async function runOne(flow: Flow): Promise<void> {
  const started = Date.now();
  const notes: string[] = [];
  let driver: EngineDriver | null = null;
  let failure: unknown = null;
  try {
    driver = spare ?? (await launch());
    spare = null;
    const trail: string[] = [];
    const steps = traced(driver, trail);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`el flujo superó ${FLOW_LIMIT_MS / 1000} s; últimos pasos: ${trail.join(' → ')}`)), FLOW_LIMIT_MS);
    });
    try {
      await Promise.race([flow.run({ driver: steps, baseUrl, fixtures, note: (text) => notes.push(text) }), limit]);
    } catch (error) {
      notes.push(`últimos pasos: ${trail.join(' → ')}`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    const seen = await driver.takePageErrors();
    if (seen.length > 0) throw new Error(`errores en la página:\n      ${seen.join('\n      ')}`);
  } catch (error) {
    failure = error;
    if (driver) {
      const seen = await bounded(driver.takePageErrors(), []);
      if (seen.length > 0) notes.push(`errores en la página: ${seen.join(' | ')}`);
      notes.push(`dirección al fallar: ${await bounded(driver.url(), '?')}`);
    }
  } finally {
    if (driver) await bounded(driver.quit(), undefined);
  }
  if (!failure) {
    const reported = await telemetryErrorsSince(started);
    if (reported.length > 0) failure = new Error(`errores que el portal reportó:\n      ${reported.join('\n      ')}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failure) failed += 1;
  console.info(`${failure ? '✘ FALLA' : '✔ pasa '} [${engine}] ${flow.name} (${seconds} s): ${flow.title}`);
  for (const text of notes) console.info(`      · ${text}`);
  if (failure) console.info(`      ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`.split('\n').slice(0, 12).join('\n'));
}

for (const flow of selected) await runOne(flow);
await spare?.quit();
process.exit(failed > 0 ? 1 : 0);
