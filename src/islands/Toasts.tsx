import { Toaster } from 'sonner';

/** The one toast area of the site; persisted across page changes so a toast outlives navigation. */
export default function Toasts() {
  return <Toaster position="top-center" theme="dark" richColors duration={3000} toastOptions={{ style: { fontFamily: 'inherit' } }} />;
}
