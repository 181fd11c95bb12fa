// The main-thread work of three interactions, measured from Chrome's trace.
//
// For each interaction the page is brought to the state before it (signed in, a payer queried, a
// buyer validated), the target is scrolled into view, and then, with the trace recording:
// a real mouse click (CDP input, so the browser dispatches pointer, mouse and click events and
// React handles them as it would a person's), then one second with nothing else driven. From the
// trace, on the page's renderer main thread:
//   - work: the sum of the top-level tasks from the one that dispatched the first input event to
//     the end of that second (React's scheduled renders, effects, style, layout and paint
//     included; the odd unrelated timer of the page too, which is small);
//   - longest: the longest of those tasks;
//   - style and layout: how much of that work is the browser recalculating styles
//     (UpdateLayoutTree) and laying out (Layout), the rest being script, paint and overhead;
// and from the Event Timing API (PerformanceObserver 'event', threshold 16 ms) the longest
// event's duration, input to next paint (what INP would count); '< 16' when none reached 16 ms.
// Each run measures the interaction twice, each time as the first click in a fresh page (cold
// code and styles, as a person's first click is): with Chrome's CPU slowed down 4× (Lighthouse
// mobile's factor) and at this machine's speed.
import { button, control, personas, signIn, waitForHeading, waitForMainView, waitInPage } from './portal.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The element `find` returns (run in the page), as a handle. */
async function findTarget(page, find) {
  const element = (await page.evaluateHandle(find)).asElement();
  if (!element) throw new Error(`No se encontró el elemento de la interacción en ${page.url()}`);
  return element;
}

export const INTERACTIONS = [
  {
    id: 'cuota',
    label: 'Abrir un periodo de la cuota monetaria',
    detail: 'María, /certificados/cuota-monetaria: el primer periodo del grupo familiar 1',
    async open(page, origin) {
      await signIn(page, `${origin}/certificados/cuota-monetaria`, personas.maria);
      await waitInPage(page, () => document.querySelectorAll('main button[aria-label^="Ver beneficiarios de "]').length > 0, [], {
        what: 'los periodos',
      });
    },
    find: () => document.querySelector('main button[aria-label^="Ver beneficiarios de "]'),
    isDone: (element) => element.getAttribute('aria-expanded') === 'true',
  },
  {
    id: 'pago',
    label: 'Marcar un pago pendiente',
    detail: '/pagos-en-linea, CC 1017234567 (tres pagos): la casilla de la primera fila',
    async open(page, origin) {
      await page.goto(`${origin}/pagos-en-linea`, { waitUntil: 'load' });
      await waitForMainView(page);
      await waitForHeading(page, 'Consulta tus pagos pendientes');
      await (await control(page, 'Tipo de documento')).select('CC');
      await (await control(page, 'Número de documento')).type('1017234567');
      await (await button(page, 'Continuar')).click();
      await waitForHeading(page, 'Pagos pendientes');
    },
    find: () =>
      [...document.querySelectorAll('main input[type="checkbox"][aria-label^="Seleccionar "]')].find(
        (element) => element.offsetParent !== null,
      ),
    isDone: (element) => element.checked,
  },
  {
    id: 'compra',
    label: 'Desplegar una compra',
    detail: '/solicitud-de-devolucion, CC 1020304101, paso 2: la primera compra cerrada',
    async open(page, origin) {
      await page.goto(`${origin}/solicitud-de-devolucion`, { waitUntil: 'load' });
      await waitForMainView(page);
      await waitForHeading(page, 'Datos de quien hizo la compra');
      await (await control(page, 'Tipo de documento')).select('CC');
      await (await control(page, 'Número de documento')).type('1020304101');
      await (await button(page, 'Validar')).click();
      await waitForHeading(page, 'Historial de compras');
    },
    find: () =>
      [...document.querySelectorAll('main button[aria-expanded="false"]')].find((element) => element.textContent?.trim().startsWith('Compra del')),
    isDone: (element) => element.getAttribute('aria-expanded') === 'true',
  },
];

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing'];
const INPUT_TYPES = new Set(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);

/** Main-thread work after the first input event, from a trace's events. */
function mainThreadWork(traceEvents) {
  const dispatches = traceEvents.filter((event) => event.name === 'EventDispatch' && INPUT_TYPES.has(event.args?.data?.type));
  if (dispatches.length === 0) throw new Error('La traza no tiene el evento de entrada (EventDispatch)');
  const { pid, tid } = dispatches[0];
  const firstInput = Math.min(...dispatches.filter((event) => event.pid === pid && event.tid === tid).map((event) => event.ts));
  const onThread = traceEvents.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && typeof event.dur === 'number');
  const named = (name) => onThread.filter((event) => event.name === name);
  let tasks = named('RunTask');
  if (tasks.length === 0) tasks = named('ThreadControllerImpl::RunTask');
  tasks.sort((a, b) => a.ts - b.ts);
  // Top level only: a task inside another (a nested loop) is already counted in it.
  const topLevel = [];
  for (const task of tasks) {
    const last = topLevel.at(-1);
    if (last && task.ts < last.ts + last.dur) continue;
    topLevel.push(task);
  }
  const first = topLevel.find((task) => task.ts <= firstInput && firstInput <= task.ts + task.dur) ?? topLevel.find((task) => task.ts >= firstInput);
  if (!first) throw new Error('La traza no tiene tareas del hilo principal después de la entrada');
  const counted = topLevel.filter((task) => task.ts >= first.ts);
  const ms = (us) => us / 1000;
  const windowStart = first.ts;
  // What the work is: style recalculation and layout (the browser's own, after the DOM or the
  // style sheets change), the rest being script, paint and task overhead.
  const inWindow = (name) => onThread.filter((event) => event.name === name && event.ts >= windowStart);
  const sum = (events) => events.reduce((total, event) => total + event.dur, 0);
  return {
    styleMs: ms(sum(inWindow('UpdateLayoutTree'))),
    layoutMs: ms(sum(inWindow('Layout'))),
    workMs: ms(counted.reduce((total, task) => total + task.dur, 0)),
    longestMs: ms(Math.max(...counted.map((task) => task.dur))),
    tasks: counted.length,
  };
}

async function measureOnce(page, interaction, cpuRate) {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const target = await findTarget(page, interaction.find);
    await target.scrollIntoView();
    const box = await target.boundingBox();
    if (!box) throw new Error(`El elemento de '${interaction.label}' no es visible`);
    await page.evaluate(() => {
      window.__benchEvents = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__benchEvents.push({ name: entry.name, duration: entry.duration });
      });
      observer.observe({ type: 'event', durationThreshold: 16 });
      window.__benchObserver = observer;
    });
    await sleep(300);
    await page.tracing.start({ categories: TRACE_CATEGORIES });
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await sleep(1000);
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
    // Entries are delivered after the next paint; give the observer a moment at any CPU rate.
    await sleep(200);
    const done = await target.evaluate(interaction.isDone);
    if (!done) throw new Error(`'${interaction.label}': el clic no tuvo efecto`);
    const events = await page.evaluate(() => {
      window.__benchObserver?.disconnect();
      return window.__benchEvents ?? [];
    });
    const work = mainThreadWork(trace.traceEvents ?? trace);
    const eventMs = events.length > 0 ? Math.max(...events.map((event) => event.duration)) : null;
    return { ...work, eventMs };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}

/** Brings a fresh page to the state before the interaction and measures its first click at `cpuRate`. */
async function measureFirstClick(browser, origin, interaction, cpuRate) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 360, height: 740 });
    await interaction.open(page, origin);
    await sleep(1000);
    return await measureOnce(page, interaction, cpuRate);
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** One run of one interaction: its first click in a fresh page, { slow: CPU 4×, fast: CPU 1× }. */
export async function measureInteraction(browser, origin, interaction) {
  const slow = await measureFirstClick(browser, origin, interaction, 4);
  const fast = await measureFirstClick(browser, origin, interaction, 1);
  return { slow, fast };
}
