// Copies a text (an account number) to the clipboard, and says so in a toast.
import { notify } from '../../../lib/shell/notify.ts';

interface CopyButtonProps {
  text: string;
  label: string;
  done: string;
  failed: string;
}

export default function CopyButton({ text, label, done, failed }: CopyButtonProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(done);
    } catch {
      // No clipboard on a plain-http address or when the browser refuses: the number stays selectable.
      notify.error(failed);
    }
  }
  return (
    <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()} aria-label={`${label} ${text}`}>
      {label}
    </button>
  );
}
