/**
 * Splitting a payload for RSA-1024 with PKCS#1 v1.5 padding (spec §7). One block carries at most
 * 117 bytes. Text longer than that goes in chunks of at most 37 UTF-16 code units: even if every
 * unit were a 3-byte UTF-8 character that is 111 bytes, and a surrogate pair (4 bytes in UTF-8)
 * is never split, so every chunk fits one block.
 */
export const RSA_BLOCK_BYTES = 117;
export const CHUNK_UNITS = 37;

const encoder = new TextEncoder();

export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

export function splitForRsa(text: string): string[] {
  if (utf8Length(text) <= RSA_BLOCK_BYTES) return [text];
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + CHUNK_UNITS, text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Chunks are joined with commas; Base64 never contains one. */
export const CHUNK_SEPARATOR = ',';
