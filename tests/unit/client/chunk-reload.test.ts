import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_WINDOW_MS, installChunkReload, shouldReload } from '../../../src/boot/chunk-reload.ts';

describe('shouldReload', () => {
  const now = 1_800_000_000_000;

  it('reloads when the page never reloaded for a chunk before', () => {
    expect(shouldReload(null, now)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(RELOAD_WINDOW_MS).toBe(60_000);
    expect(shouldReload(now, now)).toBe(false);
    expect(shouldReload(now - 1_000, now)).toBe(false);
    expect(shouldReload(now - 59_999, now)).toBe(false);
  });

  it('reloads again at exactly 60 s and after', () => {
    expect(shouldReload(now - 60_000, now)).toBe(true);
    expect(shouldReload(now - 3_600_000, now)).toBe(true);
  });
});

describe('installChunkReload', () => {
  type Listener = (event: { preventDefault: () => void; reason?: unknown }) => void;
  let listeners: Record<string, Listener>;
  let storage: Map<string, string>;
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    listeners = {};
    storage = new Map();
    reload = vi.fn();
    vi.stubGlobal('window', { addEventListener: (type: string, listener: Listener) => (listeners[type] = listener) });
    vi.stubGlobal('location', { reload });
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    });
    installChunkReload();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const preloadError = () => {
    const event = { preventDefault: vi.fn() };
    listeners['vite:preloadError']!(event);
    return event;
  };

  it('reloads on a vite:preloadError and stops the error from surfacing', () => {
    const event = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(storage.get('r999:chunkReloadAt')).toBe(String(Date.now()));
  });

  it('does not reload a second time within 60 s', () => {
    preloadError();
    vi.advanceTimersByTime(59_999);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 s have passed', () => {
    preloadError();
    vi.advanceTimersByTime(60_000);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the last reload across page loads through sessionStorage', () => {
    storage.set('r999:chunkReloadAt', String(Date.now() - 10_000));
    preloadError();
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores a corrupt stored time and reloads', () => {
    storage.set('r999:chunkReloadAt', 'garbage');
    preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /_astro/page.abc.js')],
    [new TypeError('Importing a module script failed.')],
    [new TypeError('error loading dynamically imported module')],
  ])('reloads on an unhandled rejection that is a chunk failure: %s', (reason) => {
    listeners.unhandledrejection!({ preventDefault: vi.fn(), reason });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([[new Error('Network down')], ['some string'], [undefined]])(
    'does not reload on an unrelated unhandled rejection (%s)',
    (reason) => {
      listeners.unhandledrejection!({ preventDefault: vi.fn(), reason });
      expect(reload).not.toHaveBeenCalled();
    },
  );
});
