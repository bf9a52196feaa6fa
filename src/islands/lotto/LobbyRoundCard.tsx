// One round in the lobby: a card (name, draw date, close time, live countdown, bet button) or a
// compact chip for Yeekee's next rounds. An open round is a link to its page; a closed one is not.
import type { Round } from '../../contract/lotto/lotto.ts';
import { lottoLobbyTh as t } from '../../i18n/lotto/lotto-lobby.ts';
import { formatCountdown } from '../../stores/server-clock.ts';
import { ChevronRightIcon } from '../shell/ui/icons.tsx';
import { bangkokClock, bangkokDayClock, shortDrawDate } from '../../rules/bangkok-calendar.ts';
import { countdownTarget, roundPhase, shortRoundName, type RoundPhase } from '../../lib/lotto/lobby-rounds.ts';

interface RoundProps {
  round: Round;
  /** Server time in ms. */
  now: number;
  /** False until hydrated. */
  live: boolean;
}

/**
 * Until hydrated, `now` is the time the server answered, the same in the server's HTML and the
 * browser's first render: the countdown is there from the first paint at its full width, and
 * afterwards only its digits change (a placeholder of another width would shift the cards).
 */
function Countdown({ round, now, className = '' }: Omit<RoundProps, 'live'> & { className?: string }) {
  const text = formatCountdown(countdownTarget(round, now) - now);
  return (
    <span className={`font-semibold tabular-nums ${className}`} data-testid="round-countdown">
      {text}
    </span>
  );
}

function PhaseLabel({ phase }: { phase: RoundPhase }) {
  if (phase === 'closed') return <span className="badge badge-error badge-soft">{t.lobby.closed}</span>;
  if (phase === 'upcoming') return <span className="badge badge-info badge-soft">{t.lobby.notOpenYet}</span>;
  return null;
}

/** A card for a round: prominent for the Yeekee round open now, normal for other categories. */
export function RoundCard({ round, now, prominent = false }: RoundProps & { prominent?: boolean }) {
  const phase = roundPhase(round, now);
  const closeLabel = round.is_yeekee ? bangkokClock(round.close_at) : bangkokDayClock(round.close_at);
  const body = (
    <>
      <div className="min-w-0 flex-1">
        {/* A Yeekee round is known by its number; other rounds by their draw day (the name repeats the category). */}
        <p className={`truncate font-semibold ${prominent ? 'text-lg' : ''}`}>
          {round.is_yeekee ? round.name : `${t.lobby.round} ${shortDrawDate(round.draw_date)}`}
        </p>
        <p className="truncate text-sm text-base-content/60">
          {phase === 'upcoming' ? `${t.lobby.openAt} ${bangkokDayClock(round.open_at)}` : `${t.lobby.closeAt} ${closeLabel}`}
        </p>
        {phase === 'open' && round.restricted && round.restricted.length > 0 && (
          <p className="truncate text-xs text-error" data-testid="round-restricted">
            {t.lobby.restricted} {round.restricted.join(' ')}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end text-right">
        {phase === 'closed' ? (
          <PhaseLabel phase={phase} />
        ) : (
          <>
            <span className="text-xs text-base-content/60">{phase === 'upcoming' ? t.lobby.opensIn : t.lobby.closesIn}</span>
            <Countdown round={round} now={now} className={prominent ? 'text-3xl text-primary' : 'text-lg'} />
          </>
        )}
        {phase === 'open' && prominent && (
          <span className="mt-1 inline-flex items-center gap-0.5 text-sm font-medium text-primary">
            {t.lobby.bet}
            <ChevronRightIcon className="size-4" />
          </span>
        )}
      </div>
      {phase === 'open' && !prominent && <ChevronRightIcon className="size-5 shrink-0 text-primary" />}
    </>
  );
  const frame = `flex items-center gap-2 rounded-xl border bg-base-200/70 ${prominent ? 'p-4' : 'px-3 py-2'}`;
  if (phase !== 'open') {
    return (
      <div className={`${frame} border-base-300 opacity-75`} data-testid="round-card" data-round-id={round.round_id} data-phase={phase}>
        {body}
      </div>
    );
  }
  return (
    <a
      href={`/lotto/${round.round_id}`}
      className={`${frame} border-base-300 transition hover:border-primary focus-visible:border-primary ${prominent ? 'border-primary/50' : ''}`}
      data-testid="round-card"
      data-round-id={round.round_id}
      data-phase={phase}
    >
      {body}
    </a>
  );
}

/** A compact chip for one of Yeekee's next rounds: its number, close time and countdown. */
export function RoundChip({ round, now }: RoundProps) {
  const phase = roundPhase(round, now);
  const inner = (
    <>
      <span className="truncate text-sm font-medium">{shortRoundName(round)}</span>
      <span className="text-xs text-base-content/60">
        {t.lobby.closeAt} {bangkokClock(round.close_at)}
      </span>
      {phase === 'closed' && <span className="text-xs text-error">{t.lobby.closed}</span>}
      {phase === 'open' && <Countdown round={round} now={now} className="text-sm" />}
      {phase === 'upcoming' && (
        <span className="text-xs text-info">
          {t.lobby.opensIn} <Countdown round={round} now={now} />
        </span>
      )}
    </>
  );
  const frame = 'flex min-w-0 flex-col items-center gap-0.5 rounded-lg border border-base-300 bg-base-200/70 px-2 py-2 text-center';
  if (phase !== 'open') {
    return (
      <div className={`${frame} opacity-75`} data-testid="round-chip" data-round-id={round.round_id} data-phase={phase}>
        {inner}
      </div>
    );
  }
  return (
    <a
      href={`/lotto/${round.round_id}`}
      className={`${frame} transition hover:border-primary`}
      data-testid="round-chip"
      data-round-id={round.round_id}
      data-phase={phase}
    >
      {inner}
    </a>
  );
}
