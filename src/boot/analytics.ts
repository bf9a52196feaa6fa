// The page-view event of SPEC.md section 9, pushed to window.dataLayer 250 ms after a route change.
export const PAGE_VIEW_DELAY_MS = 250;

export function schedulePageView(win: Window = window): ReturnType<typeof setTimeout> {
  return setTimeout(() => {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ event: 'page_view', page_path: win.location.pathname + win.location.search, page_title: win.document.title });
  }, PAGE_VIEW_DELAY_MS);
}
