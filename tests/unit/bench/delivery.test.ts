// The caching and compression rules the bench applies to every answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import {
  cachedDocuments,
  deliveryChecks,
  expectedEncoding,
  isCacheable,
  isImmutable,
  isSharedCacheable,
  missingPrecompressed,
} from '../../../bench/delivery.mjs';

describe('encodings', () => {
  it('expects brotli when the client takes it, else gzip', () => {
    expect(expectedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(expectedEncoding('gzip')).toBe('gzip');
    expect(expectedEncoding('identity')).toBeNull();
    expect(expectedEncoding(null)).toBeNull();
  });
});

describe('caching', () => {
  const response = (cacheControl: string | null, etag: string | null = null) => ({ cacheControl, etag, lastModified: null });

  it('hashed assets must be immutable with a lifetime', () => {
    expect(isImmutable(response('public, max-age=31536000, immutable'))).toBe(true);
    expect(isImmutable(response('public, max-age=31536000'))).toBe(false);
    expect(isImmutable(response(null))).toBe(false);
  });

  it('cacheable HTML has a lifetime or a validator and is not no-store', () => {
    expect(isCacheable(response('public, max-age=60'))).toBe(true);
    expect(isCacheable(response('no-cache', '"abc"'))).toBe(true);
    expect(isCacheable(response('no-store', '"abc"'))).toBe(false);
    expect(isCacheable(response(null))).toBe(false);
  });

  it('member HTML must stay out of shared caches', () => {
    expect(isSharedCacheable(response('private, max-age=60'))).toBe(false);
    expect(isSharedCacheable(response('no-store'))).toBe(false);
    expect(isSharedCacheable(response(null))).toBe(false);
    expect(isSharedCacheable(response('public, s-maxage=60'))).toBe(true);
    expect(isSharedCacheable(response(null, '"abc"'))).toBe(true);
  });
});

it('lists the build files that have no .br or no .gz beside them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  try {
    mkdirSync(join(dir, '_astro'));
    for (const file of ['_astro/a.js', '_astro/a.js.br', '_astro/a.js.gz', '_astro/b.css', '_astro/b.css.gz', 'logo.svg', 'photo.webp']) {
      writeFileSync(join(dir, file), 'x');
    }
    expect(missingPrecompressed(dir)).toEqual({ total: 3, missing: ['_astro/b.css', 'logo.svg'] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the HTML the cache budgets judge', () => {
  const html = (path: string, cacheControl: string) => ({ path, kind: 'html', status: 200, cacheControl });

  it("leaves the back office out of the visitor's cacheable pages (no-store by design), not the site's", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
    try {
      const { visitorHtml, memberHtml } = cachedDocuments(
        [
          { role: 'visitor', responses: [html('/', 'public, max-age=10'), html('/admin/login', 'no-store')] },
          { role: 'visitor', responses: [html('/admin', 'no-store'), html('/administer', 'no-store')] },
          { role: 'member', responses: [html('/admin/login', 'no-store'), html('/member/profile', 'private, no-store')] },
        ],
        dir,
      );
      expect(visitorHtml.map((response) => response.path)).toEqual(['/', '/administer']);
      expect(memberHtml.map((response) => response.path)).toEqual(['/admin/login', '/member/profile']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it("judges the encoding of what came over the wire, not of a copy from the browser's memory cache", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  try {
    const logo = {
      method: 'GET',
      path: '/images/logo.svg',
      status: 200,
      kind: 'image',
      contentType: 'image/svg+xml',
      acceptEncoding: 'gzip, deflate, br, zstd',
      raw: 3323,
    };
    const checks = await deliveryChecks({
      pages: [
        { role: 'member', responses: [{ ...logo, contentEncoding: 'br', wire: 1200 }] },
        // The same logo drawn again on another page, from the memory cache: no encoding reported.
        { role: 'member', responses: [{ ...logo, contentEncoding: null, wire: 0 }] },
      ],
      baseUrl: 'http://127.0.0.1:9',
      member: { cookie: '' },
      clientDir: dir,
    });
    const brotli = checks.find((check: { label: string }) => check.label.startsWith('HTML/JS/CSS/SVG/JSON in brotli'));
    expect(brotli).toMatchObject({ value: 0, unit: 'of 1' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('expects no compression of an API answer under 1 KiB (the server sends it as it is), and does of a larger one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  try {
    const answer = (path: string, raw: number) => ({
      method: 'GET',
      path,
      status: 200,
      kind: 'fetch',
      contentType: 'application/json',
      acceptEncoding: 'gzip, deflate, br, zstd',
      contentEncoding: null,
      raw,
      wire: raw,
    });
    const checks = await deliveryChecks({
      pages: [{ role: 'visitor', responses: [answer(`${lotto.shotList.path}?round_id=1`, 300), answer(lotto.lobby.path, 9000)] }],
      baseUrl: 'http://127.0.0.1:9',
      member: { cookie: '' },
      clientDir: dir,
    });
    const brotli = checks.find((check: { label: string }) => check.label.startsWith('HTML/JS/CSS/SVG/JSON in brotli'));
    expect(brotli).toMatchObject({ value: 1, unit: 'of 1' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
