// The bench reads its routes from the site: every page file becomes a path to measure.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pagePatterns, resolveRoutes, rolesOf } from '../../../bench/routes.mjs';

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

describe('resolveRoutes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("samples the back office's pages of one record: a round's risk desk and a member's page", async () => {
    const pages = mkdtempSync(join(tmpdir(), 'bench-admin-'));
    try {
      for (const file of ['admin/lotto/rounds/[id]/risk.astro', 'admin/members/[id].astro', 'admin/members/index.astro']) {
        mkdirSync(dirname(join(pages, file)), { recursive: true });
        writeFileSync(join(pages, file), '');
      }
      const rounds = [
        { round_id: 3, is_yeekee: true, category_code: 'yeekee', close_at: '2026-01-01T10:00:00Z' },
        { round_id: 7, is_yeekee: false, category_code: 'gov', close_at: '2026-01-16T08:30:00Z' },
        { round_id: 5, is_yeekee: false, category_code: 'laos', close_at: '2026-01-02T08:30:00Z' },
      ];
      vi.stubGlobal('fetch', async () => Response.json({ error: 0, message: '', data: rounds }));
      const { routes, unmeasured } = await resolveRoutes('http://site', { member: { memberId: 42 }, pagesDir: pages });
      expect(unmeasured).toEqual([]);
      expect(routes.map((route: { path: string }) => route.path)).toEqual([
        '/admin/lotto/rounds/7/risk',
        '/admin/members',
        '/admin/members/42',
      ]);
    } finally {
      rmSync(pages, { recursive: true, force: true });
    }
  });
});
