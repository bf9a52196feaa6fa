// The fishing game: the school's fish swim across the sea (CSS only); tapping one fires a shot at it
// for the chosen stake. The server decides the catch from the seed (contract/games/games-fishing.ts); the
// sea only shows it: a net where the tap landed, the fish gone a moment when caught. The paytable
// with each fish's published chance and the return sits below.
import { useState, type MouseEvent } from 'react';
import { PUBLISHED_RTP_PERCENT, ROLLS, SCHOOLS, type Fish, type SchoolFish, type SchoolName } from '../../contract/games/games-fishing.ts';
import { catchPerMillion } from '../../rules/games/fishing.ts';
import type { Played } from '../../contract/games/games-table.ts';
import { fishingTh as t } from '../../i18n/games/games-fishing.ts';
import { gamesTh } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { shootFish } from '../../api/games/game-table.ts';
import FishDrawing from './FishDrawing.tsx';

interface Props {
  link: string;
  school: SchoolName;
  onPlayed: (played: Played) => void;
  onRefused: (message: string) => void;
}

interface Shot {
  fish: Fish;
  multiplier: number;
  caught: boolean;
  win: number;
  /** Where the tap landed, in percent of the sea. */
  x: number;
  y: number;
  /** Tells one shot's net from the next (React key). */
  count: number;
}

// The sea's motion, on the game page only: fish cross the whole sea and come round again; with
// reduced motion they rest where they are.
const SEA_CSS = `
.fish-lane{position:absolute;left:0;width:100%;pointer-events:none;animation:fish-swim linear infinite}
.fish-lane>button{pointer-events:auto}
.fish-net{width:4rem;height:4rem;border-width:4px}
.fish-lane.back{animation-name:fish-swim-back}
@keyframes fish-swim{from{transform:translateX(-30%)}to{transform:translateX(100%)}}
@keyframes fish-swim-back{from{transform:translateX(100%)}to{transform:translateX(-30%)}}
.fish-net{animation:fish-net .9s cubic-bezier(0,0,.2,1) forwards}
.fish-caught{animation:fish-caught 1.2s cubic-bezier(0,0,.2,1)}
@keyframes fish-caught{30%{opacity:0;transform:scale(.4) rotate(90deg)}70%{opacity:0}}
.fish-win{animation:fish-win 1.4s cubic-bezier(0,0,.2,1) forwards}
@keyframes fish-win{from{transform:translate(-50%,-50%)}to{transform:translate(-50%,-160%);opacity:0}}
@keyframes fish-net{from{transform:translate(-50%,-50%) scale(.3);opacity:1}to{transform:translate(-50%,-50%) scale(1.4);opacity:0}}
@media (prefers-reduced-motion:reduce){.fish-lane,.fish-lane.back{animation:none;transform:translateX(var(--rest))}.fish-net,.fish-caught,.fish-win{animation:none}}
`;

const percent = (multiplier: number) => `${((catchPerMillion(multiplier) / ROLLS) * 100).toFixed(2)}%`;

/** A fish's size on screen grows with its pay, the boss the biggest. */
const widthOf = (fish: SchoolFish) => (fish.boss ? 26 : Math.min(20, 11 + Math.log2(fish.multiplier) * 1.6));

export default function FishingGame({ link, school, onPlayed, onRefused }: Props) {
  const { stakes, fish: schoolFish } = SCHOOLS[school] as { stakes: readonly number[]; fish: readonly SchoolFish[] };
  const [stake, setStake] = useState(stakes[1] ?? stakes[0]!);
  const [shot, setShot] = useState<Shot | null>(null);
  const [firing, setFiring] = useState(false);
  const lanes = schoolFish.length;

  async function shoot(target: SchoolFish, event: MouseEvent<HTMLButtonElement>) {
    if (firing) return;
    const sea = event.currentTarget.closest('[data-testid="fishing-sea"]')!.getBoundingClientRect();
    const spot = event.currentTarget.getBoundingClientRect();
    // Kept off the sea's edges, so a fish tapped as it swims in or out shows its net whole.
    const within = (value: number) => Math.min(88, Math.max(12, value));
    const x = within(((spot.left + spot.width / 2 - sea.left) / sea.width) * 100);
    const y = within(((spot.top + spot.height / 2 - sea.top) / sea.height) * 100);
    setFiring(true);
    const answer = await shootFish(link, stake, target.fish);
    setFiring(false);
    if (!answer.ok) return onRefused(answer.message);
    const outcome = answer.data.outcome as { caught: boolean };
    setShot({
      fish: target.fish,
      multiplier: target.multiplier,
      caught: outcome.caught,
      win: answer.data.win,
      x,
      y,
      count: (shot?.count ?? 0) + 1,
    });
    onPlayed(answer.data);
  }

  return (
    <div className="space-y-4">
      <style>{SEA_CSS}</style>
      <div
        role="group"
        aria-label={t.sea}
        className="relative overflow-hidden rounded-box border-2 border-primary/50"
        style={{ aspectRatio: '4 / 3', background: 'linear-gradient(#0e7490, #0c4a6e 55%, #082f49)' }}
        data-testid="fishing-sea"
      >
        {schoolFish.map((entry, lane) => {
          const caughtNow = shot?.caught && shot.fish === entry.fish;
          return (
            <div
              key={entry.fish}
              className={`fish-lane ${lane % 2 ? 'back' : ''}`}
              style={{
                // From the top of the sea down, the boss last, each lane's fish whole inside it.
                top: `${3 + (lane * 72) / (lanes - 1)}%`,
                animationDuration: `${9 + lane * 1.7}s`,
                animationDelay: `${-lane * 2.9}s`,
                ['--rest' as string]: `${8 + ((lane * 37) % 60)}%`,
              }}
            >
              <button
                type="button"
                className="relative block"
                style={{ width: `${widthOf(entry)}%`, minWidth: 44 }}
                aria-label={t.shoot(t.names[entry.fish], entry.multiplier, formatBaht(stake))}
                onClick={(event) => void shoot(entry, event)}
                data-fish={entry.fish}
              >
                {/* Caught: the fish tumbles away and the next one swims in (a new key restarts it). */}
                <span key={caughtNow ? shot.count : 0} className={`block ${caughtNow ? 'fish-caught' : ''}`}>
                  <FishDrawing fish={entry.fish} boss={entry.boss === true} flip={lane % 2 === 1} />
                </span>
                <span className="absolute top-0 right-0 rounded bg-base-100 px-1 text-xs font-semibold tabular-nums">
                  ×{entry.multiplier}
                </span>
              </button>
            </div>
          );
        })}
        {shot ? (
          <span
            key={shot.count}
            aria-hidden="true"
            className={`fish-net pointer-events-none absolute rounded-full ${shot.caught ? 'border-primary' : 'border-base-300'}`}
            style={{ left: `${shot.x}%`, top: `${shot.y}%` }}
          />
        ) : null}
        {shot?.caught ? (
          <span
            key={`win-${shot.count}`}
            aria-hidden="true"
            className="fish-win pointer-events-none absolute rounded bg-base-100 px-2 font-semibold text-warning tabular-nums"
            style={{ left: `${shot.x}%`, top: `${shot.y}%` }}
          >
            +{formatBaht(shot.win)}
          </span>
        ) : null}
      </div>
      <p className="h-8 text-center text-lg font-semibold" aria-live="polite" data-testid="round-result">
        {shot
          ? shot.caught
            ? `${t.caught(t.names[shot.fish], shot.multiplier)} · ${gamesTh.table.win} ${formatBaht(shot.win)}`
            : `${t.escaped(t.names[shot.fish])} · ${gamesTh.table.lose}`
          : firing
            ? gamesTh.table.busy
            : ''}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm text-base-content/80">{t.stake}</legend>
        <div className="flex flex-wrap gap-1.5">
          {stakes.map((value) => (
            <button
              key={value}
              type="button"
              className={`btn btn-sm ${value === stake ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={value === stake}
              onClick={() => setStake(value)}
            >
              {value}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-base-content/70">{t.tapHint}</p>
      <details className="rounded-box border border-base-300 bg-base-200">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">{t.paytable}</summary>
        <div className="space-y-2 p-4 text-sm">
          <p>
            {t.rtp}: <strong data-testid="fishing-rtp">{PUBLISHED_RTP_PERCENT.toFixed(2)}%</strong>
          </p>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col">{t.fish}</th>
                <th scope="col">{t.pays}</th>
                <th scope="col">{t.chance}</th>
              </tr>
            </thead>
            <tbody>
              {schoolFish.map((entry) => (
                <tr key={entry.fish}>
                  <th scope="row" className="font-normal">
                    {t.names[entry.fish]}
                    {entry.boss ? ` (${t.boss})` : ''}
                  </th>
                  <td>×{entry.multiplier}</td>
                  <td className="tabular-nums">{percent(entry.multiplier)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs text-base-content/60">{t.rule}</p>
        </div>
      </details>
    </div>
  );
}
