import { Toaster } from 'sonner';
import { th } from '../i18n/th.ts';
import { ERROR_TOAST_MS } from '../lib/toast-durations.ts';

/**
 * The one toast area of the site, at the top of the screen; persisted across page changes so a
 * toast outlives navigation. It is a polite live region (sonner's <section aria-live>), so screen
 * readers announce each toast. Its look is src/styles/toasts.css, a static stylesheet, so it
 * survives the router's <head> swaps; the default stay is the 3000 ms of an error toast.
 */
export default function Toasts() {
  return <Toaster position="top-center" theme="dark" richColors duration={ERROR_TOAST_MS} customAriaLabel={th.toast.region} />;
}
