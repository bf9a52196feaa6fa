// `npm run operator -- ...` for the contract tests, run in the test's own process: the same
// main() as src/platform/cli.ts (its parsing, commands, printed lines and exit code) on the
// database it is pointed at. A new Node process per call loaded the whole platform from
// TypeScript each time, 1.3-1.8 s of CPU a call and most of the contract tests' time. The test
// process is not the server's, so what must cross processes still does (SQLite's live notices,
// PostgreSQL's NOTIFY). The command line's own entry is run as a process by the backup tests and
// by every end-to-end test that types a command.

export interface OperatorDatabase {
  dataDir: string;
  /** PostgreSQL's URL; '' or none for the SQLite file in dataDir. */
  databaseUrl?: string;
}

/** A command's exit code other than 0, with what it printed (the shape execFile's error had). */
export class OperatorFailed extends Error {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  constructor(code: number, stdout: string, stderr: string, args: string[]) {
    super(`operator ${args.join(' ')} exited ${code}:\n${stderr}`);
    this.code = code;
    this.stdout = stdout;
    this.stderr = stderr;
  }
}

// One command at a time: the environment and the console it prints through are the process's.
let queue: Promise<unknown> = Promise.resolve();

/** What the command printed on stdout; rejects with OperatorFailed when it exits non-zero. */
export function runOperator(where: OperatorDatabase, args: string[]): Promise<string> {
  const turn = queue.then(() => runNow(where, args));
  queue = turn.catch(() => undefined);
  return turn;
}

async function runNow(where: OperatorDatabase, args: string[]): Promise<string> {
  // The platform's log lines are not the command's output (a process's went to its own stdout).
  process.env.LOG_LEVEL ??= 'warn';
  const { main } = await import('../../src/platform/cli-commands.ts');
  const saved = { dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL, log: console.log, error: console.error };
  const out: string[] = [];
  const err: string[] = [];
  process.env.DATA_DIR = where.dataDir;
  process.env.DATABASE_URL = where.databaseUrl ?? '';
  console.log = (...parts: unknown[]) => void out.push(parts.map(String).join(' '));
  console.error = (...parts: unknown[]) => void err.push(parts.map(String).join(' '));
  let code: number;
  try {
    code = await main(args);
  } catch (error) {
    // What would have ended the process with its stack.
    err.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    code = 1;
  } finally {
    console.log = saved.log;
    console.error = saved.error;
    restore('DATA_DIR', saved.dataDir);
    restore('DATABASE_URL', saved.databaseUrl);
  }
  const stdout = out.map((line) => `${line}\n`).join('');
  if (code !== 0) throw new OperatorFailed(code, stdout, err.join('\n'), args);
  return stdout;
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
