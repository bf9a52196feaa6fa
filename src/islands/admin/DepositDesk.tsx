// The cashier's deposit queue (/admin/deposits): the waiting requests, oldest first, read again the
// moment the staff stream says the queue changed (every 2 seconds while the stream is not open and
// the tab is visible), their count in the tab's title and a short beep for a new one
// (the cashier switches it off or on; the choice stays on this device). Each request is confirmed
// (the money arrived) or rejected with a reason in a dialog; two cashiers at once: the platform lets
// one win and tells the other. Above, the silent-device alert; below, the slips and bank texts
// waiting for a cashier (DepositReviews), all from the same poll, and the bank statement box.
import { useEffect, useRef, useState } from 'react';
import type { DepositQueue, DeskDeposit } from '../../contract/admin/admin-desk.ts';
import { bangkokClock } from '../../rules/bangkok-calendar.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { confirmDeposit, getDepositQueue, rejectDeposit } from '../../api/admin/admin-money.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { beep } from './beep.ts';
import DeskDialog from './DeskDialog.tsx';
import SoundSwitch from './SoundSwitch.tsx';
import { depositDeskTh as t } from '../../i18n/admin/admin-money.ts';
import { DecideButtons, DecisionForm, Notice, RequestHead, RequestMember } from './queue-parts.tsx';
import DepositReviews from './DepositReviews.tsx';
import SilentDevices from './SilentDevices.tsx';
import StatementMatch from './StatementMatch.tsx';
import { useDeskLive } from './use-desk-live.ts';
import { useSoundSwitch } from './use-sound-switch.ts';

interface Props {
  queue: DepositQueue;
  /** The role may confirm and reject (else the queue is read only). */
  canDecide: boolean;
}

const SOUND_KEY = 'r999-admin-deposit-sound';
const TITLE = t.tabTitle;

type Step = { kind: 'confirm' | 'reject'; deposit: DeskDeposit } | null;

function timeLeft(seconds: number): string {
  if (seconds <= 0) return t.timeUp;
  const minutes = Math.floor(seconds / 60);
  return t.minutes(`${minutes}:${String(seconds % 60).padStart(2, '0')}`);
}

export default function DepositDesk({ queue: firstQueue, canDecide }: Props) {
  const first = firstQueue.deposits;
  // Buttons stay off until the island runs: a tap before that would do nothing.
  const ready = useMounted();
  const [deposits, setDeposits] = useState(first);
  const [reviews, setReviews] = useState({ texts: firstQueue.texts, slips: firstQueue.slips });
  const [silent, setSilent] = useState(firstQueue.silent_devices);
  const [loadedAt, setLoadedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [sound, switchSound] = useSoundSwitch(SOUND_KEY);
  const [step, setStep] = useState<Step>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const seen = useRef(new Set(first.map((deposit) => deposit.id)));

  useEffect(() => {
    document.title = deposits.length ? `(${deposits.length}) ${TITLE}` : TITLE;
  }, [deposits.length]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  async function reload() {
    const answer = await getDepositQueue();
    if (!answer.ok) return;
    const fresh = answer.data.deposits.filter((deposit) => !seen.current.has(deposit.id));
    for (const deposit of fresh) seen.current.add(deposit.id);
    if (fresh.length && sound) beep();
    setDeposits(answer.data.deposits);
    setReviews({ texts: answer.data.texts, slips: answer.data.slips });
    setSilent(answer.data.silent_devices);
    setLoadedAt(Date.now());
  }
  useDeskLive('deposits', reload, 2000);

  async function decide(reason?: string) {
    if (!step) return;
    setBusy(true);
    const answer =
      step.kind === 'confirm' ? await confirmDeposit({ id: step.deposit.id }) : await rejectDeposit({ id: step.deposit.id, reason });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.fields?.reason ?? answer.message);
      // Decided by someone else meanwhile: the queue shows what is still waiting.
      if (answer.error !== 1001) await reload();
      return;
    }
    setStep(null);
    setError('');
    setNotice(answer.message);
    await reload();
  }

  const secondsLeft = (deposit: DeskDeposit) => Math.max(0, deposit.seconds_left - Math.floor((now - loadedAt) / 1000));

  return (
    <div className="flex flex-col gap-6">
      <SilentDevices devices={silent} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg" data-testid="deposit-count" aria-live="polite">
          {t.waiting} <strong>{deposits.length}</strong> {t.items}
        </p>
        <SoundSwitch on={sound} onToggle={switchSound} ready={ready} label={t.sound} testId="sound-switch" />
      </div>
      <Notice text={notice} />
      {deposits.length === 0 ? (
        <p className="card bg-base-100 p-6 text-center opacity-70">{t.none}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="deposit-queue">
          {deposits.map((deposit) => (
            <li key={deposit.id} id={`deposit-${deposit.id}`} className="card bg-base-100 gap-2 p-4" data-testid={`deposit-${deposit.id}`}>
              <RequestHead amount={deposit.pay_amount} id={deposit.id} testId="pay-amount" />
              <p className="text-sm">
                {deposit.channel_name} → {deposit.account.name} {deposit.account.account_no} ({deposit.account.account_name})
              </p>
              <RequestMember id={deposit.member_id} name={deposit.member_name} phone={deposit.member_phone} />
              <p className="text-sm opacity-80">{t.createdLeft(bangkokClock(deposit.created_at), timeLeft(secondsLeft(deposit)))}</p>
              {canDecide && (
                <DecideButtons
                  ready={ready}
                  acceptLabel={t.confirm}
                  onAccept={() => (setError(''), setStep({ kind: 'confirm', deposit }))}
                  onReject={() => (setError(''), setStep({ kind: 'reject', deposit }))}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <DeskDialog title={step?.kind === 'reject' ? t.rejectTitle : t.confirm} open={step !== null} onClose={() => setStep(null)}>
        {step && (
          <DecisionForm
            onDecide={(form) => void decide(String(form.get('reason') ?? ''))}
            onCancel={() => setStep(null)}
            error={error}
            busy={busy}
            submitLabel={step.kind === 'confirm' ? t.confirmCredit : t.reject}
            refusing={step.kind === 'reject'}
          >
            <p>
              #{step.deposit.id} {step.deposit.member_name} {t.amount} <strong>{formatBaht(step.deposit.pay_amount)}</strong> {t.via}{' '}
              {step.deposit.channel_name}
            </p>
            {step.kind === 'confirm' ? (
              <p className="text-sm opacity-80">{t.confirmNote}</p>
            ) : (
              <label className="flex flex-col gap-1">
                <span className="text-sm">{t.reason}</span>
                <textarea name="reason" className="textarea w-full" maxLength={200} required />
              </label>
            )}
          </DecisionForm>
        )}
      </DeskDialog>

      <DepositReviews texts={reviews.texts} slips={reviews.slips} canDecide={canDecide} ready={ready} onChanged={reload} />

      <StatementMatch canDecide={canDecide} onConfirmed={reload} />
    </div>
  );
}
