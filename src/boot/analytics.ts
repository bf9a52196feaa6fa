// The page-view event of SPEC.md section 9, pushed to window.dataLayer 250 ms after a route change.
export const PAGE_VIEW_DELAY_MS = 250;

// The page is read when the event is sent (its query and title may settle after the route change),
// unless the member has already moved to another page: the event is still the page that scheduled it.
export function schedulePageView(win: Window = window): ReturnType<typeof setTimeout> {
  const { pathname, search } = win.location;
  const title = win.document.title;
  return setTimeout(() => {
    const stayed = win.location.pathname === pathname;
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({
      event: 'page_view',
      page_path: stayed ? win.location.pathname + win.location.search : pathname + search,
      page_title: stayed ? win.document.title : title,
    });
  }, PAGE_VIEW_DELAY_MS);
}
