// The service worker is registered once the page has loaded and the browser is idle (issue 30),
// not at the load event itself.
import { expect, test, vi } from 'vitest';
import { REGISTER_SERVICE_WORKER } from '../../../src/server/service-worker.ts';

test('the service worker registers when the browser is idle after load, not at load', () => {
  const listeners: Record<string, () => void> = {};
  const idle: (() => void)[] = [];
  const register = vi.fn(() => Promise.resolve());
  const window = {
    requestIdleCallback: (run: () => void) => idle.push(run),
  };
  const run = new Function('navigator', 'addEventListener', 'window', 'setTimeout', REGISTER_SERVICE_WORKER);
  run(
    { serviceWorker: { register } },
    (name: string, listener: () => void) => (listeners[name] = listener),
    window,
    () => {
      throw new Error('requestIdleCallback is there');
    },
  );

  expect(register).not.toHaveBeenCalled();
  listeners.load!();
  expect(register).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  idle[0]!();
  expect(register).toHaveBeenCalledWith('/sw.js');
});
