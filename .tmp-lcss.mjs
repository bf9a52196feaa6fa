import { transform } from 'lightningcss';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dir = 'dist/client/_astro/';
const f = readdirSync(dir).find((n) => n.endsWith('.css'));
const code = readFileSync(dir + f, 'utf8');
function unwrap(css, head) {
  let out = '', i = 0, n = 0;
  for (;;) {
    const at = css.indexOf(head, i);
    if (at < 0) return [out + css.slice(i), n];
    let depth = 0, j = at + head.length - 1;
    for (; j < css.length; j++) { if (css[j] === '{') depth++; else if (css[j] === '}' && --depth === 0) break; }
    out += css.slice(i, at) + css.slice(at + head.length, j);
    i = j + 1; n++;
  }
}
const [a, n] = unwrap(code, '@supports (color:color-mix(in lab, red, red)){');
const V = (major, minor = 0) => (major << 16) | (minor << 8);
const out = transform({ filename: f, code: Buffer.from(a), minify: true, targets: { chrome: V(111), safari: V(16, 4), firefox: V(128) } });
const g = (s) => gzipSync(s, { level: 9 }).length;
console.log(code.length, g(code), 'unwrapped', n, a.length, g(a), 'lcss', out.code.length, g(out.code));
const plain = transform({ filename: f, code: Buffer.from(code), minify: true, targets: { chrome: V(111), safari: V(16, 4), firefox: V(128) } });
console.log('lcss only', plain.code.length, g(plain.code));
