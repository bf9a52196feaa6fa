// When a page chunk fails to load (usually a new deployment), reload the page, but at most once
// per 60 s so a real outage does not become a reload loop.
export const RELOAD_WINDOW_MS = 60_000;
const KEY = 'r999:chunkReloadAt';

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_WINDOW_MS;
}

function isChunkFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically/i.test(
    message,
  );
}

function reloadOnce(): void {
  const last = Number(sessionStorage.getItem(KEY) ?? NaN);
  const now = Date.now();
  if (!shouldReload(Number.isFinite(last) ? last : null, now)) return;
  sessionStorage.setItem(KEY, String(now));
  location.reload();
}

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnce();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkFailure(event.reason)) reloadOnce();
  });
}
