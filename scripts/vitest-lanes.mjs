// Runs vitest's projects in two lanes at once: the SQLite side and the PostgreSQL side.
// On 2 cores vitest runs one file at a time (cores - 1 workers), and most of a contract test is spent
// waiting on its server or database. Within a lane files still run one after another, because the
// contract tests of one project share one server and its data; the lanes share nothing.
// Extra arguments (a file filter, `--reporter`) go to both lanes. Exits non-zero if either lane fails.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const LANES = {
  sqlite: ['unit', 'api', 'multinode'],
  postgres: ['unit-postgres', 'api-postgres'],
};

// A file filter may match nothing in one lane.
const extra = process.argv.slice(2);

function runLane(name, projects) {
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), ...(extra.length ? ['--passWithNoTests', ...extra] : [])];
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  // Each line says which lane it came from; a lane's lines keep their order.
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ name, code: code ?? 1, signal })));
}

const started = Date.now();
const results = await Promise.all(Object.entries(LANES).map(([name, projects]) => runLane(name, projects)));
const seconds = Math.round((Date.now() - started) / 1000);
const failed = results.filter((result) => result.code !== 0);
for (const { name, code, signal } of failed) console.error(`✖ vitest lane ${name} failed (${signal ?? `exit ${code}`})`);
console.log(`vitest lanes: ${failed.length ? 'failed' : 'passed'} in ${seconds} s`);
process.exit(failed.length ? 1 : 0);
