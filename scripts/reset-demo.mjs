// Deletes the embedded platform's database; the next start creates and seeds a fresh one.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
for (const suffix of ['', '-wal', '-shm']) {
  const file = join(dataDir, `platform.sqlite${suffix}`);
  if (existsSync(file)) rmSync(file);
}
console.log(`Demo data reset in ${dataDir}. Start the site again to seed it.`);
