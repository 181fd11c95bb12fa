/**
 * A view model's entry load, run once per page visit however often the page's effect asks for it
 * (StrictMode runs effects twice); a repeated call returns the first call's promise. View models are
 * transient (one per visit), so once per instance is once per visit.
 *
 *   readonly load = loadOnce(async (code: DownloadableCertificateCode) => { ... });
 *
 * Exclude the field from makeAutoObservable (`{ load: false }`): it is a function, not state.
 */
export function loadOnce<Args extends unknown[]>(load: (...args: Args) => Promise<void>): (...args: Args) => Promise<void> {
  let started: Promise<void> | null = null;
  return (...args: Args) => (started ??= load(...args));
}
