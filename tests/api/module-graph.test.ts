// One module graph per process (issue 41): the built server imports the server glue and the
// platform from src/ (astro.config.mjs, serverGlueFromSource), so the pages and the front door,
// which scripts/serve-worker.mjs loads from src/ itself, hold the very same modules: one page
// cache, one agent content keep, one platform. Before, the bundle carried its own copies and they
// shared their state through globals.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SHARED = ['src/server', 'src/platform'];

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const built = filesUnder('dist/server', '.mjs').map((file) => ({ file, code: readFileSync(join(ROOT, file), 'utf8') }));

describe('one module graph per process', () => {
  it('keeps no state on globalThis for a second copy of a module', () => {
    const holders = [...SHARED, 'src/middleware.ts', 'scripts']
      .flatMap((dir) => (dir.endsWith('.ts') ? [dir] : filesUnder(dir, '.ts').concat(filesUnder(dir, '.mjs'))))
      .filter((file) => /__r999[A-Z]/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(holders).toEqual([]);
  });

  it('the built server imports the server glue and the platform from their source files', () => {
    const imported = new Set<string>();
    for (const { file, code } of built)
      for (const [, path] of code.matchAll(/(?:from\s*|import\(\s*)"(\.[^"]+\.ts)"/g))
        imported.add(relative(ROOT, resolve(ROOT, dirname(file), path!)));
    for (const file of imported)
      expect(SHARED.some((dir) => file.startsWith(`${dir}/`)) && filesUnder(dirname(file), '.ts')).toContain(file);
    expect([...imported]).toEqual(
      expect.arrayContaining(['src/server/page-cache.ts', 'src/server/agent-content.ts', 'src/server/page-load.ts']),
    );
  });

  it('the built server holds no copy of a server or platform module', () => {
    // A copy would define the module's exported functions again. Names that code outside these
    // folders defines too, and short ones a library may use, say nothing.
    const definedElsewhere = new Set(
      filesUnder('src', '.ts')
        .concat(filesUnder('src', '.tsx'))
        .filter((file) => !SHARED.some((dir) => file.startsWith(`${dir}/`)))
        .flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/function (\w+)/g)].map(([, name]) => name)),
    );
    const exported = SHARED.flatMap((dir) => filesUnder(dir, '.ts'))
      .flatMap((file) =>
        [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^export (?:async )?function (\w+)/gm)].map(([, name]) => ({
          file,
          name: name!,
        })),
      )
      .filter(({ name }) => name.length >= 8 && !definedElsewhere.has(name));
    expect(exported.map(({ name }) => name)).toEqual(expect.arrayContaining(['forgetVisitorPages', 'forgetAgentContent', 'getPlatform']));
    const copies = exported.filter(({ name }) => built.some(({ code }) => code.includes(`function ${name}(`)));
    expect(copies).toEqual([]);
  });

  it('a page the built server keeps is the one the front door sees, and a forget reaches both', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'r999-graph-'));
    try {
      // In a process of its own, loaded as scripts/serve-worker.mjs loads them (not through vitest's runner).
      const probe = join(dataDir, 'probe.mjs');
      writeFileSync(
        probe,
        `import http from 'node:http';
        process.env.ASTRO_NODE_AUTOSTART = 'disabled';
        const pages = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'src/server/page-cache.ts')).href)});
        const { handler } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/server/entry.mjs')).href)});
        const server = http.createServer((req, res) => handler(req, res));
        await new Promise((done) => server.listen(0, '127.0.0.1', done));
        const ask = () => fetch('http://127.0.0.1:' + server.address().port + '/login').then((answer) => answer.text());
        await ask();
        const kept = pages.cachedPage('/login') !== undefined;
        pages.forgetVisitorPages();
        const forgotten = pages.cachedPage('/login') === undefined;
        await ask();
        const keptAgain = pages.cachedPage('/login') !== undefined;
        console.log(JSON.stringify({ kept, forgotten, keptAgain }));
        process.exit(0);`,
      );
      const run = spawnSync(process.execPath, [probe], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', PLATFORM_API_URL: '', LOG_LEVEL: 'silent' },
      });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual({ kept: true, forgotten: true, keptAgain: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
