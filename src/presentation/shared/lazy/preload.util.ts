/**
 * Starts loading a chunk ahead of need (while idle, or as the pointer nears its button) and drops
 * its failure: the load that needs the chunk (`React.lazy`'s, at first render) asks again and
 * reports a failure there. Left uncaught, a failed preload is an unhandled rejection, which Firefox
 * reports as an uncaught error even when the page's `unhandledrejection` listener prevents it, as
 * for a page left while its chunks load (docs/engines.md).
 */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
