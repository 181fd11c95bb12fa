import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdf-lib writes it (the sandbox's certificates), for assertions such as
 * "the downloaded certificate names the person". Not a general PDF parser: it reads every
 * stream, inflates the FlateDecode ones, and collects the strings shown between BT and ET
 * (`<hex> Tj`, `(literal) Tj`, `[...] TJ`, `'` and `"`), decoding bytes as WinAnsi, the
 * encoding of the standard fonts. Text objects and line moves (Td, TD, T*, Tm) become line
 * breaks, so `pdfText(bytes).split('\n')` gives the drawn lines.
 */
export function pdfText(pdf: Uint8Array | ArrayBuffer | string): string {
  const bytes = toBuffer(pdf);
  const lines: string[] = [];
  for (const content of streamsOf(bytes)) lines.push(...textLinesOf(content));
  return lines.join('\n');
}

/** The PDF's lines of text, trimmed and without empty ones. */
export function pdfLines(pdf: Uint8Array | ArrayBuffer | string): string[] {
  return pdfText(pdf)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** Whether the bytes start like a PDF file. */
export function isPdf(pdf: Uint8Array | ArrayBuffer | string): boolean {
  return toBuffer(pdf).subarray(0, 5).toString('latin1') === '%PDF-';
}

/** A string is taken as base64 (what the API and the download carry). */
function toBuffer(pdf: Uint8Array | ArrayBuffer | string): Buffer {
  if (typeof pdf === 'string') return Buffer.from(pdf, 'base64');
  return pdf instanceof ArrayBuffer ? Buffer.from(new Uint8Array(pdf)) : Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

function* streamsOf(bytes: Buffer): Generator<string> {
  const source = bytes.toString('latin1');
  const streamStart = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamStart.exec(source)) !== null) {
    // 'endstream' also matches /stream/; only a keyword after a dictionary ('>>') opens one.
    const before = source.slice(Math.max(0, match.index - 1024), match.index);
    if (!/>>\s*$/.test(before)) continue;
    const dictionary = before.slice(before.lastIndexOf('<<'));
    const start = match.index + match[0].length;
    const lengthMatch = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const end = lengthMatch ? start + Number(lengthMatch[1]) : source.indexOf('endstream', start);
    if (end < start) continue;
    const raw = bytes.subarray(start, end);
    streamStart.lastIndex = end;
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        yield inflateSync(raw).toString('latin1');
      } catch {
        // Not a stream of ours (or damaged): nothing to read from it.
      }
    } else if (!/\/Filter/.test(dictionary)) {
      yield raw.toString('latin1');
    }
  }
}

function textLinesOf(content: string): string[] {
  const lines: string[] = [];
  const textObject = /\bBT\b([\s\S]*?)\bET\b/g;
  let block: RegExpExecArray | null;
  while ((block = textObject.exec(content)) !== null) {
    let current = '';
    const tokens = /<([0-9A-Fa-f\s]*)>|\((?:\\[\s\S]|[^\\)])*\)|(?<![A-Za-z*])(Tj|TJ|T\*|Td|TD|Tm|'|")(?![A-Za-z*])/g;
    let pending: string[] = [];
    let token: RegExpExecArray | null;
    while ((token = tokens.exec(block[1] ?? '')) !== null) {
      const [text, hex, operator] = token;
      if (hex !== undefined) pending.push(decodeWinAnsi(Buffer.from(hex.replace(/\s/g, ''), 'hex')));
      else if (text.startsWith('(')) pending.push(decodeWinAnsi(literalBytes(text.slice(1, -1))));
      else if (operator === 'Tj' || operator === 'TJ') {
        current += pending.join('');
        pending = [];
      } else if (operator === "'" || operator === '"') {
        lines.push(current);
        current = pending.join('');
        pending = [];
      } else if (operator === 'T*' || operator === 'Td' || operator === 'TD' || operator === 'Tm') {
        if (current !== '') lines.push(current);
        current = '';
        pending = [];
      }
    }
    if (current !== '') lines.push(current);
  }
  return lines;
}

/** A literal string's bytes: backslash escapes (\n, \(, \\, octal \ddd), line continuations. */
function literalBytes(literal: string): Buffer {
  const out: number[] = [];
  for (let index = 0; index < literal.length; index++) {
    const character = literal[index] ?? '';
    if (character !== '\\') {
      out.push(character.charCodeAt(0) & 0xff);
      continue;
    }
    const next = literal[++index] ?? '';
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index, index + 3));
    if (octal) {
      out.push(parseInt(octal[0], 8) & 0xff);
      index += octal[0].length - 1;
    } else if (next === '\r' || next === '\n') {
      if (next === '\r' && literal[index + 1] === '\n') index++;
    } else {
      const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
      out.push(escapes[next] ?? next.charCodeAt(0));
    }
  }
  return Buffer.from(out);
}

// WinAnsi differs from Latin-1 only in 0x80-0x9F.
const winAnsiHigh: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š',
  0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—',
  0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

function decodeWinAnsi(bytes: Buffer): string {
  return Array.from(bytes, (byte) => winAnsiHigh[byte] ?? String.fromCharCode(byte)).join('');
}
