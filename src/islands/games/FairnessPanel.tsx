// Provably fair, in the member's hands: the seed committed to (its SHA-256), their own client seed,
// the next nonce; rotating reveals the seed in play; each past round can be recomputed here, in the
// browser, with the same functions the platform played it with.
import { useEffect, useState } from 'react';
import { replayMatches } from '../../rules/games/replay.ts';
import type { CommittedSeed, PastRound, Table } from '../../contract/games/games-table.ts';
import { CLIENT_SEED } from '../../contract/games/games.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { getRounds, rotateSeed } from '../../api/games/game-table.ts';

interface Props {
  link: string;
  engine: Table['game']['engine'];
  demo: boolean;
  /** The game's published return to player (percent), where one figure states it. */
  rtpPercent?: number;
  seed: CommittedSeed;
  onSeed: (seed: CommittedSeed) => void;
  /** Changes after each round: the list is read again. */
  played: number;
  onRefused: (message: string) => void;
}

export default function FairnessPanel({ link, engine, demo, rtpPercent, seed, onSeed, played, onRefused }: Props) {
  const [clientSeed, setClientSeed] = useState(seed.client_seed);
  const [rounds, setRounds] = useState<PastRound[]>([]);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [checks, setChecks] = useState<Record<number, boolean>>({});
  const [rotating, setRotating] = useState(false);
  const valid = CLIENT_SEED.test(clientSeed);

  async function loadRounds() {
    if (demo) return;
    const answer = await getRounds(link);
    if (answer.ok) setRounds(answer.data);
  }

  useEffect(() => {
    void loadRounds();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [played]);

  async function rotate() {
    setRotating(true);
    const answer = await rotateSeed(link, clientSeed);
    setRotating(false);
    if (!answer.ok) return onRefused(answer.message);
    setRevealed(answer.data.revealed.server_seed);
    onSeed(answer.data.seed);
    await loadRounds();
  }

  async function verify(round: PastRound) {
    if (round.server_seed === null) return;
    const ok = await replayMatches(engine, { ...round, server_seed: round.server_seed });
    setChecks((done) => ({ ...done, [round.round_id]: ok }));
  }

  return (
    <details className="rounded-box border border-base-300 bg-base-200" data-testid="fairness-panel">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">{t.fair.title}</summary>
      <div className="space-y-3 p-4 text-sm">
        <p className="text-base-content/70">{t.fair.intro}</p>
        <dl className="space-y-1">
          <dt className="text-base-content/70">{t.fair.serverHash}</dt>
          <dd className="break-all font-mono text-xs" data-testid="seed-hash">
            {seed.server_seed_hash}
          </dd>
          <dt className="text-base-content/70">{t.fair.nonce}</dt>
          <dd className="font-mono text-xs">{seed.nonce}</dd>
          {rtpPercent === undefined ? null : (
            <>
              <dt className="text-base-content/70">{t.slot.rtp}</dt>
              <dd data-testid="fair-rtp">{rtpPercent.toFixed(2)}%</dd>
            </>
          )}
        </dl>
        <label className="block space-y-1">
          <span className="block">{t.fair.clientSeed}</span>
          <input
            className={`input input-sm w-full font-mono ${valid ? '' : 'input-error'}`}
            value={clientSeed}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value)}
          />
        </label>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void rotate()} disabled={rotating || !valid}>
          {t.fair.rotate}
        </button>
        {revealed ? (
          <p role="status" className="break-all text-xs">
            {t.fair.rotated} · {t.fair.revealed}: <span className="font-mono">{revealed}</span>
          </p>
        ) : null}
        <h4 className="font-semibold">{t.fair.rounds}</h4>
        {demo ? (
          <p className="text-base-content/70">{t.fair.demoNote}</p>
        ) : rounds.length === 0 ? (
          <p className="text-base-content/70">{t.fair.noRounds}</p>
        ) : (
          <ul className="space-y-1" data-testid="verify-rounds">
            {rounds.map((round) => (
              <li key={round.round_id} className="flex flex-wrap items-center gap-2 rounded bg-base-100 p-2">
                <span className="flex-1">
                  {t.fair.round} {round.nonce} · {t.table.stake} {formatBaht(round.stake)} · {t.table.win} {formatBaht(round.win)}
                </span>
                {round.server_seed === null ? (
                  <span className="text-xs text-base-content/60">{t.fair.hidden}</span>
                ) : checks[round.round_id] === undefined ? (
                  <button type="button" className="btn btn-outline btn-xs" onClick={() => void verify(round)}>
                    {t.fair.verify} {t.fair.round} {round.nonce}
                  </button>
                ) : (
                  <span role="status" className={checks[round.round_id] ? 'text-success' : 'text-error'}>
                    {checks[round.round_id] ? t.fair.match : t.fair.mismatch}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
