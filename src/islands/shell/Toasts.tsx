import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $toasterWanted } from '../../lib/shell/notify.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

const ToastArea = lazy(() => import('./ToastArea.tsx'));

/**
 * The one toast area of the site, at the top of the screen; persisted across page changes so a
 * toast outlives navigation. Empty until the first toast (src/lib/shell/notify.ts): only then are sonner
 * and its Toaster loaded. It is a polite live region (sonner's <section aria-live>), so screen
 * readers announce each toast. Its look is src/styles/toasts.css, a static stylesheet, so it
 * survives the router's <head> swaps; the default stay is the 3000 ms of an error toast.
 */
export default function Toasts() {
  const wanted = useStore($toasterWanted);
  // It hydrates with the first toast (client:wanted): empty first, as the server drew it.
  const mounted = useMounted();
  if (!wanted || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
