// The part of the layer rules dependency-cruiser cannot read (it does not parse .astro files),
// and what each room may hold. Run by `npm run lint`; prints each breach and exits 1.
//   - An .astro file reaches the platform only through the server glue (src/server/).
//   - A <script> in an .astro file runs in the browser: no platform, no server glue.
//   - components/ holds server-rendered .astro pieces only; islands/ holds no .astro file.
//   - Money moves and is read through platform/money/ only: no query elsewhere names a ledger
//     table (the data layer, platform/db/, creates them and copies them between engines).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');

/** Every file under a folder, as paths relative to the repository. */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** The relative specifiers a piece of code imports, resolved to repository paths. */
function importsOf(code, file) {
  const found = [];
  for (const match of code.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier?.startsWith('.'))
      found.push(
        relative(ROOT, resolve(ROOT, dirname(file), specifier))
          .split('\\')
          .join('/'),
      );
  }
  return found;
}

/** An .astro file's server part (the frontmatter) and its browser parts (<script> blocks). */
function partsOf(source) {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return { frontmatter, scripts };
}

/** The append-only books of money (platform/db/tables/): the wallets' ledger and the point ledger. */
const LEDGER_TABLES = ['ledger', 'point_ledger'];
// A query builder call naming a ledger table (`selectFrom('ledger as l')`), or SQL text that does (`FROM ledger`).
const LEDGER_QUERY = new RegExp(
  `\\b(?:selectFrom|insertInto|updateTable|deleteFrom|(?:inner|left|right|full)?Join|with)\\(\\s*['"\`](?:${LEDGER_TABLES.join('|')})\\b` +
    `|\\b(?:from|join|into|update)\\s+"?(?:${LEDGER_TABLES.join('|')})\\b`,
  'i',
);
const LEDGER_ROOMS = /^src\/platform\/(money|db)\//;

const breaches = [];
for (const file of filesUnder(SRC)) {
  if (/\.(ts|tsx|mjs|astro)$/.test(file) && !LEDGER_ROOMS.test(file)) {
    for (const [index, text] of readFileSync(join(ROOT, file), 'utf8').split('\n').entries())
      if (LEDGER_QUERY.test(text)) breaches.push(`${file}:${index + 1}: a ledger table is read or written through platform/money/ only`);
  }
  if (file.startsWith('src/components/') && !file.endsWith('.astro')) {
    breaches.push(`${file}: components/ holds server-rendered .astro pieces only (client code goes beside its island)`);
  }
  if (file.startsWith('src/islands/') && file.endsWith('.astro')) {
    breaches.push(`${file}: islands/ holds hydrated React roots and their parts, no .astro file`);
  }
  if (!file.endsWith('.astro')) continue;
  const { frontmatter, scripts } = partsOf(readFileSync(join(ROOT, file), 'utf8'));
  for (const target of importsOf(frontmatter, file)) {
    if (target.startsWith('src/platform/')) breaches.push(`${file} -> ${target}: pages reach the platform through src/server/ only`);
  }
  for (const target of scripts.flatMap((script) => importsOf(script, file))) {
    if (/^src\/(platform|server)\//.test(target))
      breaches.push(`${file} <script> -> ${target}: browser code must not import the server side`);
  }
}

if (breaches.length > 0) {
  console.error(`Room rules (ARCHITECTURE.md) broken ${breaches.length} time(s):\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
console.log('rooms: every .astro import and every room holds what it should; only money/ names a ledger table');
