// The withdrawal form and the member's requests. It draws from what the server rendered the page
// with (the destinations, masked: the main account and the backup one once added; the limits, each
// wallet's rule, the latest requests); after a request it reloads the wallets (the header's total
// drops) and its own answer. Its messages follow what is typed now: a refusal from the server goes
// once the amount, wallet or account changes, and an amount outside the limits is told before sending.
import { useEffect, useState, type ReactNode, type SubmitEvent } from 'react';
import { bahtText } from '../../rules/money/money-text.ts';
import type { WithdrawAccount, WithdrawalAccount, WithdrawInfo, Withdrawal, WithdrawWallet } from '../../contract/money/withdrawals.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { withdrawTh as t } from '../../i18n/money/withdraw.ts';
import { parseAmount } from '../../lib/money/amount.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { loadWallets } from '../../stores/account/session.ts';
import { onLive } from '../../stores/live-events.ts';
import AmountStep from './AmountStep.tsx';

/** The calls load with the first request, not with the page. */
const withdrawalsApi = () => import('../../api/money/withdrawals.ts');

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a page on a plain-http LAN address still gets 128 random bits.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function walletNote(wallet: WithdrawWallet): string {
  if (wallet.blocked === 'free_credit') return t.freeCredit;
  const turnover = wallet.turnover;
  if (turnover && turnover.left > 0)
    return t.turnoverLeft(formatBaht(turnover.left), formatBaht(turnover.done), formatBaht(turnover.required));
  if (turnover && turnover.required > 0) return t.turnoverMet(formatBaht(turnover.required));
  return t.withdrawable;
}

/** Why the typed amount cannot be sent, or '' while it is empty or fine: the amount rule, then the limits. */
function amountMessage(typed: string, info: WithdrawInfo): string {
  if (typed.trim() === '') return '';
  const { amount, error } = parseAmount(typed, 'satang');
  if (error !== undefined) return error;
  const satang = Math.round(amount * 100);
  if (satang < Math.round(info.min * 100)) return t.underMin(bahtText(Math.round(info.min * 100)));
  if (satang > Math.round(info.max * 100)) return t.overMax(bahtText(Math.round(info.max * 100)));
  return '';
}

function AccountLines({ account }: { account: WithdrawAccount }) {
  return (
    <span className="block min-w-0 flex-1 text-sm">
      <span className="flex justify-between gap-2">
        <span className="font-medium">{t.accountKind[account.account]}</span>
        <span className="text-base-content/70">{account.bank_name}</span>
      </span>
      <span className="flex justify-between gap-2">
        <span className="text-base-content/60">{t.accountName}</span>
        <span className="text-right font-medium">{account.account_name}</span>
      </span>
      <span className="block text-right font-medium tabular-nums" data-testid="withdraw-account-number">
        {account.account_masked}
      </span>
    </span>
  );
}

/** How a choice takes a tap: its radio, its radio greyed out (a wallet that cannot pay out), or none (the only account). */
type Takes = 'tap' | 'closed' | 'only';
const TAKES_CLASS: Record<Takes, string> = { tap: 'cursor-pointer', closed: 'opacity-70', only: '' };

/** One card of a choice the form asks for (the account, the wallet): the radio and what it shows. */
function Choice({
  name,
  value,
  chosen,
  takes,
  onChoose,
  data,
  children,
}: {
  name: string;
  value: string | number;
  chosen: boolean;
  takes: Takes;
  onChoose: () => void;
  data: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex items-start gap-3 rounded-box border p-3 ${chosen ? 'border-primary' : 'border-base-300'} ${TAKES_CLASS[takes]}`}
      {...data}
    >
      {takes === 'only' ? null : (
        <input
          type="radio"
          name={name}
          className="radio radio-primary radio-sm mt-1"
          value={value}
          checked={chosen}
          disabled={takes === 'closed'}
          onChange={onChoose}
        />
      )}
      {children}
    </label>
  );
}

const STATUS_CLASS: Record<Withdrawal['status'], string> = { pending: 'badge-warning', paid: 'badge-success', rejected: 'badge-error' };

function Requests({ requests }: { requests: readonly Withdrawal[] }) {
  if (requests.length === 0) return <p className="py-4 text-center text-sm text-base-content/70">{t.noRequests}</p>;
  return (
    <ul className="space-y-2" data-testid="withdraw-requests">
      {requests.map((request) => (
        <li
          key={request.id}
          className="rounded-box border border-base-300 bg-base-200 p-3"
          data-testid="withdraw-request"
          data-status={request.status}
        >
          <div className="flex items-center justify-between gap-2">
            <span className="font-semibold tabular-nums">{formatBaht(request.amount)}</span>
            <span className={`badge ${STATUS_CLASS[request.status]}`} data-testid="withdraw-status">
              {t.status[request.status]}
            </span>
          </div>
          <div className="mt-1 text-xs text-base-content/70">
            #{request.id} · {formatThaiDateTime(request.created_at)} · {request.wallet_name} · {t.accountKind[request.account]}{' '}
            {request.bank_name} {request.account_masked}
          </div>
          {request.status === 'rejected' ? (
            <p className="mt-1 text-sm" data-testid="withdraw-reason">
              {t.reason}: {request.reason} · {t.refunded}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function WithdrawPanel({ initial }: { initial: WithdrawInfo }) {
  const [info, setInfo] = useState(initial);
  const firstOpen = info.wallets.find((wallet) => wallet.withdrawable);
  const [walletId, setWalletId] = useState(firstOpen?.wallet_id ?? 0);
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState<WithdrawalAccount>('main');
  // One key per attempt: kept while the member retries the same request, new once it went through.
  const [key, setKey] = useState(newKey);
  const { error, setError, busy, run } = useSubmit();
  const mounted = useMounted();

  // A cashier paid or rejected a request (or one was asked in another tab): the list and the
  // wallets' amounts are read again, as the stream tells it.
  useEffect(
    () =>
      onLive('withdrawal', ({ id, status }) => {
        if (info.requests.some((request) => request.id === id && request.status === status)) return;
        void withdrawalsApi()
          .then((api) => api.getWithdrawInfo())
          .then(setInfo, () => undefined);
      }),
    [info],
  );

  // Another request now: a new key, and the last refusal (about the request before) goes.
  function change(next: () => void) {
    next();
    setKey(newKey());
    setError('');
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const refusal = amountMessage(amount, info) || parseAmount(amount, 'satang').error;
    if (refusal) return setError(refusal);
    const baht = parseAmount(amount, 'satang').amount!;
    void run(async () => {
      const api = await withdrawalsApi();
      await api.requestWithdraw(walletId, baht, key, account);
      setAmount('');
      setKey(newKey());
      notify.success(t.sent);
      const [fresh] = await Promise.all([api.getWithdrawInfo(), loadWallets()]);
      setInfo(fresh);
    });
  }

  const selected = info.wallets.find((wallet) => wallet.wallet_id === walletId);
  const fieldMessage = amountMessage(amount, info);
  const backup = info.accounts.find((each) => each.account === 'backup');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3">
          <form onSubmit={submit} noValidate aria-label={t.title}>
            {/* Disabled until hydrated, so an amount typed before React takes over is not lost. */}
            <fieldset className="min-w-0 space-y-3" disabled={!mounted}>
              <fieldset className="space-y-2">
                <legend className="card-title mb-2 text-lg">{t.account}</legend>
                {info.accounts.map((each) => (
                  <Choice
                    key={each.account}
                    name="account"
                    value={each.account}
                    chosen={each.account === account}
                    takes={backup ? 'tap' : 'only'}
                    onChoose={() => change(() => setAccount(each.account))}
                    data={{ 'data-testid': 'withdraw-account', 'data-account': each.account }}
                  >
                    <AccountLines account={each} />
                  </Choice>
                ))}
                <p className="text-xs text-base-content/60">
                  {t.mainFixed} ·{' '}
                  <a href="/member/profile" className="link link-primary" data-testid="withdraw-backup-link">
                    {backup ? t.changeBackup : t.addBackup}
                  </a>
                </p>
              </fieldset>
              <fieldset className="space-y-2">
                <legend className="mb-1 text-sm text-base-content/80">{t.wallet}</legend>
                {info.wallets.map((wallet) => (
                  <Choice
                    key={wallet.wallet_id}
                    name="wallet_id"
                    value={wallet.wallet_id}
                    chosen={wallet.wallet_id === walletId}
                    takes={wallet.withdrawable ? 'tap' : 'closed'}
                    onChoose={() => change(() => setWalletId(wallet.wallet_id))}
                    data={{ 'data-testid': 'withdraw-wallet', 'data-type': wallet.wallet_type_id }}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex justify-between gap-2">
                        <span className="font-medium">{wallet.wallet_name}</span>
                        <span className="tabular-nums">{formatBaht(wallet.balance)}</span>
                      </span>
                      <span className="block text-xs text-base-content/70" data-testid="withdraw-wallet-note">
                        {walletNote(wallet)}
                      </span>
                    </span>
                  </Choice>
                ))}
              </fieldset>
              <AmountStep
                label={t.amount}
                hint={t.limits(formatBaht(info.min), formatBaht(info.max), info.max_pending)}
                amount={amount}
                onAmount={(value) => change(() => setAmount(value))}
                fieldMessage={fieldMessage}
                error={error}
                busy={busy}
                submitLabel={t.submit}
                blocked={!selected?.withdrawable}
              />
            </fieldset>
          </form>
        </div>
      </section>
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 className="card-title">{t.requests}</h2>
            <span className="text-xs text-base-content/70" data-testid="withdraw-pending">
              {t.pendingCount(info.pending, info.max_pending)}
            </span>
          </div>
          <Requests requests={info.requests} />
        </div>
      </section>
    </div>
  );
}
