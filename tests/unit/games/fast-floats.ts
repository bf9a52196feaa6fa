// Floats for the million-round simulations, fast: sfc32, a small seeded generator, read like
// games-fair.ts floatsFrom reads 4 bytes of a digest (a whole number of 2⁻³², in [0, 1)). A million
// HMAC-SHA256 digests cost seconds on a shared CI machine; what a simulation checks is the game's
// arithmetic over uniform floats, and each game's test still reads its rounds from real digests
// (WebCrypto and node:crypto alike) where it checks how a round is drawn.
export function fastFloats(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 2 ** 32;
  };
  // The first outputs still carry the seed's pattern.
  for (let i = 0; i < 16; i++) next();
  return next;
}

/** A round's floats as one digest gives them (games-fair.ts FLOATS_PER_DIGEST), from fastFloats. */
export function fastDigestFloats(seed: number): () => number[] {
  const next = fastFloats(seed);
  return () => [next(), next(), next(), next(), next(), next(), next(), next()];
}
