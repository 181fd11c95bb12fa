import { useEffect } from 'react';

/** A view model with an entry load: `readonly load = loadOnce(async () => { ... })` (ADR 0009, decisions 6 and 8). */
export interface WithEntryLoad {
  readonly load: () => Promise<void>;
}

/**
 * Starts the view model's entry load when the page mounts: the one way every page starts it (a lint rule,
 * `template/entry-load-one-way`, refuses any other). `load` is a `loadOnce`, so StrictMode's second run of
 * the effect, and an early view model whose load the startup already ran (ADR 0009, decision 17), ask the
 * fund nothing again.
 */
export function useEntryLoad(vm: WithEntryLoad): void {
  useEffect(() => {
    void vm.load();
  }, [vm]);
}
