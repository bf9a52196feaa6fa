// Pieces of the measurements that decide what counts: compressed sizes, the LCP element Lighthouse
// names, and which load requests the platform accepted.
import { brotliCompressSync, gzipSync, zstdCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCompressible, kindOf } from '../../../bench/bytes.mjs';
import { firstNode, isDialogNode } from '../../../bench/lighthouse.mjs';
import { tagged } from '../../../bench/load.mjs';
import { compressedSizes, decode } from '../../../bench/sizes.mjs';

describe('sizes', () => {
  it('weighs a body raw, gzip and brotli', () => {
    const body = Buffer.from('หวยออนไลน์ '.repeat(500));
    const sizes = compressedSizes(body);
    expect(sizes.raw).toBe(body.length);
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
  });

  it('decodes what went over the wire', () => {
    const body = Buffer.from('{"error":0}');
    expect(decode(gzipSync(body), 'gzip')).toEqual(body);
    expect(decode(brotliCompressSync(body), 'br')).toEqual(body);
    expect(decode(zstdCompressSync(body), 'zstd')).toEqual(body);
    expect(decode(body, undefined)).toEqual(body);
  });
});

describe('kinds', () => {
  it('sorts responses the way the budgets count them', () => {
    expect(kindOf('document', 'text/html', '/')).toBe('html');
    expect(kindOf('script', 'text/javascript', '/_astro/a.js')).toBe('js');
    expect(kindOf('font', 'font/woff2', '/_astro/prompt.woff2')).toBe('font');
    expect(kindOf('image', 'image/svg+xml', '/logo.svg')).toBe('image');
    expect(kindOf('fetch', 'application/json; charset=utf-8', '/api/x')).toBe('json');
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('font/woff2')).toBe(false);
  });
});

describe('LCP element', () => {
  const banner = { type: 'node', path: '1,HTML,1,BODY,2,MAIN,0,A,0,IMG', selector: 'a > img.aspect-[3/1]', snippet: '<img src="/b.svg">' };

  it('is found inside the LCP breakdown details', () => {
    expect(firstNode({ type: 'list', items: [{ type: 'table', items: [] }, banner] })).toBe(banner);
    expect(firstNode({ type: 'list', items: [] })).toBeNull();
  });

  it('is a miss when it sits in a dialog', () => {
    expect(isDialogNode(banner)).toBe(false);
    expect(isDialogNode({ path: '1,HTML,1,BODY,5,DIALOG,0,DIV,1,P', selector: 'div.modal-box > p', snippet: '<p>' })).toBe(true);
    expect(isDialogNode({ path: '1,HTML,1,BODY,3,DIV,0,P', selector: 'div > p', snippet: '<div role="dialog">' })).toBe(true);
  });
});

describe('load tally', () => {
  it('counts only answered requests whose write landed, from the measured run only', async () => {
    const landed = new Set([0, 1, 3, 4]);
    const tally = tagged(
      (seq: number) => ({ body: `#${seq}` }),
      () => landed,
    );
    const contexts = [{}, {}] as { seq?: number }[];
    const send = (context: { seq?: number }) => tally.setupRequest({ method: 'POST' }, context);
    // warm-up: request 0 answered, then forgotten
    send(contexts[0]);
    tally.onResponse(200, '', contexts[0]);
    tally.tally.reset();
    expect(send(contexts[0])).toEqual({ method: 'POST', body: '#1' });
    tally.onResponse(200, '', contexts[0]);
    send(contexts[1]); // request 2: refused, its row never landed
    tally.onResponse(200, '', contexts[1]);
    send(contexts[1]); // request 3: landed but still in flight at the end
    expect(await tally.tally.accepted()).toBe(1);
  });
});
