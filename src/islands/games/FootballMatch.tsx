// Virtual football: the member fills one slip (a 1X2 pick and/or over/under 2.5, a stake on each)
// and kicks off. The server settles the match at once from the seed (contract/games/games-football.ts);
// the page then plays its 90 minutes out in about a minute from the drawn goal minutes, the score
// live, and tells the slip's result at full time (or at once, if the member skips ahead). The
// published odds, chances and returns sit below.
import { useEffect, useState } from 'react';
import {
  FOOTBALL_CHIPS,
  LEAGUES,
  MATCH_MS,
  MATCHES,
  PICKS,
  type LeagueName,
  type Market,
  type OneXTwo,
  type OverUnder,
} from '../../contract/games/games-football.ts';
import { chancePerMillion, oddsCents, returnToPlayer, type FootballOutcome } from '../../rules/games/football.ts';
import type { Played } from '../../contract/games/games-table.ts';
import { footballTh as t } from '../../i18n/games/games-football.ts';
import { gamesTh } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { betFootball } from '../../api/games/game-table.ts';

interface Props {
  link: string;
  league: LeagueName;
  onPlayed: (played: Played) => void;
  onRefused: (message: string) => void;
}

type Picks = { x12?: OneXTwo; ou?: OverUnder };
type Match = { played: Played; outcome: FootballOutcome; startedAt: number };

const odds = (league: LeagueName, pick: OneXTwo | OverUnder) => (oddsCents(league, pick) / 100).toFixed(2);
const percentOf = (value: number) => `${(value * 100).toFixed(2)}%`;
/** What a winning pick paid, in baht: its stake × its odds, rounded down to the satang (as the server paid). */
const legPays = (bet: { stake: number; odds: number }) =>
  Math.floor((Math.round(bet.stake * 100) * Math.round(bet.odds * 100)) / 100) / 100;
/** The match minute shown after `elapsed` ms of the minute-long replay. */
const minuteAt = (elapsed: number) => Math.min(90, Math.floor((elapsed / MATCH_MS) * 90));

export default function FootballMatch({ link, league, onPlayed, onRefused }: Props) {
  const [picks, setPicks] = useState<Picks>({});
  const [stakes, setStakes] = useState<Record<Market, number>>({ x12: FOOTBALL_CHIPS[1], ou: FOOTBALL_CHIPS[1] });
  const [match, setMatch] = useState<Match | null>(null);
  const [minute, setMinute] = useState(0);
  const [busy, setBusy] = useState(false);
  const total = (picks.x12 ? stakes.x12 : 0) + (picks.ou ? stakes.ou : 0);
  const over = match !== null && minute >= 90;

  // The clock: a tick a quarter second, the minute read from when the match kicked off.
  useEffect(() => {
    if (!match || over) return;
    const timer = setInterval(() => setMinute(minuteAt(Date.now() - match.startedAt)), 250);
    return () => clearInterval(timer);
  }, [match, over]);

  // Full time: only now is the member's balance told (the round was settled at kick-off).
  useEffect(() => {
    if (over && match) onPlayed(match.played);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [over]);

  function toggle<M extends Market>(market: M, pick: NonNullable<Picks[M]>) {
    setPicks((now) => ({ ...now, [market]: now[market] === pick ? undefined : pick }));
  }

  async function kickOff() {
    setBusy(true);
    const bets: Record<string, { pick: string; stake: number }> = {};
    if (picks.x12) bets.x12 = { pick: picks.x12, stake: stakes.x12 };
    if (picks.ou) bets.ou = { pick: picks.ou, stake: stakes.ou };
    const answer = await betFootball(link, bets);
    setBusy(false);
    if (!answer.ok) return onRefused(answer.message);
    onRefused(''); // an earlier refusal no longer stands; the result itself waits for full time
    setMinute(0);
    setMatch({ played: answer.data, outcome: answer.data.outcome as FootballOutcome, startedAt: Date.now() });
  }

  function nextMatch() {
    setMatch(null);
    setMinute(0);
  }

  const scored = match ? match.outcome.goals.filter((goal) => goal.minute <= minute) : [];
  const home = scored.filter((goal) => goal.side === 'home').length;
  const away = scored.length - home;

  return (
    <div className="space-y-4">
      <p className="badge badge-warning py-1 text-xs" style={{ height: 'auto' }} data-testid="virtual-label">
        {t.virtual}
      </p>
      <section className="rounded-box border border-success/60 bg-success/15 p-3 text-center" aria-label={t.score}>
        <p className="text-xs text-base-content/70">{t.leagues[league]}</p>
        <div className="flex items-center justify-center gap-3">
          <span className="flex-1 text-right font-semibold">{t.home}</span>
          <span className="text-3xl font-bold tabular-nums" data-testid="match-score">
            {home} - {away}
          </span>
          <span className="flex-1 text-left font-semibold">{t.away}</span>
        </div>
        <p className="tabular-nums" aria-label={t.clock} data-testid="match-clock">
          {over ? t.fullTime : `${minute}'`}
        </p>
        {match ? (
          <ol className="mt-2 space-y-0.5 text-sm" data-testid="match-goals">
            {scored.length === 0 ? <li className="text-base-content/60">{t.noGoals}</li> : null}
            {scored.map((goal, index) => (
              <li key={index} className={goal.side === 'home' ? 'text-left' : 'text-right'}>
                {goal.minute}' {t.goal} {t[goal.side]}
              </li>
            ))}
          </ol>
        ) : null}
      </section>

      <p className="text-center text-lg font-semibold" aria-live="polite" data-testid="round-result">
        {over && match
          ? `${t.fullTime} ${match.outcome.home}-${match.outcome.away} · ${
              match.played.win > 0 ? `${gamesTh.table.win} ${formatBaht(match.played.win)}` : gamesTh.table.lose
            }`
          : ''}
      </p>
      {match ? (
        <div className="space-y-1 text-sm">
          {over ? null : <p className="text-base-content/70">{t.kickedOff}</p>}
          <ul className="space-y-1" data-testid="slip-result">
            {match.outcome.bets.map((bet) => (
              <li key={bet.market} className={over && bet.won ? 'text-success' : 'text-base-content/70'}>
                {t.markets[bet.market]}: {t.picks[bet.pick]} @{bet.odds.toFixed(2)} · {formatBaht(bet.stake)}
                {over ? ` · ${bet.won ? `${t.won} ${formatBaht(legPays(bet))}` : t.lost}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {match ? (
        over ? (
          <button type="button" className="btn btn-primary btn-block" onClick={nextMatch}>
            {t.next}
          </button>
        ) : (
          <button type="button" className="btn btn-outline btn-block" onClick={() => setMinute(90)}>
            {t.skip}
          </button>
        )
      ) : (
        <>
          <p className="text-xs text-base-content/70">{t.pickHint}</p>
          {(['x12', 'ou'] as const).map((market) => (
            <fieldset key={market} className="space-y-2">
              <legend className="text-sm font-semibold">{t.markets[market]}</legend>
              <div className={`grid gap-2 ${market === 'x12' ? 'grid-cols-3' : 'grid-cols-2'}`}>
                {PICKS[market].map((pick) => (
                  <button
                    key={pick}
                    type="button"
                    className={`btn flex-col py-2 ${picks[market] === pick ? 'btn-primary' : 'btn-outline'}`}
                    style={{ height: 'auto' }}
                    aria-pressed={picks[market] === pick}
                    onClick={() => toggle(market, pick)}
                  >
                    <span className="text-xs">{t.picks[pick]}</span>
                    <span className="tabular-nums">{odds(league, pick)}</span>
                  </button>
                ))}
              </div>
              {picks[market] ? (
                <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label={`${t.stake} ${t.markets[market]}`}>
                  {FOOTBALL_CHIPS.map((chip) => (
                    <button
                      key={chip}
                      type="button"
                      className={`btn btn-sm ${stakes[market] === chip ? 'btn-primary' : 'btn-outline'}`}
                      aria-pressed={stakes[market] === chip}
                      onClick={() => setStakes((now) => ({ ...now, [market]: chip }))}
                    >
                      {chip}
                    </button>
                  ))}
                </div>
              ) : null}
            </fieldset>
          ))}
          <button
            type="button"
            className="btn btn-primary btn-block h-14 text-lg"
            onClick={() => void kickOff()}
            disabled={busy || total === 0}
          >
            {busy ? gamesTh.table.busy : `${t.kickOff} (${formatBaht(total)})`}
          </button>
        </>
      )}

      <details className="rounded-box border border-base-300 bg-base-200">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">{t.odds}</summary>
        <div className="space-y-3 p-4 text-sm">
          <p className="text-base-content/70">{t.oddsNote(`${LEAGUES[league].marginPerThousand / 10}%`)}</p>
          <table className="w-full text-left" data-testid="football-odds">
            <thead>
              <tr>
                <th scope="col">{t.pick}</th>
                <th scope="col">{t.price}</th>
                <th scope="col">{t.chance}</th>
                <th scope="col">{t.rtp}</th>
              </tr>
            </thead>
            <tbody>
              {[...PICKS.x12, ...PICKS.ou].map((pick) => (
                <tr key={pick}>
                  <th scope="row" className="font-normal">
                    {t.picks[pick]}
                  </th>
                  <td className="tabular-nums">{odds(league, pick)}</td>
                  <td className="tabular-nums">{percentOf(chancePerMillion(league, pick) / MATCHES)}</td>
                  <td className="tabular-nums">{percentOf(returnToPlayer(league, pick))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs text-base-content/70">{t.goalsTable(LEAGUES[league].rates.home, LEAGUES[league].rates.away)}</p>
          <table className="w-full text-left tabular-nums">
            <thead>
              <tr>
                <th scope="col">{t.goals}</th>
                {LEAGUES[league].home.map((_, goals) => (
                  <th key={goals} scope="col">
                    {goals}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(['home', 'away'] as const).map((side) => (
                <tr key={side}>
                  <th scope="row" className="font-normal">
                    {t[side]}
                  </th>
                  {LEAGUES[league][side].map((count, goals) => (
                    <td key={goals}>{count}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
