// The lotto lobby: every category with its open rounds and a live countdown to each close, counted
// on server time. When a round closes or a new one opens, the lobby asks the server again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { toastError } from '../api/client.ts';
import { getLobby, type lobbySchema } from '../api/lotto.ts';
import LobbyCategoryCard from './lotto/LobbyCategoryCard.tsx';
import { kindLabel } from './lotto/lobby-kinds.ts';
import { kindsOf, lobbyOrder, refreshDelay } from '../lib/lotto/lobby-rounds.ts';
import { lottoLobbyTh as t } from '../i18n/lotto-lobby.ts';
import { serverNow, syncServerTime, useServerNow } from '../stores/server-clock.ts';
import { useMounted } from '../hooks/use-mounted.ts';

type Lobby = z.infer<typeof lobbySchema>;

/** After a failed refresh, try again this soon instead of waiting for the next round to change. */
const RETRY_MS = 15_000;

export default function LottoLobby({ initial }: { initial: Lobby | null }) {
  const mounted = useMounted();
  const clockNow = useServerNow();
  const [lobby, setLobby] = useState<Lobby | null>(initial);
  const [failures, setFailures] = useState(0);
  /** Answers taken so far: each one schedules the next check, even when its rounds were the same. */
  const [answers, setAnswers] = useState(0);
  const [kind, setKind] = useState('all');
  const loading = useRef(false);

  const load = useCallback(async (tellFailure = false) => {
    if (loading.current) return;
    loading.current = true;
    try {
      const answer = await getLobby();
      syncServerTime(answer.server_time);
      // The same rounds as on screen (the usual answer to the check right after the page loads):
      // keep them, and React has nothing to draw again.
      setLobby((shown) => (shown && JSON.stringify(shown.categories) === JSON.stringify(answer.categories) ? shown : answer));
      setAnswers((count) => count + 1);
      setFailures(0);
    } catch (error) {
      setFailures((count) => count + 1);
      if (tellFailure) toastError(error);
    } finally {
      loading.current = false;
    }
  }, []);

  // The server-rendered lobby is already some time old: take a fresh one (and its clock) at once.
  useEffect(() => {
    if (initial) syncServerTime(initial.server_time);
    void load();
  }, [initial, load]);

  // Ask again just after the next close or opening, or soon after a failure.
  useEffect(() => {
    if (!lobby) return;
    const delay = failures > 0 ? RETRY_MS : refreshDelay(lobby.categories, serverNow());
    const timer = setTimeout(() => void load(), delay);
    return () => clearTimeout(timer);
  }, [lobby, answers, failures, load]);

  // Phones freeze timers in the background: catch up when the page is seen again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load]);

  if (!lobby) {
    if (failures === 0) {
      return <div className="card bg-base-100 p-8 text-center text-base-content/60">{t.lobby.loading}</div>;
    }
    return (
      <div className="card items-center gap-3 bg-base-100 p-8 text-center" role="alert">
        <p>{t.lobby.loadFailed}</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void load(true)}>
          {t.lobby.retry}
        </button>
      </div>
    );
  }

  // Before hydration, render at the time the server answered so server and browser HTML agree.
  const now = mounted ? clockNow : Date.parse(lobby.server_time);
  const categories = lobbyOrder(lobby.categories);
  const kinds = kindsOf(categories);
  const shown = kind === 'all' ? categories : categories.filter((category) => category.kind === kind);

  if (lobby.categories.length === 0) {
    return <p className="card bg-base-100 p-8 text-center text-base-content/60">{t.lobby.empty}</p>;
  }

  return (
    <div className="space-y-4">
      {kinds.length > 1 && (
        <div role="group" aria-label={t.lobby.filter} className="-mx-1 overflow-x-auto px-1">
          <div className="flex w-max gap-2">
            {['all', ...kinds].map((value) => (
              <button
                key={value}
                type="button"
                className={`btn btn-xs rounded-full sm:btn-sm ${kind === value ? 'btn-secondary' : 'btn-ghost border border-base-300'}`}
                aria-pressed={kind === value}
                disabled={!mounted}
                onClick={() => setKind(value)}
              >
                {value === 'all' ? t.kinds.all : kindLabel(value)}
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="lotto-lobby">
        {shown.map((category) => (
          <LobbyCategoryCard key={category.category_id} category={category} now={now} live={mounted} />
        ))}
      </div>
    </div>
  );
}
