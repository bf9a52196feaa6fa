// The confirm dialog of a validated bill: every line with its rate and possible payout, the total,
// the wallet it is paid from and what is left after; "ยืนยันแทง" places the bill. A line whose rate
// is not the one the builder showed (staff reduced the number since the page opened) is marked with
// the rate it was, and a notice asks the member to check: the new rate is confirmed, never silent.
import { useId } from 'react';
import type { BetType, BillCheck } from '../../contract/lotto/lotto.ts';
import type { Wallet } from '../../contract/account/member.ts';
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { priceLine, type BillRate } from '../../stores/lotto/lotto.ts';
import Modal from '../shell/ui/Modal.tsx';

interface Props {
  open: boolean;
  check: BillCheck | null;
  /** The rates the builder showed. */
  book: BillRate | null;
  wallets: Wallet[];
  walletId: number | null;
  onWallet: (id: number) => void;
  busy: boolean;
  /** The deposit page, coming back to this round afterwards. */
  depositHref: string;
  onConfirm: () => void;
  onClose: () => void;
}

export default function BillConfirm({ open, check, book, wallets, walletId, onWallet, busy, depositHref, onConfirm, onClose }: Props) {
  const walletField = useId();
  const wallet = wallets.find((w) => w.id === walletId) ?? null;
  const total = check?.total ?? 0;
  const short = wallet !== null && wallet.balance < total;
  const shown = (line: BillCheck['lines'][number]) =>
    book ? priceLine(book, line.bet_type as BetType, line.input_number).rate : line.rate;
  const changed = check?.lines.some((line) => shown(line) !== line.rate) ?? false;

  return (
    <Modal open={open && check !== null} onClose={busy ? () => {} : onClose} width={560} label={t.confirm.title}>
      {check ? (
        <div className="flex max-h-[85dvh] flex-col">
          <h2 className="border-b border-base-300 px-5 py-3 text-center text-lg font-semibold">{t.confirm.title}</h2>
          <div className="min-h-0 flex-1 overflow-y-auto px-3">
            {changed ? (
              <p role="alert" className="alert alert-warning mt-3 text-sm" data-testid="rates-changed">
                {t.confirm.ratesChanged}
              </p>
            ) : null}
            <table className="data-table" data-testid="confirm-lines">
              <thead>
                <tr>
                  <th>{t.confirm.number}</th>
                  <th>{t.confirm.bet}</th>
                  <th className="text-right">{t.confirm.amount}</th>
                  <th className="text-right">{t.confirm.payout}</th>
                </tr>
              </thead>
              <tbody>
                {check.lines.map((line) => (
                  <tr key={line.index}>
                    <td className="text-base font-semibold text-primary tabular-nums">{line.input_number}</td>
                    <td className="leading-tight">
                      {line.bet_name}
                      <span className="block text-xs text-base-content/60 tabular-nums">
                        {t.confirm.rate} {line.rate.toLocaleString('th-TH')}
                        {line.hot ? <span className="badge badge-warning badge-xs ml-1">{t.lines.hot}</span> : null}
                        {shown(line) !== line.rate ? (
                          <span className="block text-warning" data-testid="rate-changed">
                            {t.confirm.rateChanged(shown(line).toLocaleString('th-TH'))}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td className="text-right tabular-nums">{formatBaht(line.amount)}</td>
                    <td className="text-right tabular-nums">{formatBaht(line.max_payout)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="space-y-1 border-t border-base-300 px-5 py-3 text-sm">
            <div className="flex justify-between">
              <dt className="text-base-content/70">{t.confirm.lineCount}</dt>
              <dd className="tabular-nums">{check.count}</dd>
            </div>
            <div className="flex justify-between text-base font-semibold">
              <dt>{t.confirm.total}</dt>
              <dd className="text-primary tabular-nums" data-testid="confirm-total">
                {formatBaht(total)}
              </dd>
            </div>
            {wallets.length > 1 ? (
              <div className="flex items-center justify-between gap-3">
                <dt>
                  <label htmlFor={walletField} className="text-base-content/70">
                    {t.confirm.wallet}
                  </label>
                </dt>
                <dd>
                  <select
                    id={walletField}
                    className="select select-sm w-auto"
                    value={walletId ?? ''}
                    onChange={(e) => onWallet(Number(e.target.value))}
                    disabled={busy}
                  >
                    {wallets.map((w) => (
                      <option key={w.id} value={w.id}>
                        {w.wallet_name} ({formatBaht(w.balance)})
                      </option>
                    ))}
                  </select>
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between">
              <dt className="text-base-content/70">
                {t.confirm.balance}
                {wallet && wallets.length === 1 ? ` (${wallet.wallet_name})` : ''}
              </dt>
              <dd className="tabular-nums" data-testid="confirm-balance">
                {wallet ? formatBaht(wallet.balance) : <span className="spinner text-xs" aria-hidden="true" />}
              </dd>
            </div>
            {wallet ? (
              <div className="flex justify-between">
                <dt className="text-base-content/70">{t.confirm.balanceAfter}</dt>
                <dd className={`tabular-nums ${short ? 'text-error' : ''}`}>{formatBaht(wallet.balance - total)}</dd>
              </div>
            ) : null}
          </dl>
          {short ? (
            <div role="alert" className="alert alert-warning alert-soft mx-5 mb-2 py-2 text-sm">
              {t.confirm.notEnough}
              <a href={depositHref} className="link font-medium">
                {t.confirm.deposit}
              </a>
            </div>
          ) : null}
          <div className="flex gap-2 border-t border-base-300 px-5 py-3">
            <button type="button" className="btn btn-ghost flex-1" onClick={onClose} disabled={busy}>
              {t.confirm.cancel}
            </button>
            <button type="button" className="btn btn-primary flex-[2]" onClick={onConfirm} disabled={busy}>
              {busy ? t.confirm.submitting : t.confirm.submit}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
