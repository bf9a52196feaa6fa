// A dialog driven by a boolean flag (SPEC.md section 4: modals open and close by flags).
// Native <dialog> for focus trapping and Escape; daisyUI's modal look.
import { useEffect, useRef, type ReactNode } from 'react';
import { useMounted } from '../../../hooks/use-mounted.ts';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Maximum width in px (the spec gives 400, 480 and 800 for its dialogs). */
  width: number;
  /** Backdrop opacity, 0..1. */
  overlay?: number;
  label: string;
  children: ReactNode;
  className?: string;
}

export default function Modal({ open, onClose, width, overlay = 0.6, label, children, className = '' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // An island that wakes on first use (client:wanted) may find its flag already set: it hydrates
  // closed, as the server drew it, and opens a render later.
  const shown = useMounted() && open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (shown && !dialog.open) dialog.showModal();
    if (!shown && dialog.open) dialog.close();
  }, [shown]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      style={{ backgroundColor: `rgba(0, 0, 0, ${overlay})` }}
      aria-label={label}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={`modal-box w-full border border-base-300 bg-base-100 p-0 ${className}`} style={{ maxWidth: width }}>
        {shown ? children : null}
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
    </dialog>
  );
}
