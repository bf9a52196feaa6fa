// Toasts without sonner in the first script a page runs, nor their styles in the page's stylesheet:
// sonner (its toast state and the Toaster that draws it) and the toasts' stylesheet load when the
// first toast is shown, then stay. A toast asked for before they have loaded is not lost: it shows
// once both are there.
import { atom } from 'nanostores';
import type { ExternalToast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Set by the first toast: the toast area (src/islands/Toasts.tsx) then mounts sonner's Toaster. */
export const $toasterWanted = atom(false);

/** The toasts' <link rel="stylesheet" disabled> in every page (Base.astro), persisted across page changes. */
export const TOAST_STYLES_ID = 'toast-styles';
/** A stylesheet that has not loaded by then is given up on: the toast shows anyway. */
const STYLES_WAIT_MS = 3000;

let sonner: Promise<typeof import('sonner')> | null = null;

// sonner's Toaster shows only toasts made after it subscribed: a toast waits for it to be on screen
// (the toast area hydrates when the browser is idle, and may come after a very early toast).
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (markToasterReady = resolve));

/** Called by the toast area once sonner's Toaster is mounted. */
export function toasterMounted(): void {
  markToasterReady();
}

/** Enables the toasts' stylesheet (its first fetch), resolving when it has loaded. */
export function enableToastStyles(): Promise<void> {
  const link = typeof document === 'undefined' ? null : (document.getElementById(TOAST_STYLES_ID) as HTMLLinkElement | null);
  if (!link || !link.disabled) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    setTimeout(done, STYLES_WAIT_MS);
    link.disabled = false;
  });
}

/** Loads sonner once; a failed load (a network hiccup) is tried again by the next toast. */
export function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}

function show(kind: ToastKind, message: string, options?: ExternalToast): void {
  $toasterWanted.set(true);
  Promise.all([loadSonner(), enableToastStyles(), toasterReady]).then(
    ([{ toast }]) => void toast[kind](message, options),
    () => {}, // no toast library, no toast: the page itself goes on
  );
}

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
