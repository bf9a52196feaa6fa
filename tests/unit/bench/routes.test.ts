// The bench reads its routes from the site: every page file becomes a path to measure.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePatterns, rolesOf } from '../../../bench/routes.mjs';

const fixture = mkdtempSync(join(tmpdir(), 'bench-pages-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function page(path: string) {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), '');
}

describe('pagePatterns', () => {
  it("turns page files into Astro's route patterns and leaves endpoints, partials and error pages out", () => {
    for (const file of [
      'index.astro',
      'login.astro',
      'lotto/index.astro',
      'lotto/[round_id].astro',
      'member/profile.astro',
      'notes/about.md',
      '[...route].astro',
      'api/[...path].ts',
      'feed.json.ts',
      '_parts/Header.astro',
      '404.astro',
      '500.astro',
    ])
      page(file);
    expect(pagePatterns(fixture)).toEqual(['/', '/[...route]', '/login', '/lotto', '/lotto/[round_id]', '/member/profile', '/notes/about']);
  });

  it('finds the pages of this site, so a new page is measured without editing the bench', () => {
    const patterns = pagePatterns();
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/login', '/lotto/lobby', '/lotto/results', '/lotto/[round_id]', '/member/profile']),
    );
    expect(patterns.some((pattern) => pattern.startsWith('/api'))).toBe(false);
  });
});

describe('rolesOf', () => {
  it('measures each page as whoever the guards let in', () => {
    expect(rolesOf('/member/profile').roles).toEqual(['member']);
    expect(rolesOf('/login').roles).toEqual(['visitor']);
    expect(rolesOf('/lotto/lobby').roles).toEqual(['visitor', 'member']);
  });
});
