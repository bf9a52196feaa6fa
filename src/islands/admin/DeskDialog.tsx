// A desk's confirm or reject step: a modal dialog (the native <dialog>, focus kept inside, Esc
// closes), a sheet from the bottom on a phone, in the middle on a desktop.
import { useEffect, useRef, type ReactNode } from 'react';
import { adminTh } from '../../i18n/admin/admin-common.ts';

interface Props {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

export default function DeskDialog({ title, open, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="modal modal-bottom sm:modal-middle" onClose={onClose} aria-label={title}>
      <div className="modal-box flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        {open && children}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label={adminTh.close}>
          {adminTh.close}
        </button>
      </form>
    </dialog>
  );
}
