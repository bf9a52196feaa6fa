// Toasts without sonner in the first script a page runs: sonner (its toast state and the Toaster
// that draws it) loads when the first toast is shown, then stays. A toast asked for before it has
// loaded is not lost: sonner keeps it and the Toaster shows it when it mounts.
import { atom } from 'nanostores';
import type { ExternalToast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Set by the first toast: the toast area (src/islands/Toasts.tsx) then mounts sonner's Toaster. */
export const $toasterWanted = atom(false);

let sonner: Promise<typeof import('sonner')> | null = null;

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
  loadSonner().then(
    ({ toast }) => void toast[kind](message, options),
    () => {}, // no toast library, no toast: the page itself goes on
  );
}

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
