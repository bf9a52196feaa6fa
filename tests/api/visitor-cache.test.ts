// Every page that asks to be kept for visitors (cacheForVisitors, from the page or from a
// component on it) is answered from the front door's memory on the next visitor request. Moving
// the call into a component once left the lotto lobby rendering on every request, a hundred
// times slower; this fails when that happens again, or when a new caller is not listed here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';

const baseUrl = inject('baseUrl');

/** Each file that calls cacheForVisitors, and the routes it is on. */
const CALLERS: Record<string, string[]> = {
  'src/pages/index.astro': ['/'],
  'src/pages/login.astro': ['/login'],
  'src/pages/register.astro': ['/register'],
  'src/pages/login_box.astro': ['/login_box'],
  'src/pages/register_box.astro': ['/register_box'],
  'src/pages/forgot.astro': ['/forgot'],
  'src/pages/lotto/rates.astro': ['/lotto/rates'],
  'src/pages/lotto/results.astro': ['/lotto/results'],
  'src/pages/lobby/index.astro': ['/lobby'],
  'src/pages/lobby/[name].astro': ['/lobby/slot', '/lobby/casino'],
  'src/components/lotto/LobbyBody.astro': ['/lotto/lobby', '/liff/lotto'],
  'src/pages/promotions/[promotion].astro': ['/promotions/welcome'],
  'src/pages/help/index.astro': ['/help'],
  'src/pages/help/[guide].astro': ['/help/faq'],
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('pages kept for visitors', () => {
  it('lists every caller of cacheForVisitors in the sources', () => {
    const callers = filesUnder('src')
      .filter((file) => file.endsWith('.astro') && /cacheForVisitors\(Astro/.test(readFileSync(file, 'utf8')))
      .sort();
    expect(callers).toEqual(Object.keys(CALLERS).sort());
  });

  for (const [file, routes] of Object.entries(CALLERS)) {
    for (const route of routes) {
      it(`${route} (${file}) is served from memory to the next visitor`, async () => {
        const first = await fetch(baseUrl + route);
        expect(first.status).toBe(200);
        await first.arrayBuffer();
        const second = await fetch(baseUrl + route);
        expect(second.status).toBe(200);
        expect(second.headers.get('x-r999-served-from')).toBe('memory');
        expect(await second.text()).toContain('<html');
      });
    }
  }

  it('a member always gets a render of their own', async () => {
    const login = await fetch(baseUrl + auth.login.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('r999_session='))!
      .split(';')[0]!;
    await fetch(`${baseUrl}/lotto/lobby`);
    const answer = await fetch(`${baseUrl}/lotto/lobby`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-r999-served-from')).toBeNull();
    expect(answer.headers.get('cache-control')).toContain('no-store');
  });
});
