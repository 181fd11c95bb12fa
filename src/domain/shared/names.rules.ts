/**
 * People's names as the portal shows them. Names arrive in capitals from the fund's systems
 * ('MARÍA JOSÉ PÉREZ GÓMEZ'); the portal shows them in title case ('María José Pérez Gómez').
 *
 * Particles (de, del, la...) are title-cased like any other word ('De La Cruz'): telling a
 * particle from a given name that looks like one ('Del Carmen' is both) needs more than spelling,
 * and a uniform rule is predictable. Lower-casing uses the es-CO locale rules.
 */

const locale = 'es-CO';

/** Trims and turns every run of white space (tabs, no-break spaces, new lines) into one space. */
function collapseSpaces(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * Title case: each word's first letter in capitals, the rest in lower case. A word starts after
 * a space, a hyphen or an apostrophe, so 'ANA-MARÍA' -> 'Ana-María' and "D'ALEMAN" -> "D'Aleman".
 */
export function toTitleCase(text: string | null | undefined): string {
  return collapseSpaces(text ?? '')
    .toLocaleLowerCase(locale)
    .replace(/(^|[\s\-'’])(\p{L})/gu, (_match, boundary: string, letter: string) => boundary + letter.toLocaleUpperCase(locale));
}

/**
 * Sentence case, for service names ('PISCINA ADULTOS' -> 'Piscina adultos'; docs/bookings.md: "first letter
 * capitalised"). The rest is lowered so names that arrive in capitals do not shout.
 */
export function capitalizeFirst(text: string | null | undefined): string {
  const lowered = collapseSpaces(text ?? '').toLocaleLowerCase(locale);
  const [first = '', ...rest] = Array.from(lowered);
  return first.toLocaleUpperCase(locale) + rest.join('');
}

// Words that begin compound surnames ('DE LA CRUZ', 'DEL RÍO', 'SAN MARTÍN'): a first surname
// that starts with them runs to the first word that is not one.
const leadingParticles = new Set(['de', 'del', 'la', 'las', 'los', 'da', 'das', 'do', 'dos', 'di', 'van', 'von', 'der', 'san', 'santa']);

function firstName(words: string | null | undefined): string {
  const parts = toTitleCase(words).split(' ').filter(Boolean);
  const end = parts.findIndex((part) => !leadingParticles.has(part.toLocaleLowerCase(locale)));
  return parts.slice(0, end === -1 ? parts.length : end + 1).join(' ');
}

/**
 * The name shown in the header (docs/shell.md): first given name + first surname, in title case.
 * given 'MARÍA JOSÉ', family 'PÉREZ GÓMEZ' -> 'María Pérez'; family 'DE LA CRUZ RUIZ' ->
 * 'De La Cruz'. Either part may be missing; both missing gives ''.
 */
export function fullName(givenName: string | null | undefined, familyName: string | null | undefined): string {
  return [firstName(givenName), firstName(familyName)].filter(Boolean).join(' ');
}
