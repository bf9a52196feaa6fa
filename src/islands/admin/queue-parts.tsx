// The parts the cashiers' queues share (DepositDesk, WithdrawalDesk): a request's card head, its
// two decision buttons, and the decision dialog's form with its error and cancel/submit row.
import type { SubmitEvent, ReactNode } from 'react';
import { formatBaht } from '../../lib/money/money.ts';
import { FormError } from './fields.tsx';
import { adminTh } from '../../i18n/admin/admin-common.ts';

/** The amount first (what the cashier matches against the bank), then the request's number. */
export function RequestHead({ amount, id, testId }: { amount: number; id: number; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <span className="text-2xl font-semibold text-primary" data-testid={testId}>
        {formatBaht(amount)}
      </span>
      <span className="badge badge-outline">#{id}</span>
    </div>
  );
}

/** Who asked, linked to the member's page. */
export function RequestMember({ id, name, phone, children }: { id: number; name: string; phone: string; children?: ReactNode }) {
  return (
    <p className="text-sm">
      <a className="link" href={`/admin/members/${id}`}>
        {name}
      </a>{' '}
      · {phone}
      {children}
    </p>
  );
}

interface DecideButtonsProps {
  /** Off until the island runs: a tap before that would do nothing. */
  ready: boolean;
  acceptLabel: string;
  acceptDisabled?: boolean;
  onAccept: () => void;
  onReject: () => void;
}

export function DecideButtons({ ready, acceptLabel, acceptDisabled = false, onAccept, onReject }: DecideButtonsProps) {
  return (
    <div className="mt-1 flex gap-2">
      <button type="button" className="btn btn-primary flex-1" disabled={!ready || acceptDisabled} onClick={onAccept}>
        {acceptLabel}
      </button>
      <button type="button" className="btn btn-outline flex-1" disabled={!ready} onClick={onReject}>
        {adminTh.reject}
      </button>
    </div>
  );
}

interface DecisionFormProps {
  onDecide: (form: FormData) => void;
  onCancel: () => void;
  error: string;
  busy: boolean;
  submitLabel: string;
  /** A refusal: the submit button is drawn as the error colour's outline. */
  refusing: boolean;
  children: ReactNode;
}

export function DecisionForm({ onDecide, onCancel, error, busy, submitLabel, refusing, children }: DecisionFormProps) {
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onDecide(new FormData(event.currentTarget));
  }
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      {children}
      <FormError message={error} />
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {adminTh.cancel}
        </button>
        <button type="submit" className={`btn ${refusing ? 'btn-error btn-outline' : 'btn-primary'}`} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

export function Notice({ text }: { text: string }) {
  return text ? (
    <p role="status" className="alert alert-success text-sm">
      {text}
    </p>
  ) : null;
}
