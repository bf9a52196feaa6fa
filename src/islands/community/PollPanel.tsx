// A poll (/poll/{id}): its choices with their pictures, the live stats as a bar chart, the member's
// quota for today and a vote button per choice; a visitor sees the poll and a call to log in; a
// closed poll shows the winning choice and its voters; an event leading here offers its quest.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { EventQuest, PollConfig, PollQuota, PollStats, PollWinners } from '../../contract/community/polls.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { pollsTh as t } from '../../i18n/community/polls.ts';
import { notify } from '../../lib/shell/notify.ts';
import { withReturnPath } from '../../lib/account/return-path.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { joinEventQuest } from '../../api/community/polls.ts';
import { $poll, showPoll, vote } from '../../stores/community/poll.ts';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';
import ProgressBar from '../shell/ui/ProgressBar.tsx';

interface Props {
  poll: PollConfig;
  stats: PollStats;
  /** null for a visitor */
  quota: PollQuota | null;
  winners: PollWinners;
  /** The event that leads here, with its quest, for a member */
  event: { id: number; title: string } | null;
}

export default function PollPanel({ poll: firstPoll, stats, quota, winners, event }: Props) {
  // Seeded on each mount (the store outlives a page when the site navigates in place), before the
  // first read, so the store's stats polling starts with the poll this page shows.
  useState(() => showPoll(firstPoll, stats, quota));
  const poll = useStore($poll) ?? { ...firstPoll, stats, quota, last_updated_quota: null };
  const { error, busy, run } = useSubmit();
  const [eventQuest, setEventQuest] = useState<EventQuest | null>(null);
  const open = poll.config.status === 'open';
  const member = poll.quota !== null;
  const votesOf = (choiceId: number) => poll.stats.choices.find((row) => row.choice_id === choiceId);

  function castVote(choiceId: number) {
    void run(async () => {
      await vote(choiceId);
      notify.success(t.voted);
    });
  }

  function join(eventId: number) {
    void run(async () => {
      setEventQuest(await joinEventQuest(eventId));
      notify.success(t.joined);
    });
  }

  return (
    <Hydrated>
      <div className="space-y-4" data-testid="poll" data-poll-id={poll.config.id}>
        <section className="card overflow-hidden border border-base-300 bg-base-100">
          <img
            src={poll.config.image}
            alt=""
            width={800}
            height={450}
            className="w-full"
            style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
          <div className="card-body gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <h1 className="text-xl font-semibold">{poll.config.title}</h1>
              <span className={`badge shrink-0 ${open ? 'badge-success' : 'badge-neutral'}`} data-testid="poll-status">
                {t.status[poll.config.status]}
              </span>
            </div>
            <p className="text-sm text-base-content/70">{poll.config.description}</p>
            <p className="text-sm text-base-content/70">
              {t.perDay(poll.config.votes_per_day)} · {t.closesAt} {formatThaiDateTime(poll.config.closes_at)}
            </p>
            {member && open && (
              <p className="font-semibold text-primary" data-testid="poll-quota">
                {poll.quota!.remaining > 0 ? t.quota(poll.quota!.remaining, poll.quota!.quota) : t.quotaUsed}
              </p>
            )}
            {!member && open && (
              <div className="alert">
                <span>{t.loginText}</span>
                <a href={withReturnPath('/login', `/poll/${poll.config.id}`)} className="btn btn-primary btn-sm">
                  {t.loginToVote}
                </a>
              </div>
            )}
          </div>
        </section>
        <FormError message={error} />
        <section aria-label={t.stats}>
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 className="font-semibold">{t.stats}</h2>
            <span className="text-sm text-base-content/70" data-testid="poll-total">
              {t.total(poll.stats.total, poll.stats.voters)}
            </span>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {poll.choices.map((choice) => {
              const row = votesOf(choice.id);
              return (
                <li
                  key={choice.id}
                  className="card border border-base-300 bg-base-100"
                  data-testid="poll-choice"
                  data-choice-id={choice.id}
                >
                  <div className="flex items-center gap-3 p-3">
                    <img src={choice.image} alt="" width={64} height={64} className="shrink-0 rounded-box" style={{ objectFit: 'cover' }} />
                    <div className="min-w-0 flex-1 space-y-1">
                      <h3 className="font-semibold">{choice.title}</h3>
                      <ProgressBar label={choice.title} value={row?.votes ?? 0} max={Math.max(1, poll.stats.total)} />
                      <p className="text-sm tabular-nums text-base-content/70" data-testid="poll-votes">
                        {t.votes(row?.votes ?? 0)} · {row?.percent ?? 0}%
                      </p>
                    </div>
                    {member && open && (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        disabled={busy || poll.quota!.remaining === 0}
                        onClick={() => castVote(choice.id)}
                        aria-label={`${t.vote} ${choice.title}`}
                      >
                        {t.vote}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        {winners.closed && (
          <section className="card border border-base-300 bg-base-100" data-testid="poll-winners">
            <div className="card-body gap-2 p-4">
              <h2 className="font-semibold">{t.winners}</h2>
              {winners.choice ? (
                <>
                  <p className="text-sm">
                    {t.winningChoice}: <span className="font-semibold text-primary">{winners.choice.title}</span> (
                    {t.votes(winners.choice.votes)})
                  </p>
                  <ul className="text-sm">
                    {winners.winners.map((winner, index) => (
                      <li key={index} className="flex justify-between border-b border-base-300 py-1">
                        <span>{winner.name}</span>
                        <span className="tabular-nums">{t.votes(winner.votes)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="text-sm text-base-content/70">{t.noWinners}</p>
              )}
            </div>
          </section>
        )}
        {member && event && (
          <section className="card border border-base-300 bg-base-100" data-testid="poll-event">
            <div className="card-body gap-2 p-4">
              <h2 className="font-semibold">
                {t.event}: {event.title}
              </h2>
              {eventQuest?.quest ? (
                <>
                  <p className="text-sm">{eventQuest.quest.title}</p>
                  <ProgressBar label={eventQuest.quest.title} value={eventQuest.quest.progress} max={eventQuest.quest.target} />
                  <a href="/member/creditfree" className="link text-sm">
                    {t.questLink}
                  </a>
                </>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  style={{ alignSelf: 'flex-start' }}
                  disabled={busy || eventQuest !== null}
                  onClick={() => join(event.id)}
                >
                  {eventQuest ? t.joined : t.join}
                </button>
              )}
            </div>
          </section>
        )}
      </div>
    </Hydrated>
  );
}
