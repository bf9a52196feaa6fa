// The node follows the content desk with its embedded platform in-process (no call through the
// API's path): it forgets its kept pages when the live bus says a change committed, when the next
// scheduled moment comes, and when the slow check finds the version moved; nothing is asked every
// second any more.
import { afterAll, describe, expect, it, vi } from 'vitest';

const platform = vi.hoisted(() => ({
  version: '1.0',
  reads: 0,
  dispatched: 0,
  nextIn: null as number | null,
  listeners: [] as (() => void)[],
}));
vi.mock('../../../src/server/gateway.ts', () => ({
  isUpstream: () => false,
  dispatch: async () => {
    platform.dispatched++;
    return Response.json({ error: 0, message: 'สำเร็จ', data: { version: platform.version } });
  },
}));
vi.mock('../../../src/platform/index.ts', () => ({
  log: { info() {}, warn() {}, error() {} },
  getPlatform: async () => ({
    contentVersion: async () => {
      platform.reads++;
      return platform.version;
    },
    onContentChange: (listener: () => void) => {
      platform.listeners.push(listener);
      return () => undefined;
    },
    nextContentMoment: async () => platform.nextIn,
  }),
}));

vi.useFakeTimers();
const { watchContent } = await import('../../../src/server/content-watch.ts');
const { visitorPagesForgotten } = await import('../../../src/server/page-cache.ts');

afterAll(() => vi.useRealTimers());

describe('the content watch', () => {
  it('forgets when a change is told, at the next scheduled moment, and when the slow check finds the version moved', async () => {
    platform.nextIn = 90_000;
    watchContent();
    await vi.advanceTimersByTimeAsync(0);
    expect(platform.listeners).toHaveLength(1);
    const start = visitorPagesForgotten();

    // Nothing is read every second: the first slow check comes at 15 s.
    await vi.advanceTimersByTimeAsync(14_000);
    expect(platform.reads).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(platform.reads).toBe(1);
    // Its first reading forgets (what was kept may be older); the next, unmoved, does not.
    const afterFirst = visitorPagesForgotten();
    expect(afterFirst).toBe(start + 1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(visitorPagesForgotten()).toBe(afterFirst);

    // A change told on the bus: forgotten at once.
    platform.listeners[0]!();
    expect(visitorPagesForgotten()).toBe(afterFirst + 1);

    // The scheduled moment (set again after the change, 90 s from then) passes: forgotten by itself.
    platform.nextIn = null;
    await vi.advanceTimersByTimeAsync(89_000);
    const beforeMoment = visitorPagesForgotten();
    await vi.advanceTimersByTimeAsync(1_100);
    expect(visitorPagesForgotten()).toBe(beforeMoment + 1);

    // The version moved behind the bus's back (a row edited by hand): the slow check finds it.
    platform.version = '2.0';
    const beforeCheck = visitorPagesForgotten();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(visitorPagesForgotten()).toBe(beforeCheck + 1);
    expect(platform.dispatched).toBe(0);
  });
});
