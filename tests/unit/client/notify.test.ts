import { beforeEach, describe, expect, it, vi } from 'vitest';

const { loaded, success, error } = vi.hoisted(() => ({ loaded: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => {
  loaded();
  return { toast: { success, error, warning: vi.fn(), info: vi.fn() } };
});

type Notify = typeof import('../../../src/lib/shell/notify.ts');

describe('notify', () => {
  let notify: Notify;

  beforeEach(async () => {
    vi.resetModules();
    loaded.mockReset();
    success.mockReset();
    error.mockReset();
    notify = await import('../../../src/lib/shell/notify.ts');
  });

  /** The toast area's Toaster is on screen (what src/islands/shell/ToastArea.tsx reports). */
  const toasterOnScreen = () => notify.toasterMounted();

  it('does not load sonner, nor want the toast area, before the first toast', () => {
    expect(loaded).not.toHaveBeenCalled();
    expect(notify.$toasterWanted.get()).toBe(false);
  });

  it('wants the toast area and hands the toast, with its options, to sonner', async () => {
    notify.notify.error('เซสซั่นหมดอายุ', { id: 'session-expired', duration: 3000 });
    expect(notify.$toasterWanted.get()).toBe(true);
    toasterOnScreen();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('เซสซั่นหมดอายุ', { id: 'session-expired', duration: 3000 }));
  });

  it('loads sonner once for many toasts, in the order they were asked for', async () => {
    toasterOnScreen();
    notify.notify.success('หนึ่ง');
    notify.notify.success('สอง');
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(success.mock.calls.map(([message]) => message)).toEqual(['หนึ่ง', 'สอง']);
    expect(notify.loadSonner()).toBe(notify.loadSonner());
  });

  it('holds a toast asked for before the Toaster is on screen, and shows it once it is', async () => {
    notify.notify.success('เร็วมาก');
    await notify.loadSonner();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(success).not.toHaveBeenCalled();
    toasterOnScreen();
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('เร็วมาก', undefined));
  });
});
