// Toasts without sonner in the first script a page runs, nor their styles in the page's stylesheet:
// sonner (its toast state and the Toaster that draws it) and the toasts' stylesheet load when the
// first toast is shown, then stay. A toast asked for before they have loaded is not lost: it shows
// once both are there.
import { atom } from 'nanostores';
import type { ExternalToast } from 'sonner';
import { wantIsland } from '../wanted.ts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Set by the first toast: the toast area (src/islands/shell/Toasts.tsx) then mounts sonner's Toaster. */
export const $toasterWanted = atom(false);

/**
 * Where every page names the toasts' stylesheet (Base.astro: the <body>'s data-toast-styles). It
 * is fetched with the first toast and adopted by the document (a constructed style sheet), so it
 * is not in the page before then, and page changes, which swap the body, leave it in place.
 * (A <link disabled> in the page was fetched anyway by some Chromium releases, and a link moved
 * with a persisted element stopped applying.)
 */
const TOAST_STYLES_ATTRIBUTE = 'data-toast-styles';
/** A stylesheet that has not loaded by then is given up on: the toast shows anyway. */
const STYLES_WAIT_MS = 3000;

let sonner: Promise<typeof import('sonner')> | null = null;

// sonner's Toaster shows only toasts made after it subscribed: a toast waits for it to be on screen
// (the toast area hydrates with the first toast, so it always comes after it).
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (markToasterReady = resolve));

/** Called by the toast area once sonner's Toaster is mounted. */
export function toasterMounted(): void {
  markToasterReady();
}

let toastStyles: Promise<void> | null = null;

async function adoptToastStyles(href: string): Promise<void> {
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`toast styles: HTTP ${response.status}`);
    const sheet = new CSSStyleSheet();
    await sheet.replace(await response.text());
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    toastStyles = null; // tried again by the next toast
  }
}

/** Adopts the toasts' stylesheet once (its first fetch), resolving when it is in force or given up on. */
export function enableToastStyles(): Promise<void> {
  const href = typeof document === 'undefined' ? null : document.body.getAttribute(TOAST_STYLES_ATTRIBUTE);
  if (!href) return Promise.resolve();
  toastStyles ??= adoptToastStyles(href);
  return Promise.race([toastStyles, new Promise<void>((resolve) => setTimeout(resolve, STYLES_WAIT_MS))]);
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
  wantIsland('toasts'); // the toast area's island waits for the first toast (client:wanted)
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
