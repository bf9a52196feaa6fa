// The free-spin slot: a line bet and a spin, like the fruit slot; when the base spin shows three
// scatters the feature's free spins (already played and paid by the platform in the same round)
// are revealed one by one with a counter and the feature's running total, then the round's total.
// The wallet around the frame is told once the round is shown (or skipped to its end).
import { useEffect, useRef, useState } from 'react';
import {
  FEATURE_MULTIPLIER,
  FREE_SPIN_CAP,
  FREE_SPINS,
  FREESPIN_PAYTABLE,
  FREESPIN_RTP_PERCENT,
  FREESPIN_SYMBOLS,
  FREESPIN_TRIGGER_ONE_IN,
  SCATTER_PAYS,
  STOPS,
  freeSpinWindow,
  type FreeSpinOutcome,
  type FreeSpinView,
} from '../../rules/games/freespin.ts';
import { PAYLINES, REELS } from '../../rules/games/slot.ts';
import type { Played } from '../../contract/games/games-table.ts';
import { gameTablesTh as tt } from '../../i18n/games/game-tables.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { spinFreeSpin } from '../../api/games/game-table.ts';
import { LineBetPicker, PaytableRows, ReelWindow } from './SlotParts.tsx';
import SlotSymbol from './SlotSymbol.tsx';

interface Props {
  link: string;
  lineBets: number[];
  onPlayed: (played: Played) => void;
  onRefused: (message: string) => void;
}

/** How long each free spin stays on screen. */
const FREE_SPIN_MS = 700;
const START_STOPS = Array.from({ length: REELS }, (_, reel) => reel * 4);

interface Showing {
  round: Played;
  outcome: FreeSpinOutcome;
  /** 0: the base spin; n: the n-th free spin. */
  step: number;
}

export default function FreeSpinSlot({ link, lineBets, onPlayed, onRefused }: Props) {
  const [lineBet, setLineBet] = useState(lineBets.includes(1) ? 1 : lineBets[0]!);
  const [showing, setShowing] = useState<Showing | null>(null);
  const [spinning, setSpinning] = useState(false);
  const told = useRef<Played | null>(null);
  const outcome = showing?.outcome ?? null;
  const step = showing?.step ?? 0;
  const spin: FreeSpinView | null = outcome ? (step === 0 ? outcome.base : outcome.free[step - 1]!) : null;
  const freeTotal = outcome ? outcome.free.slice(0, step).reduce((sum, free) => sum + free.win, 0) : 0;
  const given = outcome ? outcome.base.awarded + outcome.free.slice(0, step).reduce((sum, free) => sum + free.awarded, 0) : 0;
  const done = showing !== null && step >= showing.outcome.free.length;
  const cells = freeSpinWindow(spin?.stops ?? START_STOPS);

  // Tells the table (balance, seed, the site's header) once the member has seen the whole round.
  function tell(round: Played) {
    if (told.current === round) return;
    told.current = round;
    onPlayed(round);
  }

  useEffect(() => {
    if (!showing) return;
    if (done) return tell(showing.round);
    const timer = setTimeout(() => setShowing({ ...showing, step: showing.step + 1 }), FREE_SPIN_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showing, done]);

  async function play() {
    setSpinning(true);
    setShowing(null);
    const answer = await spinFreeSpin(link, lineBet);
    setSpinning(false);
    if (!answer.ok) return onRefused(answer.message);
    setShowing({ round: answer.data, outcome: answer.data.outcome as FreeSpinOutcome, step: 0 });
  }

  const busy = spinning || (showing !== null && !done);
  return (
    <div className="space-y-4">
      <div className="flex h-8 items-center justify-between gap-2 text-sm font-semibold" aria-live="polite">
        {outcome && outcome.free.length > 0 ? (
          <>
            <span className="badge badge-secondary" data-testid="freespin-counter">
              {step === 0 ? tt.freespin.baseSpin : tt.freespin.counter(step, given)}
            </span>
            <span>
              {tt.freespin.featureTotal}{' '}
              <strong className="tabular-nums" data-testid="feature-total">
                {formatBaht(freeTotal)}
              </strong>
            </span>
          </>
        ) : null}
      </div>
      <ReelWindow
        cells={cells}
        stops={spin?.stops ?? START_STOPS}
        wins={spin?.wins ?? []}
        spinning={spinning}
        frame={step > 0 ? 'border-primary bg-secondary/20' : 'border-primary/50 bg-base-300'}
        alwaysLit="scatter"
      />
      <div className="h-8 text-center font-semibold" aria-live="polite" data-testid="round-result">
        {showing === null ? null : !done ? (
          spin && spin.awarded > 0 ? (
            <p className="text-secondary">{step === 0 ? tt.freespin.awarded(spin.awarded) : tt.freespin.retrigger(spin.awarded)}</p>
          ) : (
            <p>
              {tt.freespin.spinWin} {formatBaht(spin?.win ?? 0)}
            </p>
          )
        ) : (
          <p className="text-lg">{showing.round.win > 0 ? `${t.table.win} ${formatBaht(showing.round.win)}` : t.table.lose}</p>
        )}
      </div>
      {showing !== null && !done ? (
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={() => setShowing({ ...showing, step: showing.outcome.free.length })}
        >
          {tt.freespin.skip}
        </button>
      ) : null}
      <LineBetPicker lineBets={lineBets} lineBet={lineBet} lines={PAYLINES.length} onPick={setLineBet} disabled={busy} />
      <button type="button" className="btn btn-primary btn-block h-14 text-lg" onClick={() => void play()} disabled={busy}>
        {spinning ? t.table.busy : `${t.slot.spin} (${formatBaht(lineBet * PAYLINES.length)})`}
      </button>
      <details className="rounded-box border border-base-300 bg-base-200">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">{t.slot.paytable}</summary>
        <div className="space-y-2 p-4 text-sm">
          <p>
            {t.slot.rtp}: <strong data-testid="slot-rtp">{FREESPIN_RTP_PERCENT.toFixed(2)}%</strong> ({tt.freespin.rtpNote})
          </p>
          <p>{tt.freespin.rules(FREE_SPINS, FREE_SPIN_CAP, FEATURE_MULTIPLIER)}</p>
          <p>{tt.freespin.trigger(FREESPIN_TRIGGER_ONE_IN)}</p>
          <p className="flex items-center gap-2">
            <SlotSymbol symbol="scatter" className="size-6" />
            {tt.freespin.scatterPays}: ×3 {SCATTER_PAYS[3]} · ×4 {SCATTER_PAYS[4]} · ×5 {SCATTER_PAYS[5]}
          </p>
          <p className="text-base-content/70">{t.slot.paysNote}</p>
          <PaytableRows symbols={FREESPIN_SYMBOLS} paytable={FREESPIN_PAYTABLE} />
          <p className="text-xs text-base-content/60">
            {t.slot.stops(STOPS)} · {tt.freespin.multiplier(FEATURE_MULTIPLIER)}
          </p>
        </div>
      </details>
    </div>
  );
}
