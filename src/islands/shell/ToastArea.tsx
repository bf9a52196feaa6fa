// sonner's Toaster with the site's settings; loaded by the toast area (src/islands/shell/Toasts.tsx) when
// the first toast is shown, never in a page's first script.
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { th } from '../../i18n/shell/th-shell.ts';
import { ERROR_TOAST_MS } from '../../lib/shell/toast-durations.ts';
import { toasterMounted } from '../../lib/shell/notify.ts';

/** Space between the header and the first toast. */
const GAP = 8;

/**
 * Where the header ends: on a member's phone it has a second row (the deposit and withdraw
 * buttons), so no fixed figure keeps the toasts off its buttons. A page without the header (a
 * game's frame) has the toasts at the top.
 */
const headerBottom = () => Math.round(Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)) + GAP;

export default function ToastArea() {
  const [top, setTop] = useState(headerBottom);
  // After the Toaster's own effects (a child's run first): it is subscribed by now.
  useEffect(() => toasterMounted(), []);
  // The area outlives page changes, and the header's height changes with the width and the login.
  useEffect(() => {
    const measure = () => setTop(headerBottom());
    const viewport = new ResizeObserver(measure);
    viewport.observe(document.documentElement);
    document.addEventListener('astro:page-load', measure);
    return () => {
      viewport.disconnect();
      document.removeEventListener('astro:page-load', measure);
    };
  }, []);
  return (
    <Toaster
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      theme="dark"
      richColors
      duration={ERROR_TOAST_MS}
      customAriaLabel={th.toast.region}
    />
  );
}
