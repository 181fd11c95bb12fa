import { memo, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** What a host passes besides the part's own props. */
export interface LazyPartHostProps {
  /** Whether to fetch the part's chunk now; once it has arrived the part is drawn regardless. */
  readonly when?: boolean;
  /** Drawn until the chunk has arrived, and for good if it cannot be fetched. */
  readonly fallback: ReactNode;
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
 * succeeds, every host still showing its fallback draws the part.
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

  function Host({ when = true, fallback, ...props }: P & LazyPartHostProps): ReactNode {
    // Held in state as a function's result: a component is itself a function.
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    const shouldLoad = when && Part === null;

    useEffect(() => {
      if (!shouldLoad) return;
      let isMounted = true;
      const attempt = () => {
        request().then(
          (component) => {
            // A transition: a large part renders in slices, its fallback on screen meanwhile.
            if (isMounted) startTransition(() => setPart(() => component));
          },
          () => {
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
    }, [shouldLoad]);

    return Part === null ? fallback : <Part {...(props as P)} />;
  }

  return Object.assign(Host, { preload: () => void request().catch(() => undefined) });
}
