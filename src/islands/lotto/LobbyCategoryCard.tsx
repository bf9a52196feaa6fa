// One category of the lobby: its badge and name, then its open rounds. Yeekee shows the round
// open now prominently and the next few as chips (it has up to 88 a day); the rest on request.
import { useState } from 'react';
import type { LobbyCategory } from '../../contract/lotto/lotto.ts';
import { lottoLobbyTh as t } from '../../i18n/lotto/lotto-lobby.ts';
import LobbyBadge from './LobbyBadge.tsx';
import { KIND_TONE, toKind } from './lobby-kinds.ts';
import { RoundCard, RoundChip } from './LobbyRoundCard.tsx';
import { splitRounds } from '../../lib/lotto/lobby-rounds.ts';

const YEEKEE_NEXT = 6;

interface Props {
  category: LobbyCategory;
  now: number;
  live: boolean;
}

function YeekeeRounds({ category, now, live }: Props) {
  const [expanded, setExpanded] = useState(false);
  const { current, next, more } = splitRounds(category.rounds, YEEKEE_NEXT);
  if (!current) return null;
  // The round that opens next is not open yet: it comes last, counting down to its opening.
  const upcoming = category.next_round && !category.rounds.some((round) => round.round_id === category.next_round?.round_id);
  const chips = [...(expanded ? [...next, ...more] : next), ...(upcoming && category.next_round ? [category.next_round] : [])];
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div>
        <p className="mb-1 text-xs text-base-content/60">{t.lobby.yeekeeNow}</p>
        <RoundCard round={current} now={now} live={live} prominent />
        <p className="mt-2 text-xs text-base-content/60">{t.lobby.yeekeeNote}</p>
      </div>
      {chips.length > 0 && (
        <div>
          <p className="mb-1 text-xs text-base-content/60">{t.lobby.yeekeeNext}</p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" id={`rounds-${category.category_id}`}>
            {chips.map((round) => (
              <RoundChip key={round.round_id} round={round} now={now} live={live} />
            ))}
          </div>
        </div>
      )}
      {more.length > 0 && (
        <button
          type="button"
          className="btn btn-ghost btn-sm w-full md:col-span-2"
          aria-expanded={expanded}
          aria-controls={`rounds-${category.category_id}`}
          disabled={!live}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t.lobby.yeekeeLess : t.lobby.yeekeeMore(more.length)}
        </button>
      )}
    </div>
  );
}

function Rounds({ category, now, live }: Props) {
  if (category.rounds.length > 0) {
    return (
      <div className="space-y-2">
        {category.rounds.map((round) => (
          <RoundCard key={round.round_id} round={round} now={now} live={live} />
        ))}
      </div>
    );
  }
  if (category.next_round) return <RoundCard round={category.next_round} now={now} live={live} />;
  return <p className="rounded-xl bg-base-200/70 p-3 text-sm text-base-content/60">{t.lobby.noRound}</p>;
}

export default function LobbyCategoryCard({ category, now, live }: Props) {
  const kind = toKind(category.kind);
  const isYeekee = kind === 'yeekee' && category.rounds.length > 0;
  const titleId = `lotto-category-${category.category_id}`;
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-l-4 border-base-300 bg-base-100 p-3 sm:p-4 ${KIND_TONE[kind]} ${
        kind === 'yeekee' ? 'md:col-span-2 lg:col-span-3' : ''
      }`}
      data-testid="lotto-category"
      data-kind={kind}
    >
      <header className="mb-2 flex items-center gap-2">
        <LobbyBadge kind={kind} className="h-6 w-9" />
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold">
          {category.name}
        </h2>
        <span className="shrink-0 text-xs text-base-content/60">
          {category.rounds.length > 0 ? t.lobby.openCount(category.rounds.length) : category.next_round ? t.lobby.notOpenYet : ''}
        </span>
      </header>
      {isYeekee ? <YeekeeRounds category={category} now={now} live={live} /> : <Rounds category={category} now={now} live={live} />}
    </section>
  );
}
