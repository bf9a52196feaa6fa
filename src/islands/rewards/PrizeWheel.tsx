// The prize wheel (/member/wheel): the wheel drawn from the prize list, tabs for free spins and
// point spins (the point tab, 2, after a point spin), the spin that turns to the prize the server
// chose, the board of recent winners, and the member's spins with a verify button that recomputes
// each one in the browser from its revealed seed (the same contract code the platform drew it with).
import { useState, type CSSProperties } from 'react';
import { floatsFrom, roundDigest } from '../../rules/games/fair.ts';
import { WHEEL_POINT_TAB, type BoardEntry, type WheelConfig, type WheelPrize, type WheelSpin } from '../../contract/rewards/wheel.ts';
import { pickPrize } from '../../rules/rewards/wheel-prize.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { wheelTh as t } from '../../i18n/rewards/wheel.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { notify } from '../../lib/shell/notify.ts';
import { refreshWallets } from '../../stores/account/session.ts';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

const wheelApi = () => import('../../api/rewards/wheel.ts');

const SPIN_MS = 4000;
const SIZE = 300;
const RADIUS = 140;

/** A slice of the wheel from angle `from` to `to` (degrees, clockwise from the top). */
function slicePath(from: number, to: number): string {
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${SIZE / 2 + RADIUS * Math.cos(rad)},${SIZE / 2 + RADIUS * Math.sin(rad)}`;
  };
  return `M${SIZE / 2},${SIZE / 2} L${point(from)} A${RADIUS},${RADIUS} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)} Z`;
}

const CENTRE = SIZE / 2;
/** A label runs along its slice's radius, between the hub (22) and the rim, centred here. */
const LABEL_MIDDLE = 80;

/**
 * A label along the radius of the slice centred at `angle` (degrees clockwise from the top): drawn
 * level right of the centre and turned onto its slice; on the screen's left half (where the wheel
 * comes to rest, `rotation`) drawn left of the centre and turned the other way round, so it reads
 * from the rim inward and no label is upside down.
 */
function labelPlace(angle: number, rotation: number): { x: number; style: CSSProperties } {
  const flip = (((angle + rotation) % 360) + 360) % 360 > 180;
  return {
    x: flip ? CENTRE - LABEL_MIDDLE : CENTRE + LABEL_MIDDLE,
    style: { rotate: `${flip ? angle + 90 : angle - 90}deg`, transformOrigin: `${CENTRE}px ${CENTRE}px`, transformBox: 'view-box' },
  };
}

function Wheel({ prizes, rotation, animate }: { prizes: readonly WheelPrize[]; rotation: number; animate: boolean }) {
  const slice = 360 / prizes.length;
  return (
    // The square turns with the wheel: its corners would stick out of the page (a sideways scroll on a phone).
    <div className="relative mx-auto w-full overflow-hidden" style={{ maxWidth: 320, aspectRatio: 1 }}>
      {/* The pointer at the top. */}
      <svg
        viewBox="0 0 24 22"
        width="24"
        height="22"
        className="absolute text-primary"
        style={{ top: 0, left: '50%', translate: '-50% 0', zIndex: 1 }}
        aria-hidden="true"
      >
        <path d="M0 0 H24 L12 22 Z" fill="currentColor" />
      </svg>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="w-full"
        style={{
          height: '100%',
          rotate: `${rotation}deg`,
          transition: animate ? `rotate ${SPIN_MS}ms cubic-bezier(0, 0, 0.2, 1)` : 'none',
        }}
        role="img"
        aria-label={t.wheelLabel(prizes.map((prize) => prize.label).join(', '))}
        data-testid="wheel"
      >
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS + 6} fill="#1f2937" />
        {prizes.map((prize, index) => (
          <g key={prize.id}>
            <path d={slicePath(index * slice, (index + 1) * slice)} fill={prize.color} stroke="#0f172a" strokeWidth="1.5" />
            <text
              {...labelPlace((index + 0.5) * slice, rotation)}
              y={CENTRE}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={prize.label.length > 14 ? 10 : 11}
              fill="#ffffff"
              fontWeight="600"
            >
              {prize.label}
            </text>
          </g>
        ))}
        <circle cx={SIZE / 2} cy={SIZE / 2} r="22" fill="#facc15" stroke="#0f172a" strokeWidth="3" />
      </svg>
    </div>
  );
}

function Verify({ spin }: { spin: WheelSpin }) {
  const [result, setResult] = useState<boolean | null>(null);
  if (!spin.server_seed) return <span className="text-xs text-base-content/60">{t.hidden}</span>;
  const seed = spin.server_seed;
  async function check() {
    const [float] = floatsFrom(await roundDigest(seed, spin.client_seed, spin.nonce));
    setResult(pickPrize(spin.weights, float!) === spin.prize_index);
  }
  return result === null ? (
    <button type="button" className="btn btn-ghost btn-xs" onClick={() => void check()}>
      {t.verify}
    </button>
  ) : (
    <span className={`text-xs ${result ? 'text-success' : 'text-error'}`} data-testid="wheel-verified">
      {result ? `✓ ${t.verified}` : `✗ ${t.mismatch}`}
    </span>
  );
}

interface Props {
  config: WheelConfig;
  board: readonly BoardEntry[];
  spins: readonly WheelSpin[];
}

export default function PrizeWheel({ config, board: firstBoard, spins: firstSpins }: Props) {
  const [tab, setTab] = useState(1);
  const [freeSpins, setFreeSpins] = useState(config.free_spins);
  const [points, setPoints] = useState(config.points);
  const [seed, setSeed] = useState(config.seed);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  // Turning is drawn only for those who have not asked for less motion.
  const [animate, setAnimate] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [board, setBoard] = useState(firstBoard);
  const [spins, setSpins] = useState(firstSpins);
  const { error, busy, run } = useSubmit();
  const cost = config.setting.spin_cost_points;
  const slice = 360 / config.prizes.length;

  function spin(paidWith: 'free' | 'points') {
    setOutcome(null);
    void run(async () => {
      const api = await wheelApi();
      const result = await api.spinWheel(paidWith);
      // Forward from where the wheel stands, whole turns, then the prize's slice under the pointer.
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      setAnimate(!reduced);
      setRotation((now) => now - (now % 360) + 5 * 360 + (360 - (result.spin.prize_index + 0.5) * slice));
      setSpinning(true);
      await new Promise((resolve) => setTimeout(resolve, reduced ? 0 : SPIN_MS));
      setSpinning(false);
      const prize = result.spin.prize;
      const message = prize.kind === 'nothing' ? t.nothing : t.won(prize.label);
      setOutcome(message);
      if (prize.kind === 'nothing') notify.info(message);
      else notify.success(message);
      setFreeSpins(result.free_spins);
      setPoints(result.points);
      setSeed(result.seed);
      setTab(result.tab === WHEEL_POINT_TAB ? WHEEL_POINT_TAB : 1);
      const [nextBoard, nextSpins] = await Promise.all([api.wheelBoard(), api.mySpins(), refreshWallets()]);
      setBoard(nextBoard);
      setSpins(nextSpins);
    });
  }

  function reveal() {
    void run(async () => {
      const api = await wheelApi();
      const rotated = await api.rotateWheelSeed();
      setSeed(rotated.seed);
      setSpins(await api.mySpins());
      notify.success(t.revealed);
    });
  }

  const disabled = busy || spinning;
  return (
    <Hydrated>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="card border border-base-300 bg-base-100">
          <div className="card-body items-center gap-4">
            <Wheel prizes={config.prizes} rotation={rotation} animate={animate} />
            <div role="tablist" className="grid w-full grid-cols-2 gap-1 rounded-box bg-base-200 p-1" aria-label={t.title}>
              {[
                [1, t.freeTab],
                [WHEEL_POINT_TAB, t.pointTab],
              ].map(([value, label]) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  className={`btn btn-sm ${tab === value ? 'btn-primary' : 'btn-ghost'}`}
                  aria-selected={tab === value}
                  data-tab={value}
                  onClick={() => setTab(value as number)}
                >
                  {label}
                </button>
              ))}
            </div>
            {tab === 1 ? (
              <div className="flex w-full flex-col gap-2 text-center" role="tabpanel" data-testid="wheel-free">
                <p className="text-sm" data-testid="wheel-free-left">
                  {t.freeLeft(freeSpins)}
                </p>
                <button type="button" className="btn btn-primary" disabled={disabled || freeSpins === 0} onClick={() => spin('free')}>
                  {spinning ? t.spinning : t.spinFree}
                </button>
              </div>
            ) : (
              <div className="flex w-full flex-col gap-2 text-center" role="tabpanel" data-testid="wheel-points">
                <p className="text-sm" data-testid="wheel-points-held">
                  {t.pointsHeld(points)}
                </p>
                <button type="button" className="btn btn-primary" disabled={disabled || points < cost} onClick={() => spin('points')}>
                  {spinning ? t.spinning : t.spinPoints(cost)}
                </button>
              </div>
            )}
            <p role="status" className="text-center font-semibold text-primary" style={{ minHeight: 24 }} data-testid="wheel-outcome">
              {outcome}
            </p>
            <FormError message={error} />
          </div>
        </section>
        <div className="space-y-4">
          <section className="card border border-base-300 bg-base-100">
            <div className="card-body gap-2">
              <h2 className="card-title text-base">{t.board}</h2>
              {board.length === 0 ? (
                <p className="text-sm text-base-content/70">{t.noBoard}</p>
              ) : (
                <ul className="divide-y divide-base-300 text-sm" data-testid="wheel-board">
                  {board.slice(0, 8).map((entry, index) => (
                    <li key={`${entry.created_at}-${index}`} className="flex justify-between gap-2 py-1.5">
                      <span>{entry.name}</span>
                      <span className="text-right text-primary">{entry.prize}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
          <section className="card border border-base-300 bg-base-100">
            <div className="card-body gap-2">
              <h2 className="card-title text-base">{t.fairness}</h2>
              <p className="text-xs break-all text-base-content/70">
                {t.seedHash}: <span className="font-mono">{seed.server_seed_hash}</span>
              </p>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={disabled || spins.every((row) => row.server_seed)}
                onClick={reveal}
              >
                {t.reveal}
              </button>
              <h3 className="mt-2 font-semibold">{t.mySpins}</h3>
              {spins.length === 0 ? (
                <p className="text-sm text-base-content/70">{t.noSpins}</p>
              ) : (
                <ul className="divide-y divide-base-300 text-sm" data-testid="wheel-spins">
                  {spins.slice(0, 10).map((row) => (
                    <li key={row.id} className="flex items-center justify-between gap-2 py-1.5" data-testid="wheel-spin">
                      <span>
                        {row.prize.label}
                        <span className="block text-xs text-base-content/60">
                          {formatThaiDateTime(row.created_at)} · {t.spin(row.nonce)}
                        </span>
                      </span>
                      <Verify spin={row} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        </div>
      </div>
    </Hydrated>
  );
}
