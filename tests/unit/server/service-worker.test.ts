// The service worker is registered at the visitor's first touch, key, wheel or scroll, once the
// browser is idle (issue 30), never while a first page settles; a page it controls registers nothing.
import { expect, test, vi } from 'vitest';
import { REGISTER_SERVICE_WORKER } from '../../../src/server/service-worker.ts';

function page(controlled: boolean) {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  const register = vi.fn(() => Promise.resolve());
  const run = new Function('navigator', 'addEventListener', 'removeEventListener', 'window', 'setTimeout', REGISTER_SERVICE_WORKER);
  run(
    { serviceWorker: { register, controller: controlled ? {} : null } },
    (type: string, listener: () => void, options: { capture: boolean; passive: boolean }) => {
      expect(options).toEqual({ capture: true, passive: true });
      listeners.set(type, listener);
    },
    (type: string, listener: () => void, capture: boolean) => {
      expect(capture).toBe(true);
      if (listeners.get(type) === listener) listeners.delete(type);
    },
    { requestIdleCallback: (callback: () => void) => idle.push(callback) },
    () => {
      throw new Error('requestIdleCallback is there');
    },
  );
  return { listeners, idle, register };
}

test('the service worker registers when the browser is idle after the first touch, not before', () => {
  const { listeners, idle, register } = page(false);
  expect([...listeners.keys()].sort()).toEqual(['keydown', 'pointerdown', 'scroll', 'touchstart', 'wheel']);
  expect(idle).toHaveLength(0);
  listeners.get('pointerdown')!();
  // One first use: every listener goes, so a second touch registers nothing more.
  expect(listeners.size).toBe(0);
  expect(register).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  idle[0]!();
  expect(register).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledWith('/sw.js');
});

test('a page the service worker already controls registers nothing', () => {
  const { listeners, idle, register } = page(true);
  expect(listeners.size).toBe(0);
  expect(idle).toHaveLength(0);
  expect(register).not.toHaveBeenCalled();
});
