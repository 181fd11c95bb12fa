/**
 * A view model's entry load, run once per page visit however often the page's effect asks for it
 * (StrictMode runs effects twice); a repeated call returns the first call's promise. View models are
 * transient (one per visit), so once per instance is once per visit. It takes no arguments: what the
 * route tells the view model arrives earlier, through `configure` (ADR 0009, decision 8).
 *
 *   readonly load = loadOnce(async () => { ... });
 *
 * Exclude the field from makeAutoObservable (`{ load: false }`): it is a function, not state.
 */
export function loadOnce(load: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | null = null;
  return () => (started ??= load());
}
