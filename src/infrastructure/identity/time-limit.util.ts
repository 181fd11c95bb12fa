import { ErrorTimeout } from 'oidc-client-ts';

/** A token request that has not answered in 10 s has failed, like any other call (docs/identity.md). */
export const TOKEN_REQUEST_TIMEOUT_MS = 10_000;

/**
 * `work`, or a rejection with oidc-client-ts's `ErrorTimeout` once `ms` have passed (so the
 * identity adapter's logs and checks read it as any other time-out of the library). The timer is
 * cleared either way.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what = 'identity check'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ErrorTimeout(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
