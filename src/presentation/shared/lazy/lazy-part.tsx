import { memo, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** What a host passes besides the part's own props. */
interface LazyPartHostProps {
  /** Whether to fetch the part's chunk now; once it has arrived the part is drawn regardless. */
  readonly when?: boolean;
  /** Drawn until the chunk has arrived, and for good if it cannot be fetched (unless `required`). */
  readonly fallback: ReactNode;
  /**
   * Whether the page cannot work without the part (a form the page exists for): a failed load then
   * throws to the route's error screen, which says so and offers to load the page again, instead
   * of leaving the fallback (a loading row) on screen for good.
   */
  readonly required?: boolean;
}

export interface LazyPart<P extends object> {
  (props: P & LazyPartHostProps): ReactNode;
  /** Fetches the chunk without drawing it (so it is there when needed); a failure is left for the next attempt. */
  preload(): void;
}

/**
 * A part of the shell whose code is a chunk of its own, kept out of the home's first load
 * (docs/performance.md): fetched once `when` holds, drawn as `fallback` until then.
 *
 * Unlike `React.lazy`, a chunk that fails to load (a network failure, a deployment that replaced
 * it) never reaches an error boundary: the part stays its fallback and the page works on without
 * it. The load is tried again at the next mount of a host and when the browser reports it is
 * back online, so a passing network failure costs the part only until then; when one attempt
 * succeeds, every host still showing its fallback draws the part. A `required` part is the
 * exception: its failure is the page's, and goes to the route's error screen.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  /** Hosts whose load failed, waiting for the next attempt to succeed. */
  const waiting = new Set<() => void>();
  const request = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      // Memoised: the host re-rendering (its `when` turning true) does not re-render the part.
      (component) => {
        loaded = memo(component) as unknown as ComponentType<P>;
        waiting.forEach((retry) => retry());
        waiting.clear();
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Host({ when = true, fallback, required = false, ...props }: P & LazyPartHostProps): ReactNode {
    // Held in state as a function's result: a component is itself a function.
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null);
    const shouldLoad = when && Part === null;
    // Thrown while rendering, so the nearest error boundary (the route's) takes over.
    if (failure) throw failure.error;

    useEffect(() => {
      if (!shouldLoad) return;
      let isMounted = true;
      const attempt = () => {
        request().then(
          (component) => {
            // A transition: a large part renders in slices, its fallback on screen meanwhile.
            if (isMounted) startTransition(() => setPart(() => component));
          },
          (error: unknown) => {
            if (!isMounted) return;
            if (required) {
              setFailure({ error });
              return;
            }
            // Released by this effect's cleanup: a host that leaves is no longer retried.
            waiting.add(attempt);
            window.addEventListener('online', attempt, { once: true });
          },
        );
      };
      attempt();
      return () => {
        isMounted = false;
        waiting.delete(attempt);
        window.removeEventListener('online', attempt);
      };
    }, [shouldLoad, required]);

    return Part === null ? fallback : <Part {...(props as P)} />;
  }

  return Object.assign(Host, { preload: () => void request().catch(() => undefined) });
}
