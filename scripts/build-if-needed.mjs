// `npm start` builds only when there is no build yet or the sources changed since the last one.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const entry = 'dist/server/entry.mjs';
const sources = ['src', 'public', 'astro.config.mjs', 'package.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
if (!built || Math.max(...sources.map(newestChange)) > built) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execSync('npm run build', { stdio: 'inherit' });
}
