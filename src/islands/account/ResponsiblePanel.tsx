// The responsible-play page's panel (/member/responsible): the two daily limits (the one in force,
// today's use, a raise or removal waiting and when it applies) and the break (a time-out or a
// self-exclusion, after a confirm dialog; the member is then logged out and lands on /).
import { useState, type SubmitEvent } from 'react';
import {
  BREAK_CHOICES,
  EXCLUSION_CHOICES,
  type BreakChoice,
  type LimitView,
  type Responsible,
} from '../../contract/account/responsible.ts';
import { responsibleTh as t } from '../../i18n/account/responsible.ts';
import { amountRefusal, parseAmount } from '../../lib/money/amount.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { notify } from '../../lib/shell/notify.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { clearUser } from '../../stores/account/user.ts';
import FormError from '../shell/ui/FormError.tsx';
import Field from '../shell/ui/Field.tsx';
import Modal from '../shell/ui/Modal.tsx';
import { SubmitButton } from '../shell/ui/inputs.tsx';
import AmountInput from '../shell/ui/AmountInput.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

/** The calls load with the first action, not with the page (the API client carries zod). */
const api = () => import('../../api/account/responsible.ts');

function LimitCard({ limit, delayHours, onSaved }: { limit: LimitView; delayHours: number; onSaved: (next: Responsible) => void }) {
  const words = t.limits[limit.kind];
  const [amount, setAmount] = useState('');
  const { error, setError, busy, run } = useSubmit();

  function save(value: number | null) {
    void run(async () => {
      const answer = await (await api()).setLimit(limit.kind, value);
      if (answer.error !== 0 || !answer.data) throw new Error(answer.message);
      notify.success(answer.message);
      setAmount('');
      onSaved(answer.data);
    });
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const { amount: value, error: refusal } = parseAmount(amount, 'baht');
    if (refusal !== undefined) return setError(refusal);
    save(value);
  }

  return (
    <section className="card border border-base-300 bg-base-100" data-testid={`limit-${limit.kind}`} aria-label={words.title}>
      <div className="card-body gap-3">
        <h2 className="card-title">{words.title}</h2>
        <dl className="text-sm">
          <div className="flex justify-between gap-4 py-1">
            <dt className="text-base-content/70">{t.limitNow}</dt>
            <dd className="font-semibold tabular-nums" data-testid="limit-amount">
              {limit.amount === null ? t.limitNone : formatBaht(limit.amount)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 py-1">
            <dt className="text-base-content/70">{words.used}</dt>
            <dd className="tabular-nums" data-testid="limit-used">
              {formatBaht(limit.used)}
            </dd>
          </div>
          {limit.left !== null ? (
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-base-content/70">{t.left}</dt>
              <dd className="tabular-nums" data-testid="limit-left">
                {formatBaht(limit.left)}
              </dd>
            </div>
          ) : null}
        </dl>
        {limit.pending ? (
          <p className="alert alert-info alert-soft text-sm" data-testid="limit-pending">
            {t.pending(
              limit.pending.amount === null ? t.limitNone : formatBaht(limit.pending.amount),
              formatThaiDateTime(limit.pending.effective_at),
            )}
          </p>
        ) : null}
        <form onSubmit={submit} className="space-y-3" noValidate aria-label={words.title}>
          <Field label={t.amountLabel} hint={t.rule(delayHours)} error={amountRefusal(amount, 'baht')}>
            <AmountInput rule="baht" name={`${limit.kind}_limit`} value={amount} onValue={setAmount} />
          </Field>
          <FormError message={error} />
          <SubmitButton busy={busy} label={t.save} disabled={!amount || amountRefusal(amount, 'baht') !== ''} />
          {limit.amount !== null ? (
            <button type="button" className="btn btn-ghost btn-sm w-full" disabled={busy} onClick={() => save(null)}>
              {t.remove}
            </button>
          ) : null}
        </form>
      </div>
    </section>
  );
}

function BreakCard() {
  const [choice, setChoice] = useState<BreakChoice>('1d');
  const [confirming, setConfirming] = useState(false);
  const { error, busy, run } = useSubmit();

  function confirm() {
    void run(async () => {
      const taken = await (await api()).takeBreak(choice);
      // Every session ended on the server: forget this one here too and go home as a visitor.
      clearUser();
      setConfirming(false);
      goTo('/', { fresh: true });
      notify.success(t.breakTaken(formatThaiDateTime(taken.ends_at)));
    });
  }

  const group = (title: string, choices: readonly BreakChoice[]) => (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm text-base-content/80">{title}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {choices.map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 rounded-box border border-base-300 px-3 py-2 text-sm">
            <input
              type="radio"
              className="radio radio-sm radio-primary"
              name="break"
              checked={choice === option}
              onChange={() => setChoice(option)}
            />
            {t.choices[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <section className="card border border-base-300 bg-base-100 md:col-span-2" aria-label={t.breakTitle}>
      <div className="card-body gap-3">
        <h2 className="card-title">{t.breakTitle}</h2>
        <p className="text-sm text-base-content/70">{t.breakIntro}</p>
        {group(
          t.timeout,
          BREAK_CHOICES.filter((option) => !EXCLUSION_CHOICES.includes(option)),
        )}
        {group(t.exclusion, EXCLUSION_CHOICES)}
        <button type="button" className="btn btn-error btn-outline w-full" onClick={() => setConfirming(true)}>
          {t.takeBreak}
        </button>
      </div>
      <Modal open={confirming} onClose={() => setConfirming(false)} width={400} label={t.confirmTitle}>
        <div className="space-y-4 p-5">
          <h2 className="text-lg font-semibold">{t.confirmTitle}</h2>
          <p className="text-sm">{t.confirmText(t.choices[choice])}</p>
          <FormError message={error} />
          <div className="flex gap-2">
            <button type="button" className="btn btn-outline flex-1" onClick={() => setConfirming(false)}>
              {t.cancel}
            </button>
            <button type="button" className="btn btn-error flex-1" disabled={busy} onClick={confirm}>
              {t.confirm}
            </button>
          </div>
        </div>
      </Modal>
    </section>
  );
}

export default function ResponsiblePanel({ initial }: { initial: Responsible }) {
  const [state, setState] = useState(initial);
  return (
    <Hydrated>
      <div className="grid gap-4 md:grid-cols-2">
        {state.limits.map((limit) => (
          <LimitCard key={limit.kind} limit={limit} delayHours={state.raise_delay_hours} onSaved={setState} />
        ))}
        <p className="text-sm text-base-content/70 md:col-span-2" data-testid="limits-reset">
          {t.resets(formatThaiDateTime(state.resets_at))}
        </p>
        <BreakCard />
      </div>
    </Hydrated>
  );
}
