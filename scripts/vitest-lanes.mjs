// Runs vitest's projects in lanes at once: the SQLite side and the PostgreSQL side's two.
// On 2 cores vitest runs one file at a time (cores - 1 workers), and most of a contract test is spent
// waiting on its server or database. Within a lane files still run one after another, because the
// contract tests of one project share one server and its data; the lanes share nothing.
// Extra arguments (a file filter, `--reporter`) go to every lane. Exits non-zero if any lane fails.
//
// A lane never holds the run for ever: vitest's own limits cannot end a test whose process is stuck
// (a synchronous wait, a child that never exits), and CI only says that its time ran out. A lane
// silent for SILENT_MINUTES is ended, with the processes it left and its last lines printed, and
// fails the run; a lane whose vitest has exited is done even if a process it started still holds
// its output open.
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const LANES = {
  sqlite: ['unit', 'api', 'multinode'],
  // PostgreSQL's two projects have a cluster each and share nothing: two lanes. Most of a lane's time
  // is spent waiting (on a server, a database, a timer), so three lanes on 2 cores keep both busy.
  'postgres-unit': ['unit-postgres'],
  'postgres-api': ['api-postgres'],
};
const SILENT_MINUTES = Number(process.env.VITEST_LANE_SILENT_MINUTES ?? 10);
/** After vitest exits, what it printed last still drains through the pipe for this long. */
const DRAIN_MS = 3_000;

// A file filter may match nothing in one lane.
const extra = process.argv.slice(2);
const running = new Set();

/** The processes under `pid`, a line each with how long they have run, for a person to see what is stuck. */
function processesUnder(pid) {
  let table;
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid=,etime=,args='], { encoding: 'utf8', timeout: 10_000 });
  } catch (error) {
    return [`(ps failed: ${error.message})`];
  }
  const rows = table
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id, parent, elapsed, ...args] = line.trim().split(/\s+/);
      return { id: Number(id), parent: Number(parent), line: `${id} ${elapsed} ${args.join(' ').slice(0, 160)}` };
    });
  const under = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) if (under.has(row.parent) && !under.has(row.id)) grew = under.add(row.id) !== undefined;
  }
  return rows.filter((row) => under.has(row.id)).map((row) => row.line);
}

function runLane(name, projects) {
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), ...(extra.length ? ['--passWithNoTests', ...extra] : [])];
  // Its own process group: a lane that has to be ended is ended whole, with what it started.
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  const last = [];
  let lastLineAt = Date.now();
  // Each line says which lane it came from; a lane's lines keep their order.
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lastLineAt = Date.now();
      last.push(line);
      if (last.length > 20) last.shift();
      console.log(`[${name}] ${line}`);
    });
  }
  return new Promise((resolve) => {
    let silent = false;
    const watch = setInterval(() => {
      if (Date.now() - lastLineAt < SILENT_MINUTES * 60_000) return;
      silent = true;
      console.error(
        `✖ vitest lane ${name} printed nothing for ${SILENT_MINUTES} minutes: ending it. Its processes (pid, running for, command):`,
      );
      for (const line of processesUnder(child.pid)) console.error(`  ${line}`);
      console.error(`Its last lines:`);
      for (const line of last) console.error(`  [${name}] ${line}`);
      endGroup(child, 'SIGKILL');
    }, 15_000);
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      // What vitest printed last drains; a process it left behind holding the pipe does not hold the run.
      setTimeout(() => {
        running.delete(child);
        child.stdout.destroy();
        child.stderr.destroy();
        endGroup(child, 'SIGKILL');
        resolve({ name, code: silent ? 1 : (code ?? 1), signal: silent ? 'silent' : signal });
      }, DRAIN_MS);
    });
  });
}

function endGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

// Ctrl-C or CI's stop: the lanes' groups do not get the terminal's signal, so it is sent on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) endGroup(child, signal);
    process.exit(1);
  });
}

const started = Date.now();
const results = await Promise.all(Object.entries(LANES).map(([name, projects]) => runLane(name, projects)));
const seconds = Math.round((Date.now() - started) / 1000);
const failed = results.filter((result) => result.code !== 0);
for (const { name, code, signal } of failed) console.error(`✖ vitest lane ${name} failed (${signal ?? `exit ${code}`})`);
console.log(`vitest lanes: ${failed.length ? 'failed' : 'passed'} in ${seconds} s`);
process.exit(failed.length ? 1 : 0);
