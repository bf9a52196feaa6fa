import { Toaster } from 'sonner';
import { th } from '../i18n/th.ts';
import { ERROR_TOAST_MS } from '../lib/toast-durations.ts';

/** Just below the header bar (56 px on phones, 64 px from 960 px): its wallet and menu buttons stay in reach. */
const BELOW_HEADER = { top: 72 };
const BELOW_HEADER_PHONE = { top: 64 };

/**
 * The one toast area of the site, at the top of the screen; persisted across page changes so a
 * toast outlives navigation. It is a polite live region (sonner's <section aria-live>), so screen
 * readers announce each toast. Its look is src/styles/toasts.css, a static stylesheet, so it
 * survives the router's <head> swaps; the default stay is the 3000 ms of an error toast.
 */
export default function Toasts() {
  return (
    <Toaster
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_PHONE}
      theme="dark"
      richColors
      duration={ERROR_TOAST_MS}
      customAriaLabel={th.toast.region}
    />
  );
}
