import { beforeEach, describe, expect, it, vi } from 'vitest';

const { loaded, success, error } = vi.hoisted(() => ({ loaded: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => {
  loaded();
  return { toast: { success, error, warning: vi.fn(), info: vi.fn() } };
});

type Notify = typeof import('../../../src/lib/notify.ts');

describe('notify', () => {
  let notify: Notify;

  beforeEach(async () => {
    vi.resetModules();
    loaded.mockReset();
    success.mockReset();
    error.mockReset();
    notify = await import('../../../src/lib/notify.ts');
  });

  it('does not load sonner, nor want the toast area, before the first toast', () => {
    expect(loaded).not.toHaveBeenCalled();
    expect(notify.$toasterWanted.get()).toBe(false);
  });

  it('wants the toast area and hands the toast, with its options, to sonner', async () => {
    notify.notify.error('เซสซั่นหมดอายุ', { id: 'session-expired', duration: 3000 });
    expect(notify.$toasterWanted.get()).toBe(true);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('เซสซั่นหมดอายุ', { id: 'session-expired', duration: 3000 }));
  });

  it('loads sonner once for many toasts, in the order they were asked for', async () => {
    notify.notify.success('หนึ่ง');
    notify.notify.success('สอง');
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(success.mock.calls.map(([message]) => message)).toEqual(['หนึ่ง', 'สอง']);
    expect(notify.loadSonner()).toBe(notify.loadSonner());
  });
});
