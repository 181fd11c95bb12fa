/**
 * The fields of a value a reader left unread: the path of every `null` in it, at any depth (`loans[0].balance`),
 * in order. A reader turns what it cannot read into `null` (never a throw), so a complete example of the
 * contract read into a value with no `null` proves the reader reads every field the example has.
 */
export function unreadFields(value: unknown, at = ''): string[] {
  if (value === null) return [at === '' ? '(the value)' : at];
  if (Array.isArray(value)) return value.flatMap((item, index) => unreadFields(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === undefined) return [];
  return Object.entries(value).flatMap(([key, field]) => unreadFields(field, at === '' ? key : `${at}.${key}`));
}
