// The lotto lobby: every category with its open rounds and a live countdown to each close, counted
// on server time. The lobby is the lobby store's (stores/lotto/lobby.ts): seeded from the server's
// render, asked again by the store when a round closes or a new one opens.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import LobbyCategoryCard from './LobbyCategoryCard.tsx';
import { kindLabel } from './lobby-kinds.ts';
import { kindsOf, lobbyOrder } from '../../lib/lotto/lobby-rounds.ts';
import { lottoLobbyTh as t } from '../../i18n/lotto/lotto-lobby.ts';
import { $lobby, $lobbyFailures, loadLobby, showLobby, type Lobby } from '../../stores/lotto/lobby.ts';
import { useServerNow } from '../../hooks/use-server-now.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

export default function LottoLobby({ initial }: { initial: Lobby | null }) {
  const mounted = useMounted();
  const clockNow = useServerNow();
  // The store takes the server's lobby and clock (its check from mount may answer after) from the first effect on.
  useEffect(() => {
    showLobby(initial);
    // Once, on mount: the server's answer for this page never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const stored = useStore($lobby);
  const storedFailures = useStore($lobbyFailures);
  // The server's lobby until hydrated: the first paint and the hydrated one agree.
  const lobby = mounted ? stored : initial;
  const failures = mounted ? storedFailures : 0;
  const [kind, setKind] = useState('all');

  if (!lobby) {
    if (failures === 0) {
      return <div className="card bg-base-100 p-8 text-center text-base-content/60">{t.lobby.loading}</div>;
    }
    return (
      <div className="card items-center gap-3 bg-base-100 p-8 text-center" role="alert">
        <p>{t.lobby.loadFailed}</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void loadLobby(true)}>
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
