// What staff do on a member's page, each as the role allows (the platform checks it again): a
// credit or debit adjustment with a reason (a cashier up to their limit; above the setting it waits
// for a second, different supervisor or owner, listed here to approve or refuse), lock or unlock
// with a reason, end every session, send a reset code by SMS (the code is never shown). An approval
// or refusal of a waiting adjustment is asked again in a dialog that names the member, the amount
// and what it does, as the deposit desk does. After a change the page loads again with its message,
// so every list shows the new state.
import { useState } from 'react';
import type { Adjustment } from '../../contract/admin/admin-members.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import type { AdminAnswer } from '../../api/admin/admin.ts';
import { adjustBalance, decideAdjustment, endSessions, lockMember, resetCode, unlockMember } from '../../api/admin/admin-members.ts';
import { formatBaht } from '../../lib/money/money.ts';
import DeskDialog from './DeskDialog.tsx';
import { memberActionsTh as t } from '../../i18n/admin/admin-members.ts';
import { FormError, TextField } from './fields.tsx';
import { DecisionForm } from './queue-parts.tsx';

interface Props {
  memberId: number;
  /** Named in the approval's dialog. */
  memberName: string;
  locked: boolean;
  waiting: Adjustment[];
  may: { adjust: boolean; second: boolean; lock: boolean; endSessions: boolean; resetCode: boolean };
}

type Step = 'adjust' | 'lock' | null;
type Decision = { item: Adjustment; approve: boolean } | null;

export default function MemberActions({ memberId, memberName, locked, waiting, may }: Props) {
  // Buttons stay off until the island runs: a tap before that would do nothing.
  const ready = useMounted();
  const [step, setStep] = useState<Step>(null);
  const [decision, setDecision] = useState<Decision>(null);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  function done(answer: AdminAnswer<unknown>): void {
    setBusy(false);
    if (!answer.ok) {
      // A field's own message stands under it; any other one above the buttons.
      setError(answer.fields?.amount || answer.fields?.reason ? '' : answer.message);
      setFields(answer.fields ?? {});
      return;
    }
    location.assign(`${location.pathname}?done=${encodeURIComponent(answer.message)}`);
  }

  async function submitAdjust(form: FormData) {
    setBusy(true);
    const amount = Number(form.get('amount'));
    const sign = form.get('direction') === 'debit' ? -1 : 1;
    const body = {
      member_id: memberId,
      wallet_type_id: Number(form.get('wallet_type_id')),
      amount: form.get('amount') === '' || Number.isNaN(amount) ? form.get('amount') : sign * amount,
      reason: form.get('reason'),
    };
    done(await adjustBalance(body));
  }

  async function submitLock(form: FormData) {
    setBusy(true);
    done(await (locked ? unlockMember : lockMember)({ member_id: memberId, reason: form.get('reason') }));
  }

  async function simple(kind: 'end' | 'reset') {
    const question = kind === 'end' ? t.endAsk : t.resetAsk;
    if (!confirm(question)) return;
    setBusy(true);
    done(await (kind === 'end' ? endSessions : resetCode)({ member_id: memberId }));
  }

  async function decide() {
    if (!decision) return;
    setBusy(true);
    done(await decideAdjustment({ id: decision.item.id, approve: decision.approve }));
  }

  function open(next: Step) {
    setError('');
    setFields({});
    setStep(next);
  }

  function ask(item: Adjustment, approve: boolean) {
    setError('');
    setDecision({ item, approve });
  }

  return (
    <section className="flex flex-col gap-3" aria-label={t.actions}>
      <div className="flex flex-wrap gap-2">
        {may.adjust && (
          <button type="button" className="btn btn-primary" disabled={!ready} onClick={() => open('adjust')}>
            {t.adjust}
          </button>
        )}
        {may.lock && (
          <button
            type="button"
            className={`btn ${locked ? 'btn-success' : 'btn-error'} btn-outline`}
            disabled={!ready}
            onClick={() => open('lock')}
          >
            {locked ? t.unlock : t.lock}
          </button>
        )}
        {may.endSessions && (
          <button type="button" className="btn btn-outline" disabled={!ready || busy} onClick={() => simple('end')}>
            {t.endSessions}
          </button>
        )}
        {may.resetCode && (
          <button type="button" className="btn btn-outline" disabled={!ready || busy} onClick={() => simple('reset')}>
            {t.resetCode}
          </button>
        )}
      </div>
      {step === null && decision === null && <FormError message={error} />}

      {waiting.length > 0 && (
        <div className="card bg-base-100 gap-2 p-4" data-testid="adjustments-waiting">
          <h2 className="font-semibold">{t.waiting}</h2>
          {waiting.map((item) => (
            <div key={item.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                #{item.id} {item.wallet_name} <strong>{formatBaht(item.amount)}</strong> · {item.reason} · {t.by(item.asked_by)}{' '}
                {formatThaiDateTime(item.asked_at)}
              </span>
              {may.second && (
                <span className="flex gap-2">
                  <button type="button" className="btn btn-sm btn-primary" disabled={!ready || busy} onClick={() => ask(item, true)}>
                    {t.approve}
                  </button>
                  <button type="button" className="btn btn-sm btn-outline" disabled={!ready || busy} onClick={() => ask(item, false)}>
                    {t.refuse}
                  </button>
                </span>
              )}
            </div>
          ))}
        </div>
      )}

      <DeskDialog
        title={decision?.approve === false ? t.refuseTitle : t.approveTitle}
        open={decision !== null}
        onClose={() => setDecision(null)}
      >
        {decision && (
          <DecisionForm
            onDecide={() => void decide()}
            onCancel={() => setDecision(null)}
            error={error}
            busy={busy || !ready}
            submitLabel={decision.approve ? t.confirm(decision.item.amount < 0) : t.refuse}
            refusing={!decision.approve}
          >
            <p data-testid="decision-summary">
              #{decision.item.id} {memberName} · {decision.item.wallet_name} <strong>{formatBaht(decision.item.amount)}</strong>
            </p>
            <p className="text-sm opacity-80">{t.reasonBy(decision.item.reason, decision.item.asked_by)}</p>
            <p className="text-sm" data-testid="decision-effect">
              {decision.approve
                ? t.effect(decision.item.amount < 0, formatBaht(Math.abs(decision.item.amount)), decision.item.wallet_name, memberName)
                : t.cancelEffect(memberName)}
            </p>
          </DecisionForm>
        )}
      </DeskDialog>

      <DeskDialog title={step === 'adjust' ? t.adjust : locked ? t.unlock : t.lock} open={step !== null} onClose={() => setStep(null)}>
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            void (step === 'adjust' ? submitAdjust(form) : submitLock(form));
          }}
        >
          {step === 'adjust' && (
            <>
              <label className="flex flex-col gap-1">
                <span className="text-sm">{t.wallet}</span>
                <select name="wallet_type_id" className="select w-full" defaultValue="1">
                  <option value="1">{t.wallets.main}</option>
                  <option value="2">{t.wallets.bonus}</option>
                  <option value="3">{t.wallets.free}</option>
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span className="text-sm">{t.kind}</span>
                <select name="direction" className="select w-full" defaultValue="credit">
                  <option value="credit">{t.credit}</option>
                  <option value="debit">{t.debit}</option>
                </select>
              </label>
              <TextField name="amount" label={t.amount} inputMode="decimal" autoComplete="off" error={fields.amount} />
            </>
          )}
          <label className="flex flex-col gap-1">
            <span className="text-sm">{t.reason}</span>
            <textarea name="reason" className={`textarea w-full ${fields.reason ? 'textarea-error' : ''}`} maxLength={200} />
            {fields.reason && <span className="text-error text-sm">{fields.reason}</span>}
          </label>
          <FormError message={error} />
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={() => setStep(null)}>
              {t.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
              {t.save}
            </button>
          </div>
        </form>
      </DeskDialog>
    </section>
  );
}
