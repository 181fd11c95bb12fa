/**
 * makeAutoObservable overrides for a view model's members that are not state: the collaborators it
 * receives by injection (use cases, UiFeedback, a child view model) and its `loadOnce` entry. Left to
 * makeAutoObservable they would become observable fields, and a use case's internals would be proxied.
 *
 *   makeAutoObservable<this, 'listCertificates' | 'ui'>(this, { cards: observableRef, ...notState('listCertificates', 'ui', 'load') });
 */
export function notState<Key extends string>(...keys: readonly Key[]): Readonly<Record<Key, false>> {
  return Object.fromEntries(keys.map((key) => [key, false])) as Record<Key, false>;
}
