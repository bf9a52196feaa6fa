// The payment page's live part (/member/payment): the exact amount, the QR (drawn on the server as
// SVG, passed in as markup) or the account to transfer to, the time left, and the status. While the
// deposit waits, the member's live stream says when its state changes (a cashier's confirmation, a
// bank text matched), and the page reads it then; while the stream is not open it asks every few
// seconds instead (only while the tab is visible). Once paid it reloads the wallets, so the
// header's total rises without a reload. The demo's "simulate
// payment" button shows when the platform offers it; the member may cancel it after a warning.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Deposit } from '../../contract/money/payments.ts';
import { useSecondsLeft } from '../../hooks/money/use-seconds-left.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { depositTh as t } from '../../i18n/money/deposit.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { formatCountdown } from '../../stores/server-clock.ts';
import { $walletTotal, loadWallets } from '../../stores/account/session.ts';
import { liveOpen, onLive } from '../../stores/live-events.ts';
import { pollWhileVisible } from '../../stores/visible-polling.ts';
import CancelDeposit from './CancelDeposit.tsx';
import CopyButton from '../shell/ui/CopyButton.tsx';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

const POLL_MS = 4000;

/** The calls load with the first one made, not with the page. */
const paymentsApi = () => import('../../api/money/payments.ts');

/** The QR as a PNG file the member can keep in the phone's gallery. */
async function saveQr(svg: string, id: number): Promise<void> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 720;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 720, 720);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 40, 40, 640, 640);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `r999-deposit-${id}.png`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export default function PaymentPanel({ initial, qrSvg }: { initial: Deposit; qrSvg: string | null }) {
  const [deposit, setDeposit] = useState(initial);
  const left = useSecondsLeft(deposit);
  const total = useStore($walletTotal);
  const { error, busy, run } = useSubmit();
  // Paid while this page was open: the wallets were reloaded, so the header's total is the new one.
  const [credited, setCredited] = useState(false);
  const waiting = deposit.status === 'pending' && left > 0;

  async function refresh(next: Deposit) {
    setDeposit(next);
    if (next.status !== 'paid') return;
    await loadWallets();
    setCredited(true);
  }

  // While waiting: read the state when the stream says it changed (or opens, or missed some);
  // poll politely only while it is not open: a visible tab asks, once more the moment it shows again.
  useEffect(() => {
    if (deposit.status !== 'pending') return;
    let stopped = false;
    const check = async () => {
      const next = await (await paymentsApi()).inquiryStatus(deposit.id);
      if (!stopped && (next.status !== 'pending' || next.seconds_left === 0)) await refresh(next);
    };
    const heard = () => void check().catch(() => undefined);
    const unlisten = [onLive('deposit', ({ id }) => id === deposit.id && heard()), onLive('reload', heard)];
    const poller = pollWhileVisible(
      () => (liveOpen() ? Promise.resolve() : check()),
      () => POLL_MS,
    );
    return () => {
      stopped = true;
      unlisten.forEach((stop) => stop());
      poller.stop();
    };
  }, [deposit.id, deposit.status]);

  function simulate() {
    void run(async () => refresh(await (await paymentsApi()).simulatePayment(deposit.id)));
  }

  const status = deposit.status === 'pending' && left === 0 ? 'expired' : deposit.status;
  return (
    <Hydrated>
      <section className="card border border-base-300 bg-base-100" data-testid="payment" data-status={status}>
        <div className="card-body items-center gap-4 text-center">
          <p className="text-sm text-base-content/70">
            #{deposit.id} · {deposit.channel_name}
          </p>
          <div>
            <p className="text-sm text-base-content/80">{t.payExactly}</p>
            <p className="text-3xl font-semibold text-primary tabular-nums" data-testid="payment-amount">
              {formatBaht(deposit.pay_amount)}
            </p>
            <p className="text-xs text-base-content/60">{t.asked(formatBaht(deposit.amount))}</p>
          </div>

          {qrSvg && status === 'pending' ? (
            <div className="w-full" style={{ maxWidth: 288 }}>
              {/* Markup made on the server by the QR library from the platform's payload. */}
              <div
                className="w-full rounded-box p-3"
                style={{ aspectRatio: 1, background: '#fff' }}
                role="img"
                aria-label={t.scan}
                data-testid="payment-qr"
                data-payload={deposit.payload ?? ''}
                dangerouslySetInnerHTML={{ __html: qrSvg }}
              />
              <p className="mt-2 text-xs text-base-content/70">{t.scan}</p>
            </div>
          ) : null}

          {deposit.channel === 'bank' && status === 'pending' ? (
            <dl className="w-full space-y-2 rounded-box bg-base-200 p-3 text-left text-sm" data-testid="payment-account">
              <dt className="text-base-content/70">{t.transferTo}</dt>
              <dd className="font-medium">
                {deposit.sub_channel.name} · {deposit.sub_channel.account_name}
              </dd>
              <dd className="flex items-center justify-between gap-2">
                <span className="text-lg font-semibold tabular-nums">{deposit.sub_channel.account_no}</span>
                <CopyButton text={deposit.sub_channel.account_no} label={t.copy} done={t.copied} failed={t.copyFailed} />
              </dd>
              <dd className="text-xs text-base-content/70">{t.fromOwnAccount}</dd>
            </dl>
          ) : null}

          {status === 'pending' ? (
            <>
              <p className="text-sm">
                {t.timeLeft}{' '}
                <span className="inline-block font-semibold tabular-nums" style={{ minWidth: '5ch' }} data-testid="payment-countdown">
                  {formatCountdown(left * 1000).slice(3)}
                </span>
              </p>
              <p role="status" className="text-sm text-base-content/70">
                <span className="spinner mr-1" aria-hidden="true" />
                {t.waiting}
              </p>
              <div className="flex w-full flex-col gap-2">
                {qrSvg ? (
                  <button type="button" className="btn btn-outline" onClick={() => void saveQr(qrSvg, deposit.id)}>
                    {t.saveQr}
                  </button>
                ) : null}
                {deposit.can_simulate ? (
                  <>
                    <button
                      type="button"
                      className="btn btn-outline btn-primary border-dashed"
                      disabled={busy || !waiting}
                      onClick={simulate}
                    >
                      {t.simulate}
                    </button>
                    <p className="text-xs text-base-content/60">{t.simulateNote}</p>
                  </>
                ) : null}
                {waiting ? <CancelDeposit deposit={deposit} onCancelled={setDeposit} /> : null}
              </div>
              <FormError message={error} />
            </>
          ) : null}

          {status === 'paid' ? (
            <div role="status" className="w-full space-y-1 rounded-box bg-base-200 p-4 text-success" data-testid="payment-paid">
              <p className="font-semibold">{t.paid}</p>
              {credited ? (
                <p data-testid="payment-total">
                  {t.newBalance} <span className="tabular-nums">{formatBaht(total)}</span>
                </p>
              ) : null}
            </div>
          ) : null}
          {status === 'expired' || status === 'rejected' || status === 'cancelled' ? (
            <div role="status" className="w-full space-y-1 rounded-box bg-warning/10 p-4 text-warning" data-testid="payment-closed">
              <p>{t[status]}</p>
              {deposit.reason ? (
                <p data-testid="payment-reason">
                  {t.reason}: {deposit.reason}
                </p>
              ) : null}
            </div>
          ) : null}
          {status !== 'pending' ? (
            <a href="/member/deposit" className="btn btn-primary btn-block">
              {t.again}
            </a>
          ) : null}
        </div>
      </section>
    </Hydrated>
  );
}
