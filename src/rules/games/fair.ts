// Provably fair outcomes for the embedded platform's games: each round's outcome is read from
// HMAC-SHA256 keyed with the server seed over `${clientSeed}:${nonce}`. Before playing, the member
// sees SHA-256 of the server seed (the commitment) and chooses the client seed; the nonce counts the
// rounds played with that pair. Rotating the seed reveals the old one, and anyone can then recompute
// every round it made. Written once, here: the platform plays with these functions and the
// browser's verify panel checks with the same ones (WebCrypto on both sides).

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text, in hex: what the member sees of the server seed before playing. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The message a round's outcome is drawn from: the member's client seed and the round's nonce. */
export function roundMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

/** HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) in hex: everything a round's outcome comes from. */
export async function roundDigest(serverSeed: string, clientSeed: string, nonce: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(roundMessage(clientSeed, nonce))));
}

/** Floats a digest gives: 8 of them, each from 4 bytes (b0/256 + b1/256² + …), in [0, 1). */
export const FLOATS_PER_DIGEST = 8;

export function floatsFrom(digestHex: string): number[] {
  if (!/^[0-9a-f]{64}$/.test(digestHex)) throw new Error('a round digest is 64 hex digits');
  const floats: number[] = [];
  for (let index = 0; index < FLOATS_PER_DIGEST; index++) {
    let value = 0;
    for (let byte = 0; byte < 4; byte++)
      value += parseInt(digestHex.slice(index * 8 + byte * 2, index * 8 + byte * 2 + 2), 16) / 256 ** (byte + 1);
    floats.push(value);
  }
  return floats;
}

/**
 * `count` floats for a round that needs more than one digest's 8 (a free-spin feature): the first
 * digest is roundDigest's, digest k ≥ 1 is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`).
 */
export async function roundFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digests = await Promise.all(
    Array.from({ length: Math.ceil(count / FLOATS_PER_DIGEST) }, (_, k) =>
      crypto.subtle.sign(
        'HMAC',
        key,
        encoder.encode(k === 0 ? roundMessage(clientSeed, nonce) : `${roundMessage(clientSeed, nonce)}:${k}`),
      ),
    ),
  );
  return digests.flatMap((digest) => floatsFrom(hex(digest))).slice(0, count);
}
