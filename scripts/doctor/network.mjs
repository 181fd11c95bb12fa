// What the deployment doctor's sections share about the network: a failure to reach an address
// in words, and whether a host is this machine (types: network.d.mts).

/** Whether a host is this machine (http is fine there: nothing leaves it; a portal served there is a developer's). */
export const isLoopback = (/** @type {string} */ hostname) => {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
};

/** The error codes of Node's TLS that say the certificate was refused. */
const CERTIFICATE_CODES = /^(ERR_TLS_CERT_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_(GET|VERIFY)_)/;
/** The ones that say the TLS handshake itself failed (plain http on an https port, no common protocol). */
const HANDSHAKE_CODES = /^(ERR_SSL_|ERR_TLS_|EPROTO$)/;

/**
 * What went wrong reaching an address, in words: the name does not resolve, the connection is
 * refused or cut, the certificate is refused, or no answer came in time; the code as Node gives it.
 * @param {unknown} error a rejection of fetch (its `cause` holds the system error) or of a socket
 * @returns {string}
 */
export function describeNetworkError(error) {
  /** @type {unknown[]} */
  const chain = [];
  for (let current = error; current instanceof Object && chain.length < 5; current = /** @type {{ cause?: unknown }} */ (current).cause) chain.push(current);
  const names = chain.map((item) => String(/** @type {{ name?: unknown }} */ (item).name ?? ''));
  const codes = chain.map((item) => String(/** @type {{ code?: unknown }} */ (item).code ?? '')).filter(Boolean);
  const code = codes[0] ?? '';
  const detail = code ? ` (${code})` : '';
  if (names.includes('TimeoutError') || names.includes('AbortError') || /TIMEDOUT|TIMEOUT/.test(code)) return 'no respondió a tiempo';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return `el nombre no se resuelve en DNS${detail}`;
  if (code === 'ECONNREFUSED') return `la conexión fue rechazada: nadie escucha en ese puerto${detail}`;
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') return `la conexión se cortó antes de la respuesta${detail}`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `no hay ruta hasta el servidor${detail}`;
  if (CERTIFICATE_CODES.test(code)) return `el certificado TLS no es válido para Node${detail}`;
  if (HANDSHAKE_CODES.test(code)) return `falló la negociación TLS: el servidor no habla https en ese puerto o no comparte versión con Node${detail}`;
  const last = /** @type {{ message?: unknown }} */ (chain.at(-1) ?? {}).message;
  return `falló la conexión${detail}${typeof last === 'string' && last ? `: ${last}` : ''}`;
}
