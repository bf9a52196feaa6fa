// Another commit built beside this checkout, so that both can be measured in one run (`npm run
// bench -- --compare <commit>`): a detached git worktree in a temporary folder, on a copy of this
// checkout's node_modules made of hard links (instant; a symbolic link makes Astro's build resolve
// its own files outside the worktree), built by its own `npm run build`. Removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export function buildBase(ref, log) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'r999-base-'));
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir]);
    rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune']);
  };
  try {
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: 'ignore' });
    execFileSync('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')]);
    log?.(`building ${commit.slice(0, 10)} for the comparison…`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env: process.env });
    if (build.status !== 0) throw new Error(`the build of ${commit} failed:\n${build.stdout}\n${build.stderr}`);
    return { commit, dir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
