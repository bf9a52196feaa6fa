// The cashier's withdrawal queue (/admin/withdrawals): each pending request with the member's bank
// account in full (to transfer to), their balances, bonus turnover and latest movements. Approve
// with the transfer's reference, or reject with a reason (the amount goes back to the wallet).
// Above the second-approval setting the first approval is kept and the request waits for a second,
// different supervisor or owner; the member still sees it pending. Read again when the staff stream
// says the queue changed (every 5 s while the stream is not open and the tab is visible).
import { useState } from 'react';
import type { DeskWithdrawal } from '../../contract/admin/admin-desk.ts';
import { LEDGER_TYPE_NAMES, type LedgerType } from '../../contract/money/statement.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { approveWithdrawal, getWithdrawalQueue, rejectWithdrawal } from '../../api/admin/admin-money.ts';
import { formatBaht } from '../../lib/money/money.ts';
import DeskDialog from './DeskDialog.tsx';
import WithdrawalAccount from './WithdrawalAccount.tsx';
import { withdrawalDeskTh as t } from '../../i18n/admin/admin-money.ts';
import { TextField } from './fields.tsx';
import { DecideButtons, DecisionForm, Notice, RequestHead, RequestMember } from './queue-parts.tsx';
import { useDeskLive } from './use-desk-live.ts';

interface Props {
  withdrawals: DeskWithdrawal[];
  secondApprovalBaht: number;
  canDecide: boolean;
  canSecond: boolean;
}

type Step = { kind: 'approve' | 'reject'; withdrawal: DeskWithdrawal } | null;

const typeName = (type: string) => LEDGER_TYPE_NAMES[type as LedgerType] ?? type;

/** What the dialog's button does, said before it is pressed. */
function withdrawalEffect({ kind, withdrawal }: NonNullable<Step>): string {
  const amount = formatBaht(withdrawal.amount);
  if (kind === 'reject') return t.refund(amount, withdrawal.wallet_name, withdrawal.member_name);
  if (withdrawal.needs_second_approval && !withdrawal.first_approved_by) return t.firstOnly;
  return t.paid(amount, withdrawal.member_name);
}

export default function WithdrawalDesk({ withdrawals: first, secondApprovalBaht, canDecide, canSecond }: Props) {
  // Buttons stay off until the island runs: a tap before that would do nothing.
  const ready = useMounted();
  const [withdrawals, setWithdrawals] = useState(first);
  const [step, setStep] = useState<Step>(null);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  async function reload() {
    const answer = await getWithdrawalQueue();
    if (answer.ok) setWithdrawals(answer.data.withdrawals);
  }
  useDeskLive('withdrawals', reload, 5000);

  function open(kind: 'approve' | 'reject', withdrawal: DeskWithdrawal) {
    setError('');
    setFields({});
    setStep({ kind, withdrawal });
  }

  async function decide(form: FormData) {
    if (!step) return;
    const { withdrawal } = step;
    setBusy(true);
    const answer =
      step.kind === 'approve'
        ? await approveWithdrawal({
            id: withdrawal.id,
            transfer_ref: form.get('transfer_ref'),
            second: withdrawal.first_approved_by !== null,
          })
        : await rejectWithdrawal({ id: withdrawal.id, reason: form.get('reason') });
    setBusy(false);
    if (!answer.ok) {
      // The reference's own message stands under its field; any other one above the buttons.
      setError(answer.fields?.transfer_ref ? '' : answer.message);
      setFields(answer.fields ?? {});
      if (answer.error !== 1001) await reload();
      return;
    }
    setStep(null);
    setNotice(answer.message);
    await reload();
  }

  const approveLabel = (withdrawal: DeskWithdrawal) =>
    withdrawal.first_approved_by ? t.approveSecond : withdrawal.needs_second_approval ? t.approveFirst : t.approve;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm opacity-80">{t.rule(formatBaht(secondApprovalBaht))}</p>
      <Notice text={notice} />
      {withdrawals.length === 0 ? (
        <p className="card bg-base-100 p-6 text-center opacity-70">{t.none}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="withdrawal-queue">
          {withdrawals.map((withdrawal) => (
            <li key={withdrawal.id} className="card bg-base-100 gap-2 p-4" data-testid={`withdrawal-${withdrawal.id}`}>
              <RequestHead amount={withdrawal.amount} id={withdrawal.id} />
              {withdrawal.needs_second_approval && (
                <p className={`badge ${withdrawal.first_approved_by ? 'badge-warning' : 'badge-info'} h-auto`}>
                  {withdrawal.first_approved_by ? t.firstBy(withdrawal.first_approved_by) : t.twoPeople}
                </p>
              )}
              <RequestMember id={withdrawal.member_id} name={withdrawal.member_name} phone={withdrawal.member_phone}>
                {' '}
                {t.from(withdrawal.wallet_name)}
              </RequestMember>
              <WithdrawalAccount withdrawal={withdrawal} />
              <p className="text-sm">
                {t.balances} {withdrawal.wallets.map((wallet) => `${wallet.name} ${formatBaht(wallet.balance)}`).join(' · ')}
              </p>
              {withdrawal.turnover.required > 0 && (
                <p className="text-sm">
                  {t.turnover(
                    formatBaht(withdrawal.turnover.done),
                    formatBaht(withdrawal.turnover.required),
                    formatBaht(withdrawal.turnover.left),
                  )}
                </p>
              )}
              <details className="text-sm">
                <summary className="cursor-pointer">{t.recent}</summary>
                <ul className="mt-1 flex flex-col gap-1">
                  {withdrawal.recent.map((move, index) => (
                    <li key={index} className="flex justify-between gap-2">
                      <span>
                        {formatThaiDateTime(move.created_at)} {typeName(move.type)}
                      </span>
                      <span className={move.amount < 0 ? 'text-error' : 'text-success'}>{formatBaht(move.amount)}</span>
                    </li>
                  ))}
                </ul>
              </details>
              <p className="text-sm opacity-70">{t.askedAt(formatThaiDateTime(withdrawal.created_at))}</p>
              {canDecide && (
                <DecideButtons
                  ready={ready}
                  acceptLabel={approveLabel(withdrawal)}
                  acceptDisabled={withdrawal.first_approved_by !== null && !canSecond}
                  onAccept={() => open('approve', withdrawal)}
                  onReject={() => open('reject', withdrawal)}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <DeskDialog title={step?.kind === 'reject' ? t.rejectTitle : t.approveTitle} open={step !== null} onClose={() => setStep(null)}>
        {step && (
          <DecisionForm
            onDecide={(form) => void decide(form)}
            onCancel={() => setStep(null)}
            error={error}
            busy={busy}
            submitLabel={step.kind === 'approve' ? approveLabel(step.withdrawal) : t.rejectRefund}
            refusing={step.kind === 'reject'}
          >
            <p>
              #{step.withdrawal.id} {step.withdrawal.member_name} <strong>{formatBaht(step.withdrawal.amount)}</strong> {t.to}{' '}
              {step.withdrawal.bank_name} {step.withdrawal.bank_account}
            </p>
            <p className="text-sm" data-testid="decision-effect">
              {withdrawalEffect(step)}
            </p>
            {step.kind === 'approve' ? (
              <TextField
                name="transfer_ref"
                label={t.transferRef}
                defaultValue={step.withdrawal.transfer_ref ?? ''}
                autoComplete="off"
                maxLength={64}
                error={fields.transfer_ref}
              />
            ) : (
              <label className="flex flex-col gap-1">
                <span className="text-sm">{t.reason}</span>
                <textarea name="reason" className="textarea w-full" maxLength={200} />
              </label>
            )}
          </DecisionForm>
        )}
      </DeskDialog>
    </div>
  );
}
