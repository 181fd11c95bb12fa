/**
 * Sanitisers applied to a field's value on every keystroke or paste (each feature's doc,
 * "Input sanitising while typing"). Each one only removes characters, so it is idempotent and
 * never lengthens the value; the caret therefore never jumps past text the person typed.
 *
 * Trimming is deliberately a separate step (`trimInput`), applied when the value is read
 * (on blur, on validation, before a call): trimming on every keystroke would swallow the space
 * someone types between two words of an address before they type the second word.
 */

/** Number and password fields: ASCII digits only (the field is rendered as a text input). */
export function keepDigits(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * The DocumentNumber field: ASCII letters and digits only. Identity-document numbers never carry
 * accents, spaces, dots or hyphens, so a number pasted as '1.234.567' becomes '1234567'.
 */
export function keepLettersAndDigits(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '');
}

/**
 * Characters an Address may hold: letters including the Spanish accented ones (á é í ó ú ü ñ and
 * their capitals), digits, the space, '#', and "the hyphen-to-degree-sign range", read literally as
 * the character-class range U+002D ('-') .. U+00B0 ('°'). That range is wide; it contains:
 *   - U+002D..U+002F  - . /
 *   - U+0030..U+0039  digits
 *   - U+003A..U+0040  : ; < = > ? @
 *   - U+0041..U+005A  A-Z
 *   - U+005B..U+0060  [ \ ] ^ _ `
 *   - U+0061..U+007A  a-z
 *   - U+007B..U+007E  { | } ~
 *   - U+007F          DEL (a control character)
 *   - U+0080..U+009F  C1 control characters
 *   - U+00A0          no-break space
 *   - U+00A1..U+00B0  ¡ ¢ £ ¤ ¥ ¦ § ¨ © ª « ¬ soft hyphen ® ¯ °
 * so it covers the ASCII letters and digits, the usual address punctuation ('Cra. 45 - 12/3',
 * 'Apto 201°', 'Bloque 2ª') and also a few symbols and invisible characters. It excludes
 * ! " $ % & ' ( ) * + and the comma, which lie below the hyphen. We keep the fund's range as
 * written rather than narrowing it, so addresses already stored by the fund stay editable.
 */
export const addressAllowedCharacters = /[A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ #\u002D-\u00B0]/u;

// The same class negated, for removal. Kept next to the one above so they cannot drift apart.
const addressDisallowed = /[^A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ #\u002D-\u00B0]/gu;

/**
 * The Address field. Accented letters are matched in their composed form (NFC), which is what
 * keyboards produce; a decomposed 'a' + combining acute, as some pastes carry, is composed first
 * so it is kept as 'á' instead of losing its accent.
 */
export function keepAddressCharacters(value: string): string {
  return value.normalize('NFC').replace(addressDisallowed, '');
}

/**
 * Removes surrounding white space, including the no-break space and other Unicode spaces
 * (String.prototype.trim's definition), which pasted text often carries.
 */
export function trimInput(value: string): string {
  return value.trim();
}
