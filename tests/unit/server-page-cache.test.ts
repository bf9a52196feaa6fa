// The visitor page cache: what a client's Accept-Encoding gets, expiry, and 304 on a matching ETag.
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  cacheForVisitors,
  cachedAnswer,
  cachedPage,
  forgetVisitorPages,
  keepPage,
  pageToServe,
  renewingPage,
  negotiate,
  visitorPagesForgotten,
} from '../../src/server/page-cache.ts';

describe('negotiate', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['deflate', 'identity'],
    ['', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['GZIP', 'gzip'],
  ])('%j -> %s', (header, expected) => {
    expect(negotiate(header)).toBe(expected);
  });
});

describe('the visitor page cache', () => {
  const html = Buffer.from('<!doctype html><p>สวัสดี</p>'.repeat(50));
  const headers = new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=1' });

  it('keeps the page for its seconds, compressed both ways, without cookies', () => {
    const page = keepPage('/t1', 200, headers, html, 10, 1_000);
    expect(cachedPage('/t1', 10_999)).toBe(page);
    expect(cachedPage('/t1', 11_000)).toBeUndefined();
    expect(brotliDecompressSync(page.br)).toEqual(html);
    expect(gunzipSync(page.gzip)).toEqual(html);
    const names = page.headers.map(([name]) => name);
    expect(names).not.toContain('set-cookie');
  });

  it('answers the expired page only while one request renders its successor, for at most 10 s', () => {
    const page = keepPage('/t4', 200, headers, html, 10, 1_000);
    // Expired and nobody rendering: the request renders (no answer from memory).
    expect(pageToServe('/t4', 11_000)).toBeUndefined();
    renewingPage('/t4', 11_000);
    // The others meanwhile get the expired copy, the renderer's own middleware does not.
    expect(pageToServe('/t4', 11_500)).toBe(page);
    expect(cachedPage('/t4', 11_500)).toBeUndefined();
    // The successor kept: it is served, fresh.
    const next = keepPage('/t4', 200, headers, html, 10, 12_000);
    expect(pageToServe('/t4', 12_001)).toBe(next);
    // A render that kept nothing: the stale answers stop after 10 s.
    renewingPage('/t4', 22_000);
    expect(pageToServe('/t4', 31_999)).toBe(next);
    expect(pageToServe('/t4', 32_000)).toBeUndefined();
    // A content change forgets the expired copy too.
    forgetVisitorPages();
    expect(pageToServe('/t4', 22_001)).toBeUndefined();
  });

  it('does not keep a page that began to render before a content change was forgotten', () => {
    const began = visitorPagesForgotten();
    // Another node's change arrives while the page renders with what was there before it.
    forgetVisitorPages();
    const page = keepPage('/t3', 200, headers, html, 10, Date.now(), began);
    expect(page.identity.equals(html)).toBe(true);
    expect(cachedPage('/t3')).toBeUndefined();
    // Rendered after it: kept.
    keepPage('/t3', 200, headers, html, 10, Date.now(), visitorPagesForgotten());
    expect(cachedPage('/t3')).toBeDefined();
  });

  it('takes the shortest wish of a page and the components on it', () => {
    const astro = { locals: { member: null, agent: null } as App.Locals };
    cacheForVisitors(astro, 10);
    cacheForVisitors(astro, 2);
    cacheForVisitors(astro, 5);
    expect(astro.locals.visitorCacheSeconds).toBe(2);
  });

  it('answers compressed as asked, and 304 with no body for a matching ETag', () => {
    const page = keepPage('/t2', 200, headers, html, 10);
    const br = cachedAnswer(page, 'GET', 'gzip, br', null);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.body).toEqual(page.br);
    const plain = cachedAnswer(page, 'GET', null, null);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toEqual(html);
    const head = cachedAnswer(page, 'HEAD', 'gzip', null);
    expect(head.body).toBeNull();
    const again = cachedAnswer(page, 'GET', 'br', `W/"other", ${page.etag}`);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });
});
