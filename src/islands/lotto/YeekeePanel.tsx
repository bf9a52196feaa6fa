// The Yeekee panel of a round (DOMAIN.md "Yeekee"): the shooting form and the live list of every
// shot. The list is the Yeekee store's (stores/lotto/lotto-yeekee.ts), which fetches it every 3 s while
// shooting is open and the tab is visible, less often while the result is being worked out, and no
// more once it is out; then the arithmetic shows. After the first answer each poll asks only for
// the shots newer than those held (`since`). Visitors see the list; the form asks them to log in.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { YEEKEE_MIN_SHOTS, YEEKEE_SUBTRACT_RANK, type ShotList } from '../../contract/lotto/lotto.ts';
import YeekeeArithmetic from './YeekeeArithmetic.tsx';
import { confirmsArithmetic } from '../../rules/lotto/yeekee.ts';
import YeekeeShootForm from './YeekeeShootForm.tsx';
import YeekeeShotList from './YeekeeShotList.tsx';
import YeekeeShotRule from './YeekeeShotRule.tsx';
import { $nextShotAt, $shots, $shotsFailed, refreshShots, shotTaken, showShotsOf } from '../../stores/lotto/lotto-yeekee.ts';
import { lottoYeekee as t } from '../../i18n/lotto/lotto-yeekee.ts';
import { formatCountdown } from '../../stores/server-clock.ts';
import { useServerNow } from '../../hooks/use-server-now.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { $isLoggedIn } from '../../stores/account/user.ts';
import { withReturnPath } from '../../lib/account/return-path.ts';

const OPEN_POLL_MS = 3_000;
/** After shooting closes, until the result is out. */
const CLOSED_POLL_MS = 10_000;
/** A result not out this long after shooting closed comes from elsewhere (operator): stop asking. */
const GIVE_UP_MS = 15 * 60_000;
/** The opening countdown's place until the list brings the round's times (as wide as 00:00:00). */
const COUNTDOWN_UNKNOWN = '--:--:--';

/** Where the round was when the server drew the page: the panel's first paint, until its list arrives. */
export type YeekeeStage = 'upcoming' | 'shooting' | 'waiting' | 'finished';

/** The round's shot count and minimum as the round's answer gave them, for the first paint. */
export interface ShotTally {
  count: number;
  minShots: number;
}

/** A finished round's arithmetic as the server read it (the page's first paint). */
export interface FinishedArithmetic {
  yeekee: NonNullable<ShotList['yeekee']>;
  minShots: number;
}

interface Props {
  roundId: number;
  member: boolean;
  stage: YeekeeStage;
  tally: ShotTally | null;
  arithmetic?: FinishedArithmetic | null;
}

/**
 * `member`: whether the server rendered the page for a member; `stage`: where the round stood then.
 * Both shape the first paint, so nothing swaps places when the list arrives.
 */
export default function YeekeePanel({ roundId, member, stage, tally, arithmetic = null }: Props) {
  const mounted = useMounted();
  const storedLogin = useStore($isLoggedIn);
  // The server's word until hydrated, so the shoot form and the log-in call never swap places.
  const loggedIn = mounted ? storedLogin : member;
  const now = useServerNow(500);
  // The store follows this round (and asks for its list) from the first effect on.
  useEffect(() => showShotsOf(roundId, { openMs: OPEN_POLL_MS, closedMs: CLOSED_POLL_MS, giveUpMs: GIVE_UP_MS }), [roundId]);
  const storedList = useStore($shots);
  const storedFailed = useStore($shotsFailed);
  const storedNextShotAt = useStore($nextShotAt);
  // Nothing of the list on the server's page: the same until hydrated.
  const list = mounted && storedList?.round_id === roundId ? storedList : null;
  const failed = mounted && storedFailed;
  const nextShotAt = mounted ? storedNextShotAt : null;

  const shootUntil = list ? Date.parse(list.shoot_until) : NaN;
  const opensAt = list?.open_at ? Date.parse(list.open_at) : -Infinity;
  const resultOut = list ? list.yeekee != null : stage === 'finished';
  // A round that has not opened yet takes no shots: the form waits with a countdown.
  const upcoming = list ? now < opensAt : stage === 'upcoming';
  // A round settled early (operator) has its result before shoot_until: shooting is over then too.
  const open = list ? !resultOut && !upcoming && now < shootUntil : stage === 'shooting';

  // Until the result is out: how many shots so far, and that under the minimum every bill is refunded.
  const minShots = tally?.minShots ?? list?.min_shots;

  const verified = useMemo(
    () =>
      list?.yeekee
        ? confirmsArithmetic(
            list.shots.map((shot) => shot.number),
            list.yeekee,
          )
        : false,
    [list],
  );

  return (
    <section className="grid gap-3 md:grid-cols-2 md:items-start" aria-label={t.title} data-testid="yeekee-panel" data-round-id={roundId}>
      <div className="space-y-3">
        <div className="rounded-box border border-base-300 bg-base-100 p-3">
          <div className="mb-2 flex items-center justify-between gap-2 last:mb-0">
            <h2 className="text-lg font-semibold">{t.title}</h2>
            {open ? (
              list ? (
                <span className="text-right text-sm" data-testid="yeekee-closes-in">
                  <span className="text-base-content/60">{t.closesIn} </span>
                  <span className="font-medium tabular-nums text-warning">{formatCountdown(shootUntil - now)}</span>
                </span>
              ) : null
            ) : upcoming ? null : (
              <span className="badge badge-neutral">{t.closed}</span>
            )}
          </div>
          {minShots !== undefined && !resultOut ? (
            <div className="mb-2">
              <YeekeeShotRule roundId={roundId} count={tally?.count ?? 0} minShots={minShots} />
            </div>
          ) : null}
          {upcoming ? (
            <p className="rounded-box bg-base-200 p-3 text-center text-sm text-base-content/70" data-testid="yeekee-opens-in">
              {t.opensIn}{' '}
              <span className="font-medium tabular-nums text-info">{list ? formatCountdown(opensAt - now) : COUNTDOWN_UNKNOWN}</span>
            </p>
          ) : !open ? (
            resultOut ? null : (
              <p className="rounded-box bg-base-200 p-3 text-center text-sm text-base-content/70">{t.waitingResult}</p>
            )
          ) : !loggedIn ? (
            <div className="flex flex-col items-center gap-2 rounded-box bg-base-200 p-4 text-center" data-testid="yeekee-login">
              <p className="text-sm">{t.loginPrompt}</p>
              <a href={withReturnPath('/login', `/lotto/${roundId}`)} className="btn btn-primary btn-sm">
                {t.login}
              </a>
            </div>
          ) : (
            <>
              <YeekeeShootForm
                roundId={roundId}
                now={now}
                enabled={mounted && open && list !== null}
                nextShotAt={nextShotAt}
                onShot={shotTaken}
                onRefused={refreshShots}
              />
              <p className="mt-2 text-xs text-base-content/50">{t.rule}</p>
            </>
          )}
        </div>

        {list?.yeekee ? (
          <YeekeeArithmetic yeekee={list.yeekee} minShots={list.min_shots ?? YEEKEE_MIN_SHOTS} verified={verified} />
        ) : arithmetic ? (
          <YeekeeArithmetic yeekee={arithmetic.yeekee} minShots={arithmetic.minShots} verified={false} />
        ) : null}
      </div>

      {/* Before the list arrives, its box is drawn from the server's count, the same size: nothing
          under the panel moves when it does (CLS). */}
      <YeekeeShotList
        shots={list ? list.shots : null}
        count={list ? list.count : (tally?.count ?? 0)}
        subtractRank={list?.subtract_rank ?? YEEKEE_SUBTRACT_RANK}
        waiting={list ? undefined : failed ? t.loadFailed : t.loading}
      />
    </section>
  );
}
