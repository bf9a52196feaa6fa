// A game lobby (/lobby/{category}, /lobby): provider tabs, search by name, the member's recently
// played and the hot games, then the grid. Rendered on the server from the lists the page asked
// for; filtering happens here, in the browser, on those lists.
import { useMemo, useState } from 'react';
import type { Game } from '../../contract/games/games.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import GameCard from './GameCard.tsx';
import GameRow from './GameRow.tsx';
import { launchGame } from './launch.ts';
import Hydrated from '../shell/ui/Hydrated.tsx';

export interface GameLobbyProps {
  games: Game[];
  providers: { provider_id: string; name: string }[];
  hot: Game[];
  last: Game[];
}

/** As many columns of at least 150 px as fit: two on a phone, up to eight on a desktop. */
const GRID = { gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' };

/** Thai names compare without case or surrounding spaces; Latin ones without case. */
const normalise = (text: string) => text.trim().toLocaleLowerCase('th');

export default function GameLobby({ games, providers, hot, last }: GameLobbyProps) {
  const [provider, setProvider] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const wanted = normalise(query);
    return games.filter(
      (game) => (provider === null || game.provider_id === provider) && (wanted === '' || normalise(game.name).includes(wanted)),
    );
  }, [games, provider, query]);
  const filtering = provider !== null || query.trim() !== '';

  // Tabs, search and play wait for the island: a filter typed or a game tapped before is lost.
  return (
    <Hydrated>
      <div className="space-y-4">
        <div className="space-y-3">
          <div role="group" aria-label={t.lobby.providers} className="flex gap-2 overflow-x-auto pb-2">
            {[{ provider_id: null, name: t.lobby.allProviders }, ...providers].map((tab) => (
              <button
                key={tab.provider_id ?? 'all'}
                type="button"
                className={`btn btn-sm shrink-0 ${provider === tab.provider_id ? 'btn-primary' : 'btn-outline'}`}
                aria-pressed={provider === tab.provider_id}
                onClick={() => setProvider(tab.provider_id)}
              >
                {tab.name}
              </button>
            ))}
          </div>
          <label className="input flex w-full max-w-sm items-center gap-2">
            <span className="sr-only">{t.lobby.search}</span>
            <input
              type="search"
              className="w-full"
              placeholder={t.lobby.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
        </div>
        {!filtering && last.length > 0 ? <GameRow title={t.lobby.last} games={last} testId="last-played" /> : null}
        {!filtering && hot.length > 0 ? <GameRow title={t.lobby.hot} games={hot} testId="hot-games" /> : null}
        <section aria-label={t.lobby.allTitle}>
          {shown.length === 0 ? (
            <p className="py-8 text-center text-base-content/70">{t.lobby.empty}</p>
          ) : (
            <div className="grid gap-3" style={GRID} data-testid="game-grid">
              {shown.map((game, index) => (
                <GameCard key={game.game_id} game={game} onPlay={launchGame} eager={index < 4} />
              ))}
            </div>
          )}
        </section>
      </div>
    </Hydrated>
  );
}
