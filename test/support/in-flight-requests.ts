import { delay, http } from 'msw';
import { onTestFinished } from 'vitest';
import { server } from '@test/support/msw-server';

/**
 * Counts the requests `method` makes to a path ending in `pathEnd` as they reach msw, and slows
 * their answers down (then lets the sandbox answer), so a double click's second click lands while
 * the first call is still in flight: without the page's guard it would send a second request.
 */
export function countRequests(method: 'POST' | 'PUT', pathEnd: string, answerAfterMs = 200): string[] {
  const seen: string[] = [];
  const matches = (request: Request) => request.method === method && new URL(request.url).pathname.endsWith(pathEnd);
  const onStart = ({ request }: { request: Request }) => {
    if (matches(request)) seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', onStart);
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart);
  });
  server.use(
    http.all(`*${pathEnd}`, async ({ request }) => {
      // Answers nothing: msw goes on to the sandbox's handler once the delay is over.
      if (matches(request)) await delay(answerAfterMs);
    }),
  );
  return seen;
}
