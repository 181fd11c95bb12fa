/**
 * The upload rate a request's time-out allows for its body, in bytes per second: 1 Mbit/s, a
 * conservative mobile uplink. A death certificate with six files is about 16 MB of JSON (base64
 * files), which at this rate needs 128 s on the wire before the server can even answer; one
 * time-out for every call would cut such an upload on a slow line while the bytes still flow.
 * A named constant, not configuration: the rate is a property of the people's connections, not
 * of an environment.
 */
export const assumedUploadBytesPerSecond = 125_000;

/**
 * A request's time-out: the configured one (the server's answer time), plus the time its body
 * takes to upload at {@link assumedUploadBytesPerSecond}, in whole milliseconds rounded up. No
 * body, no extra time; a small JSON body, a few milliseconds (so it is still cut at about the
 * configured time).
 *
 *   requestTimeoutFor(30_000, 16_000_000) === 30_000 + 128_000
 */
export function requestTimeoutFor(baseTimeoutMs: number, bodyBytes: number): number {
  if (!(bodyBytes > 0)) return baseTimeoutMs;
  return baseTimeoutMs + Math.ceil((bodyBytes * 1000) / assumedUploadBytesPerSecond);
}

/**
 * How many bytes a request body takes on the wire as axios sends it: a string as it is, anything
 * else as JSON, both in UTF-8. No body (undefined, null) is 0.
 */
export function requestBodyBytes(body: unknown): number {
  if (body === undefined || body === null) return 0;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return typeof text === 'string' ? utf8Length(text) : 0;
}

/** UTF-8 length without allocating a copy of a 16 MB string. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      // A surrogate pair: one code point, four bytes.
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}
