// After `astro build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset in
// dist/client, at the highest levels (done once, so the server never compresses a static file).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/client';
const TEXT = /\.(js|mjs|css|svg|html|json|webmanifest|txt|xml)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(ROOT)) {
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
  before += raw.length;
  after += br.length;
}
console.log(`precompressed ${count} files in ${ROOT}: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB brotli`);
