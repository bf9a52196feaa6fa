// The LIFF pages' start (src/boot/liff.ts): nothing without an id; with one, the SDK initialised
// with it and the page told where it runs; a LINE that cannot be reached leaves a working page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiff } from '../../../src/boot/liff.ts';

describe('startLiff', () => {
  let dataset: Record<string, string>;
  beforeEach(() => {
    dataset = {};
    vi.stubGlobal('document', { documentElement: { dataset } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads nothing without a LIFF id', async () => {
    const load = vi.fn();
    expect(await startLiff(undefined, load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(dataset.liff).toBeUndefined();
  });

  it('initialises the SDK with the id and says whether the page is inside LINE', async () => {
    const init = vi.fn(async () => {});
    expect(await startLiff('1657000000-AbCdEfGh', async () => ({ init, isInClient: () => true }))).toBe('client');
    expect(init).toHaveBeenCalledWith({ liffId: '1657000000-AbCdEfGh' });
    expect(dataset.liff).toBe('client');
    expect(await startLiff('1657000000-AbCdEfGh', async () => ({ init, isInClient: () => false }))).toBe('browser');
  });

  it('leaves the page working when LINE cannot be reached or the SDK fails to load', async () => {
    const failing = { init: async () => Promise.reject(new Error('network')), isInClient: () => false };
    expect(await startLiff('1657000000-AbCdEfGh', async () => failing)).toBe('failed');
    expect(await startLiff('1657000000-AbCdEfGh', () => Promise.reject(new Error('chunk')))).toBe('failed');
    expect(dataset.liff).toBe('failed');
  });
});
