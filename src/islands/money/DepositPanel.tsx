// The deposit form (/member/deposit): the channels and the agent's accounts as the server rendered
// them, the deposit notice dialog of a bank account (bank, account name and number, a copy button),
// the amount with quick picks; a request opens the payment page with its exact amount. A request
// still waiting comes first, in the form's place (pay it, or cancel it after a warning): the
// platform refuses a new one while it waits. Beside, the member's latest deposits.
import { useCallback, useState, type SubmitEvent } from 'react';
import type { Deposit, PaymentChannel, SubChannel } from '../../contract/money/payments.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { depositTh as t } from '../../i18n/money/deposit.ts';
import { amountRefusal, parseAmount } from '../../lib/money/amount.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { returnPathOf } from '../../lib/account/return-path.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import CopyButton from '../shell/ui/CopyButton.tsx';
import Modal from '../shell/ui/Modal.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';
import AmountStep from './AmountStep.tsx';
import WaitingDeposit from './WaitingDeposit.tsx';

const QUICK_AMOUNTS = [100, 300, 500, 1000];

/** The calls load with the first request, not with the page. */
const paymentsApi = () => import('../../api/money/payments.ts');

const STATUS_CLASS: Record<Deposit['status'], string> = {
  pending: 'badge-warning',
  paid: 'badge-success',
  rejected: 'badge-error',
  expired: 'badge-ghost',
  cancelled: 'badge-ghost',
};

function DepositNotice({ account, onClose }: { account: SubChannel | null; onClose: () => void }) {
  return (
    <Modal open={account !== null} onClose={onClose} width={400} label={t.noticeTitle}>
      {account ? (
        <div className="space-y-4 p-5" data-testid="deposit-notice">
          <h2 className="text-lg font-semibold">{t.noticeTitle}</h2>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-base-content/70">{t.bankName}</dt>
              <dd className="font-medium">{account.name}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-base-content/70">{t.accountName}</dt>
              <dd className="text-right font-medium">{account.account_name}</dd>
            </div>
            <div className="flex items-center justify-between gap-4">
              <dt className="text-base-content/70">{t.accountNo}</dt>
              <dd className="flex items-center gap-2">
                <span className="text-lg font-semibold tabular-nums" data-testid="deposit-notice-number">
                  {account.account_no}
                </span>
                <CopyButton text={account.account_no} label={t.copy} done={t.copied} failed={t.copyFailed} />
              </dd>
            </div>
          </dl>
          <p className="text-xs text-base-content/70">{t.fromOwnAccount}</p>
          <button type="button" className="btn btn-block" onClick={onClose}>
            {t.close}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}

function History({ deposits }: { deposits: readonly Deposit[] }) {
  if (deposits.length === 0) return <p className="py-4 text-center text-sm text-base-content/70">{t.noHistory}</p>;
  return (
    <ul className="space-y-2" data-testid="deposit-history">
      {deposits.map((deposit) => (
        <li
          key={deposit.id}
          className="rounded-box border border-base-300 bg-base-200 p-3"
          data-testid="deposit-row"
          data-status={deposit.status}
        >
          <a href={`/member/payment?id=${deposit.id}`} className="block">
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold tabular-nums">{formatBaht(deposit.pay_amount)}</span>
              <span className={`badge ${STATUS_CLASS[deposit.status]}`}>{t.status[deposit.status]}</span>
            </span>
            <span className="mt-1 block text-xs text-base-content/70">
              #{deposit.id} · {formatThaiDateTime(deposit.created_at)} · {deposit.channel_name}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function DepositPanel({ channels, history }: { channels: readonly PaymentChannel[]; history: readonly Deposit[] }) {
  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0);
  const channel = channels.find((each) => each.id === channelId) ?? channels[0];
  const [subChannelId, setSubChannelId] = useState(channel?.sub_channels[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [notice, setNotice] = useState<SubChannel | null>(null);
  const { error, setError, busy, run } = useSubmit();
  const [deposits, setDeposits] = useState(history);
  const [waiting, setWaiting] = useState(() => history.find((each) => each.status === 'pending' && each.seconds_left > 0) ?? null);
  const [cancelled, setCancelled] = useState<number | null>(null);
  const [paid, setPaid] = useState<number | null>(null);

  // The waiting request was cancelled, ran out of time or was paid by its slip: the form comes back, the history follows.
  const closeWaiting = useCallback((next: Deposit) => {
    setWaiting(null);
    setDeposits((list) => list.map((each) => (each.id === next.id ? next : each)));
    if (next.status === 'cancelled') setCancelled(next.id);
    if (next.status === 'paid') setPaid(next.id);
  }, []);

  if (!channel) return <p className="alert alert-info alert-soft">{t.noChannels}</p>;

  function pickChannel(next: PaymentChannel) {
    setChannelId(next.id);
    setSubChannelId(next.sub_channels[0]?.id ?? 0);
    setError('');
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const { amount: baht, error: refusal } = parseAmount(amount, 'satang');
    if (refusal !== undefined) return setError(refusal);
    void run(async () => {
      const deposit = await (await paymentsApi()).generateQr(channel!.id, subChannelId, baht);
      // A member sent here from a bill goes on to the payment page with the way back (ReturnLink.astro).
      const next = returnPathOf(location.search);
      goTo(`/member/payment?id=${deposit.id}${next ? `&next=${encodeURIComponent(next)}` : ''}`);
    });
  }

  return (
    <Hydrated>
      <div className="grid gap-4 md:grid-cols-2">
        {waiting ? (
          <WaitingDeposit deposit={waiting} onClosed={closeWaiting} />
        ) : (
          <section className="card border border-base-300 bg-base-100">
            <form onSubmit={submit} className="card-body gap-4" noValidate aria-label={t.title}>
              <fieldset>
                <legend className="mb-2 text-sm text-base-content/80">{t.channel}</legend>
                <div className="grid grid-cols-3 gap-2" role="radiogroup">
                  {channels.map((each) => (
                    <label
                      key={each.id}
                      className={`flex cursor-pointer flex-col items-center justify-center rounded-box border p-2 text-center text-sm has-focus-visible:outline-2 has-focus-visible:outline-primary ${each.id === channel.id ? 'border-primary bg-base-200' : 'border-base-300'}`}
                      style={{ minHeight: 64 }}
                      data-testid="deposit-channel"
                    >
                      <input
                        type="radio"
                        name="channel_id"
                        className="sr-only"
                        value={each.id}
                        checked={each.id === channel.id}
                        onChange={() => pickChannel(each)}
                      />
                      {each.name}
                    </label>
                  ))}
                </div>
              </fieldset>

              <fieldset className="space-y-2">
                <legend className="mb-1 text-sm text-base-content/80">{t.account}</legend>
                {channel.sub_channels.map((account) => (
                  <div
                    key={account.id}
                    className={`flex items-center gap-3 rounded-box border p-3 ${account.id === subChannelId ? 'border-primary' : 'border-base-300'}`}
                    data-testid="deposit-account"
                  >
                    <input
                      type="radio"
                      name="sub_channel_id"
                      id={`deposit-account-${channel.code}-${account.id}`}
                      className="radio radio-primary radio-sm"
                      value={account.id}
                      checked={account.id === subChannelId}
                      onChange={() => setSubChannelId(account.id)}
                    />
                    <label htmlFor={`deposit-account-${channel.code}-${account.id}`} className="min-w-0 flex-1 cursor-pointer">
                      <span className="block font-medium">{account.name}</span>
                      <span className="block text-xs text-base-content/70 tabular-nums">
                        {account.account_no} · {account.account_name}
                      </span>
                    </label>
                    {channel.code === 'bank' ? (
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => setNotice(account)}>
                        {t.showAccount}
                      </button>
                    ) : null}
                  </div>
                ))}
              </fieldset>

              <AmountStep
                label={t.amount}
                hint={t.limits(formatBaht(channel.min), formatBaht(channel.max))}
                amount={amount}
                onAmount={setAmount}
                fieldMessage={amountRefusal(amount, 'satang')}
                quick={{ amounts: QUICK_AMOUNTS, label: t.quick }}
                error={error}
                busy={busy}
                submitLabel={t.submit}
                blocked={!subChannelId}
              >
                {cancelled !== null ? (
                  <p role="status" className="alert alert-info alert-soft text-sm">
                    {t.cancelledNote(cancelled)}
                  </p>
                ) : null}
                {paid !== null ? (
                  <p role="status" className="alert alert-success alert-soft text-sm">
                    {t.slipPaidNote(paid)}
                  </p>
                ) : null}
              </AmountStep>
            </form>
          </section>
        )}
        <section className="card border border-base-300 bg-base-100">
          <div className="card-body gap-3">
            <h2 className="card-title">{t.history}</h2>
            <History deposits={deposits} />
          </div>
        </section>
        <DepositNotice account={notice} onClose={() => setNotice(null)} />
      </div>
    </Hydrated>
  );
}
