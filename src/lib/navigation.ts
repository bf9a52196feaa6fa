// Client-side navigation through Astro's router, so persisted islands (toasts) survive it.
import { navigate } from 'astro:transitions/client';

export function goTo(path: string): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname === path) return;
  void navigate(path);
}
