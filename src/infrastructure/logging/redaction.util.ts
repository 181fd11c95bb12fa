/**
 * The one redaction of the portal's logs and of its field telemetry's error texts: every secret
 * and piece of personal data a message may carry is replaced by a mark, while what helps whoever
 * investigates (a stack frame's script, line and column, a route pattern, short numbers) keeps its
 * shape. It works by patterns, so it errs towards hiding: a version or a date with five or more
 * digits is hidden too.
 */

/** A JWT (three base64url parts, the first a JSON header): access, ID and some refresh tokens. */
const jwtPattern = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const bearerPattern = /\bBearer\s+[\w.~+/-]+=*/gi;

/** Parameters whose value is secret whatever it looks like, however short (OAuth, passwords, keys). */
const secretNames = [
  'code', 'code_verifier', 'refresh_token', 'access_token', 'id_token', 'client_secret', 'state', 'session_state',
  'password', 'passwd', 'pwd', 'token', 'ticket', 'key', 'api_key', 'apikey', 'secret', 'signature', 'sig', 'nonce',
  'session', 'sessionid', 'sid', 'otp', 'pin', 'clave', 'contrasena', 'contraseña',
].join('|');
/** key=value (query strings, form bodies) and "key": "value" (JSON). */
const secretParameterPattern = new RegExp(`(?<![\\w-])(${secretNames})=[^&\\s"']+`, 'giu');
const secretJsonPattern = new RegExp(`"(${secretNames})"\\s*:\\s*"[^"]*"`, 'giu');

/**
 * An opaque value under any name: after `=` or after a `:` that follows a name or a closing quote
 * (`ticket=…`, `"x": "…"`, `x: …`), 16 or more base64url, hex or percent-encoded characters. A
 * route pattern's `/:param` has no name before its colon, and an address (`https://…`) starts with
 * a slash, so neither is taken.
 */
const namedValuePattern = /((?:[\p{L}\p{N}_\]"'-])\s*[=:]\s*["']?)([\w~+%-][\w~+/%-]{15,}={0,2})/gu;
/** A standalone opaque run of 32 or more letters, digits and underscores (a session id, a hex digest). */
const standaloneOpaquePattern = /(?<![\w-])[A-Za-z0-9_]{32,}(?![\w-])/g;

/**
 * An e-mail address, also with a Unicode local part (`josé@…`) or domain, and with its `@`
 * percent-encoded (`%40`, as in a query). The local part takes letters, marks, digits and
 * `. _ % + -`, so no quote, `=` or `/` before it is swallowed; it is tried from a word's start
 * only, so a long word costs one pass, not one per letter.
 */
const emailPattern = /(?<![\p{L}\p{M}\p{N}._%+-])[\p{L}\p{M}\p{N}._%+-]+(?:@|%40)[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+/giu;

/**
 * A run of digits in any grouping (`1.017.234.567`, `1017 234 567`, `71-234-567`, `%20`), after
 * anything (`CC:`, `=`, a quote, letters): hidden when it holds five digits or more (document,
 * phone and card numbers, dates of birth).
 */
const digitRunPattern = /\d(?:(?:[.\- \u00a0\u202f]|%20)?\d)*/g;
const MIN_HIDDEN_DIGITS = 5;

/**
 * What keeps its shape: a stack frame's script name with its `:line:column` (Chromium's
 * `(https://host/assets/x-Ab12.js:1:23456)`, Firefox's `@…/x.js:1:2`, `<anonymous>:3:4`), and an
 * address's port (`//localhost:51730/`). A query between the script and its line is not kept.
 */
const keptPattern =
  /((?<![\w$.-])[\w$-]+(?:\.[\w$-]+)*\.(?:[cm]?[jt]sx?|vue|svelte|html?)|<anonymous>)(\?[^\s():]*)?((?::\d+){1,2})(?![\w.-])|(\/\/[\p{L}\p{N}.-]+)(:\d{1,5})(?=[/\s)]|$)/gu;

const isOpaque = (value: string): boolean => {
  if (value.startsWith('/')) return false;
  const hasDigit = /\d/.test(value);
  const hasLetter = /[A-Za-z]/.test(value);
  return (hasDigit && hasLetter) || (/[a-z]/.test(value) && /[A-Z]/.test(value));
};

const countDigits = (text: string): number => text.replace(/\D/g, '').length;

/** The redaction of text holding no kept piece. */
function redactPiece(text: string): string {
  return text
    .replace(jwtPattern, '[token]')
    .replace(bearerPattern, 'Bearer [token]')
    .replace(secretParameterPattern, '$1=[oculto]')
    .replace(secretJsonPattern, '"$1":"[oculto]"')
    .replace(emailPattern, '[correo]')
    .replace(namedValuePattern, (whole, before: string, value: string) => (isOpaque(value) ? `${before}[oculto]` : whole))
    .replace(standaloneOpaquePattern, (value) => (isOpaque(value) ? '[token]' : value))
    .replace(digitRunPattern, (run) => (countDigits(run) >= MIN_HIDDEN_DIGITS ? '[número]' : run));
}

/** The text with every secret and piece of personal data it may carry replaced by a mark. */
export function redactSecrets(text: string): string {
  let result = '';
  let from = 0;
  for (const match of text.matchAll(keptPattern)) {
    const [whole, script, query, position, authority, port] = match;
    result += redactPiece(text.slice(from, match.index));
    result += script === undefined ? `${redactPiece(authority!)}${port}` : `${script}${query === undefined ? '' : redactPiece(query)}${position}`;
    from = match.index + whole.length;
  }
  return result + redactPiece(text.slice(from));
}
