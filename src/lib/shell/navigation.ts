// Client-side navigation through Astro's router, so persisted islands (toasts) survive it.
import { navigate } from 'astro:transitions/client';

interface GoOptions {
  /**
   * Render the page again even when it is the one on screen: after a logout or login the server
   * draws another header, so staying on the same address must still swap the page.
   */
  fresh?: boolean;
}

/** `path` is a path with an optional query (`/login?next=...`). */
export function goTo(path: string, { fresh = false }: GoOptions = {}): void {
  if (typeof window === 'undefined') return;
  const here = window.location.pathname + window.location.search === path;
  if (here && !fresh) return;
  // The same address again replaces its history entry instead of adding a second one.
  void navigate(path, here ? { history: 'replace' } : undefined);
}
