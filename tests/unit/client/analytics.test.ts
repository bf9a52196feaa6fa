import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_DELAY_MS, schedulePageView } from '../../../src/boot/analytics.ts';

function fakeWindow(dataLayer?: unknown[]) {
  return {
    dataLayer,
    location: { pathname: '/lotto/lobby', search: '?round=7' },
    document: { title: 'หวย | R999' },
  } as unknown as Window & { dataLayer?: unknown[] };
}

describe('schedulePageView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 250 ms after the route change', () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(250);
    const win = fakeWindow([]);
    schedulePageView(win);
    vi.advanceTimersByTime(249);
    expect(win.dataLayer).toEqual([]);
  });

  it('pushes exactly one page_view with path, query and title at 250 ms', () => {
    const win = fakeWindow([]);
    schedulePageView(win);
    vi.advanceTimersByTime(250);
    expect(win.dataLayer).toEqual([{ event: 'page_view', page_path: '/lotto/lobby?round=7', page_title: 'หวย | R999' }]);
    vi.advanceTimersByTime(10_000);
    expect(win.dataLayer).toHaveLength(1);
  });

  it('creates dataLayer when the tag manager has not', () => {
    const win = fakeWindow();
    schedulePageView(win);
    expect(win.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(250);
    expect(win.dataLayer).toEqual([expect.objectContaining({ event: 'page_view' })]);
  });

  it('appends to an existing dataLayer', () => {
    const existing = [{ event: 'gtm.js' }];
    const win = fakeWindow(existing);
    schedulePageView(win);
    vi.advanceTimersByTime(250);
    expect(win.dataLayer).toBe(existing);
    expect(existing.map((entry) => (entry as { event: string }).event)).toEqual(['gtm.js', 'page_view']);
  });

  it("reads the page's query and title at send time, not at schedule time", () => {
    const win = fakeWindow([]);
    schedulePageView(win);
    (win.location as { search: string }).search = '?round=8';
    (win.document as { title: string }).title = 'หวย รอบ 8 | R999';
    vi.advanceTimersByTime(250);
    expect(win.dataLayer?.[0]).toMatchObject({ page_path: '/lotto/lobby?round=8', page_title: 'หวย รอบ 8 | R999' });
  });

  it('counts a page left within 250 ms as that page, not the next one', () => {
    const win = fakeWindow([]);
    schedulePageView(win);
    (win.location as { pathname: string; search: string }).pathname = '/member/profile';
    (win.location as { search: string }).search = '';
    (win.document as { title: string }).title = 'โปรไฟล์';
    vi.advanceTimersByTime(250);
    expect(win.dataLayer?.[0]).toMatchObject({ page_path: '/lotto/lobby?round=7', page_title: 'หวย | R999' });
  });

  it('can be cancelled with the returned timer', () => {
    const win = fakeWindow([]);
    clearTimeout(schedulePageView(win));
    vi.advanceTimersByTime(1_000);
    expect(win.dataLayer).toEqual([]);
  });

  it('uses the global window by default', () => {
    const win = fakeWindow();
    vi.stubGlobal('window', win);
    schedulePageView();
    vi.advanceTimersByTime(250);
    expect(win.dataLayer).toHaveLength(1);
  });
});
