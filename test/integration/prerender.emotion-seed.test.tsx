import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, jsx } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { composeRouteHtml } from '../../scripts/prerender.mjs';

// A prerendered route's HTML names the Emotion rules its stylesheet already holds
// (scripts/prerender.mjs). The browser's Emotion cache, created when the main view's libraries
// evaluate, reads them as it reads its own server rendering: the main view compiles and inserts
// only the rules the stylesheet lacks.
const indexHtml = `<!doctype html><html><head>
    <link rel="stylesheet" crossorigin href="/assets/index-Ab1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const inPrerender = { color: 'rebeccapurple', padding: '4px' };
const onlyInMainView = { color: 'teal', margin: '2px' };

const name = (styles: Readonly<Record<string, string>>) => serializeStyles([styles]).name;

/**
 * The route's head, then the cache Emotion makes for the page when its module evaluates
 * (`createCache({ key: 'css' })`, @emotion/react's default), which reads the head as it is created.
 */
function openRoute(ruleNames: string[]): EmotionCache {
  const html = composeRouteHtml(indexHtml, '<div data-prerender="" inert=""></div>', '/assets/prerender-Xy.css', ruleNames);
  document.head.innerHTML = new DOMParser().parseFromString(html, 'text/html').head.innerHTML;
  return createCache({ key: 'css' });
}

/** The rule text of every style element Emotion wrote into (text in development, CSSOM in production). */
const insertedCss = () =>
  [...document.head.querySelectorAll('style')]
    .map((style) => style.textContent + [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
    .join('\n');

async function renderMainView(cache: EmotionCache) {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const main = jsx('main', {}, jsx('h1', { css: inPrerender }, 'Certificados'), jsx('p', { css: onlyInMainView }, 'Listo'));
  await act(async () => root.render(jsx(CacheProvider, { value: cache }, main)));
  return () => act(() => root.unmount());
}

describe("prerender: the main view's Emotion cache skips the rules of the route's stylesheet", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('inserts only the rules the HTML does not name', async () => {
    const unmount = await renderMainView(openRoute([name(inPrerender)]));

    expect(document.querySelector('h1')?.className).toBe(`css-${name(inPrerender)}`);
    expect(insertedCss()).toContain(`.css-${name(onlyInMainView)}`);
    expect(insertedCss()).not.toContain(`.css-${name(inPrerender)}`);
    await unmount();
  });

  it('inserts every rule on a page that names none', async () => {
    const cache = openRoute([]);
    expect(document.head.querySelector('style[data-emotion]')).toBeNull();
    const unmount = await renderMainView(cache);

    expect(insertedCss()).toContain(`.css-${name(inPrerender)}`);
    expect(insertedCss()).toContain(`.css-${name(onlyInMainView)}`);
    await unmount();
  });
});
