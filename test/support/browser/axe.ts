import type axe from 'axe-core';
import type { AxeResults, ElementContext, FrameContext, PartialResult, PartialResults, Result, RunOptions } from 'axe-core';
import { expect, type Browser, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** WCAG 2.2 A/AA, which axe spreads over these tags (2.0, 2.1 and 2.2 criteria). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for finite CSS animations and transitions (a dialog fading in, a toast sliding) to end:
 * axe measures colours and visibility, and half-transparent text mid-animation is a false alarm.
 * Infinite ones (spinners) are left alone.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

const describeViolation = (violation: Result): string => {
  const nodes = violation.nodes
    .map((node) => {
      const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' ');
      const why = node.failureSummary?.split('\n').slice(1, 3).map((line) => line.trim()).join(' ') ?? '';
      return `    - ${target}${why ? `  (${why})` : ''}`;
    })
    .join('\n');
  return `  ${violation.id} [${violation.impact ?? 'sin impacto'}]: ${violation.help}\n${nodes}\n    ${violation.helpUrl}`;
};

/**
 * Asserts the page (or the part `include` selects) has no WCAG 2.2 A/AA violation.
 * `what` names the screen or dialog in the failure message.
 */
export async function expectNoAxeViolations(page: Page, what: string, include?: string): Promise<void> {
  await settleAnimations(page);
  const { violations } = await analyze(page, { exclude: [], include: include ? [include] : [] }, { runOnly: { type: 'tag', values: WCAG_TAGS } });
  const report = violations.map(describeViolation).join('\n');
  expect(violations.length, `axe: ${violations.length} reglas WCAG violadas en ${what}:\n${report}`).toBe(0);
}

// A page with frames gets what @axe-core/playwright's AxeBuilder.analyze does (axe.runPartial in every frame,
// axe.finishRun in a blank page, cross-origin frames included), with the same axe-core, minus the
// costs it pays on every call that took most of a check's time on a busy two-core machine:
// - axe-core is evaluated in a document only when that document does not have it yet; a
//   single-page app keeps its document across in-app navigations, so the second check of a test
//   usually finds it there;
// - what is evaluated is axe-core's own minified build (0.6 MB) rather than its readable one
//   (1.3 MB), which halves what travels to the page and what Chromium parses there;
// - axe.finishRun runs in one blank page per browser (a context of its own, so the test's context
//   sees no extra page), opened at the first check of the worker, instead of a new page in the
//   test's context for every check.

type AxeWindow = { axe: typeof axe };
/** axe-core's minified build, the same version as its `axe.source`. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The frame messenger's configuration AxeBuilder gives the frames and the blank page. */
const configureAxe = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

const hasAxe = (frame: Frame) => frame.evaluate(() => typeof (window as unknown as Partial<AxeWindow>).axe?.runPartial === 'function');

async function injectInto(frame: Frame): Promise<void> {
  if (!(await hasAxe(frame))) await frame.evaluate(axeSource);
}

/** A frame inside the page under test: injected within a second or left out (null), as AxeBuilder does. */
async function injectIntoChild(frame: Frame): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Script Timeout')), 1_000);
  });
  try {
    await Promise.race([injectInto(frame), timeout]);
  } finally {
    clearTimeout(timer);
  }
  await frame.evaluate(configureAxe);
}

/** One frame's axe.runPartial, started, and the runs of the frames inside it. */
type PartialRun = { own: Promise<PartialResult>; children: (PartialRun | null)[]; initiator: boolean };

async function startPartialRun(frame: Frame, context: ElementContext, options: RunOptions, initiator: boolean): Promise<PartialRun> {
  // The arguments travel as `unknown`: Playwright's argument types recurse too deep into axe's selectors.
  const frameContexts: FrameContext[] = await frame.evaluate(
    (context: unknown) => (window as unknown as AxeWindow).axe.utils.getFrameContexts(context as ElementContext),
    context as unknown,
  );
  const own: Promise<PartialResult> = frame.evaluate(
    ({ context, options }: { context: unknown; options: unknown }) =>
      (window as unknown as AxeWindow).axe.runPartial(context as ElementContext, options as RunOptions),
    { context: context as unknown, options: options as unknown },
  );
  // Awaited in collectPartials; a failure here must not surface as an unhandled rejection meanwhile.
  own.catch(() => undefined);
  const children: (PartialRun | null)[] = [];
  for (const { frameSelector, frameContext } of frameContexts) {
    let child: PartialRun | null = null;
    try {
      const handle = await frame.evaluateHandle(
        (selector: unknown) => (window as unknown as AxeWindow).axe.utils.shadowSelect(selector as FrameContext['frameSelector']),
        frameSelector as unknown,
      );
      const childFrame = await handle.asElement()?.contentFrame();
      if (childFrame) {
        await injectIntoChild(childFrame);
        child = await startPartialRun(childFrame, frameContext, options, false);
      }
    } catch {
      // A frame that cannot be reached (gone, cross-process and slow) counts as a frame without results.
    }
    children.push(child);
  }
  return { own, children, initiator };
}

/** The results in axe.finishRun's order: a frame, then its frames depth first; null for a frame that failed. */
async function collectPartials(run: PartialRun): Promise<PartialResults> {
  try {
    const own = await run.own;
    const children = await Promise.all(
      run.children.map((child) => (child ? collectPartials(child).catch((): PartialResults => [null]) : Promise.resolve<PartialResults>([null]))),
    );
    return [own, ...children.flat(1)];
  } catch (error) {
    if (run.initiator) throw error;
    return [null];
  }
}

const finishers = new WeakMap<Browser, Promise<Page>>();

/** The blank page of this browser where axe.finishRun turns the frames' results into a report. */
function finisherOf(browser: Browser): Promise<Page> {
  let finisher = finishers.get(browser);
  if (!finisher) {
    finisher = (async () => {
      const context = await browser.newContext();
      const blank = await context.newPage();
      await blank.evaluate(axeSource);
      await blank.evaluate(configureAxe);
      return blank;
    })();
    finishers.set(browser, finisher);
    // A failed start is tried again at the next check rather than remembered.
    finisher.catch(() => finishers.delete(browser));
  }
  return finisher;
}

/**
 * A page without frames: axe.run in the page itself, its report limited to the violations. The
 * violations are the same as the partial run's; what is left out is the detail of every node that
 * passed (for each rule, its selector and markup), which on a long page is most of axe's own time
 * and a report of over a megabyte to carry to the blank page.
 */
async function analyzeWithoutFrames(page: Page, context: ElementContext, options: RunOptions): Promise<AxeResults> {
  return page.evaluate(
    ({ context, options }: { context: unknown; options: unknown }) =>
      (window as unknown as AxeWindow).axe.run(context as ElementContext, options as RunOptions),
    { context: context as unknown, options: { ...options, resultTypes: ['violations'], iframes: false } as unknown },
  );
}

async function analyze(page: Page, context: ElementContext, options: RunOptions): Promise<AxeResults> {
  const browser = page.context().browser();
  if (!browser) throw new Error('expectNoAxeViolations necesita una página de un navegador lanzado, no de un contexto persistente.');
  await injectInto(page.mainFrame());
  if (page.frames().length === 1) return analyzeWithoutFrames(page, context, options);
  const partials = await collectPartials(await startPartialRun(page.mainFrame(), context, options, true));
  const finisher = await finisherOf(browser);
  return finisher.evaluate(
    ({ partials, options }) => (window as unknown as AxeWindow).axe.finishRun(JSON.parse(partials) as PartialResults, options),
    { partials: JSON.stringify(partials), options },
  );
}
