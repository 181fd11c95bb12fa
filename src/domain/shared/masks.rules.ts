/** How many trailing characters of an identification stay visible (docs/glossary.md). */
export const visibleIdentificationCharacters = 3;

/**
 * An identification number masked except its last 3 characters, one '*' per hidden character so
 * the length still shows: '1234567890' -> '*******890' (monetary-quota detail rows).
 *
 * Surrounding spaces are ignored. A value of 3 characters or fewer is masked completely
 * ('123' -> '***'): showing "all but the last 3" of it would show all of it, and the point of the
 * mask is that the number cannot be read off the screen. An empty or missing value gives ''.
 * Characters are counted as code points, so no surrogate pair is ever split in half.
 */
export function maskIdentification(value: string | null | undefined): string {
  const characters = Array.from((value ?? '').trim());
  if (characters.length <= visibleIdentificationCharacters) return '*'.repeat(characters.length);
  const hidden = characters.length - visibleIdentificationCharacters;
  return '*'.repeat(hidden) + characters.slice(hidden).join('');
}
