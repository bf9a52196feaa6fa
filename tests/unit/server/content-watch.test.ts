// The node reads the content version from its embedded platform in-process (no call through the
// API's path), and forgets its kept pages when the version moves (another node's change).
import { afterAll, describe, expect, it, vi } from 'vitest';

const platform = vi.hoisted(() => ({ version: '1.0', reads: 0, dispatched: 0 }));
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
  }),
}));

vi.useFakeTimers();
const { watchContent } = await import('../../../src/server/content-watch.ts');
const { visitorPagesForgotten } = await import('../../../src/server/page-cache.ts');

afterAll(() => vi.useRealTimers());

describe('the content watch', () => {
  it('reads the version in-process and forgets only when it moves', async () => {
    watchContent();
    await vi.advanceTimersByTimeAsync(1_000);
    const afterFirst = visitorPagesForgotten();
    expect(platform.reads).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(platform.reads).toBe(3);
    expect(visitorPagesForgotten()).toBe(afterFirst);
    platform.version = '2.0';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(visitorPagesForgotten()).toBe(afterFirst + 1);
    expect(platform.dispatched).toBe(0);
  });
});
