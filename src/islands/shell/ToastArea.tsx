// sonner's Toaster with the site's settings; loaded by the toast area (src/islands/Toasts.tsx) when
// the first toast is shown, never in a page's first script.
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { th } from '../../i18n/th-shell.ts';
import { ERROR_TOAST_MS } from '../../lib/toast-durations.ts';
import { toasterMounted } from '../../lib/notify.ts';

/** Just below the header bar (56 px on phones, 64 px from 960 px): its wallet and menu buttons stay in reach. */
const BELOW_HEADER = { top: 72 };
const BELOW_HEADER_PHONE = { top: 64 };

export default function ToastArea() {
  // After the Toaster's own effects (a child's run first): it is subscribed by now.
  useEffect(() => toasterMounted(), []);
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
