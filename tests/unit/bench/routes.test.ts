// The bench reads its routes from the site: every page file becomes a path to measure.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePatterns, plannedSample, rolesOf } from '../../../bench/routes.mjs';
import { PLANNED, plannedTitle } from '../../../src/lib/routes.ts';

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

describe('plannedSample', () => {
  it('gives every planned route a plain path the site itself recognises as planned', () => {
    for (const [pattern, title] of PLANNED) {
      const sample = plannedSample(pattern);
      expect(sample, String(pattern)).toMatch(/^\/[a-z/_-]*$/);
      expect(plannedTitle(sample!)).toBe(title);
    }
  });

  it('leaves optional groups out, nested ones too', () => {
    expect(plannedSample(/^\/lobby(\/(casino|slot))?$/)).toBe('/lobby');
    expect(plannedSample(/^\/poll(\/\d+)?$/)).toBe('/poll');
    expect(plannedSample(/^\/member\/coupon$/)).toBe('/member/coupon');
  });

  it('refuses a pattern that is not a plain path', () => {
    expect(plannedSample(/^\/item\/\d+$/)).toBeUndefined();
  });
});

describe('rolesOf', () => {
  it('measures each page as whoever the guards let in', () => {
    expect(rolesOf('/member/profile').roles).toEqual(['member']);
    expect(rolesOf('/login').roles).toEqual(['visitor']);
    expect(rolesOf('/lotto/lobby').roles).toEqual(['visitor', 'member']);
  });
});
