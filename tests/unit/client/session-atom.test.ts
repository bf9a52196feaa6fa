import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../../../src/stores/session-atom.ts';

function fakeSessionStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, String(value))),
    removeItem: vi.fn((key: string) => void data.delete(key)),
  };
  vi.stubGlobal('sessionStorage', storage);
  return storage;
}

describe('sessionAtom', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the value already saved in sessionStorage', () => {
    fakeSessionStorage({ 'test:wallets': JSON.stringify([{ id: 1, balance: 50 }]) });
    const store = sessionAtom('test:wallets', [] as unknown[]);
    expect(store.get()).toEqual([{ id: 1, balance: 50 }]);
  });

  it('starts with the initial value when nothing is saved, without writing it', () => {
    const storage = fakeSessionStorage();
    const store = sessionAtom('test:count', 5);
    expect(store.get()).toBe(5);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('saves every new value as JSON', () => {
    const storage = fakeSessionStorage();
    const store = sessionAtom<{ n: number } | null>('test:obj', null);
    store.set({ n: 1 });
    expect(storage.data.get('test:obj')).toBe('{"n":1}');
    store.set(null);
    expect(storage.data.get('test:obj')).toBe('null');
  });

  it('restores a saved null and falsy values rather than the initial value', () => {
    fakeSessionStorage({ a: 'null', b: '0', c: 'false' });
    expect(sessionAtom<string | null>('a', 'initial').get()).toBeNull();
    expect(sessionAtom('b', 9).get()).toBe(0);
    expect(sessionAtom('c', true).get()).toBe(false);
  });

  it('survives corrupt JSON: removes the key and keeps the initial value', () => {
    const storage = fakeSessionStorage({ 'test:wallets': '{not json' });
    const store = sessionAtom('test:wallets', ['initial']);
    expect(store.get()).toEqual(['initial']);
    expect(storage.removeItem).toHaveBeenCalledWith('test:wallets');
    expect(storage.data.has('test:wallets')).toBe(false);
    store.set(['later']);
    expect(storage.data.get('test:wallets')).toBe('["later"]');
  });

  it('keeps working in memory when sessionStorage refuses to write', () => {
    const storage = fakeSessionStorage();
    storage.setItem.mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const store = sessionAtom('test:full', 1);
    expect(() => store.set(2)).not.toThrow();
    expect(store.get()).toBe(2);
  });

  it('is a plain in-memory atom on the server, where sessionStorage is undefined', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(typeof sessionStorage).toBe('undefined');
    const store = sessionAtom('test:server', 'initial');
    expect(store.get()).toBe('initial');
    store.set('changed');
    expect(store.get()).toBe('changed');
  });
});
