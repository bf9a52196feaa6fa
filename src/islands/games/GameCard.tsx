// A game in a lobby grid or row: its picture at a fixed size (lazy, no layout shift), name,
// provider, a hot badge; "play" and, where the game has one, "demo".
import type { Game } from '../../contract/games/games.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';

export interface GameCardProps {
  game: Game;
  onPlay: (game: Game, demo: boolean) => void;
  /** The first pictures on screen load at once; the rest when scrolled near. */
  eager?: boolean;
}

export default function GameCard({ game, onPlay, eager = false }: GameCardProps) {
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-200" data-testid="game-card" data-game-id={game.game_id}>
      <figure className="relative bg-base-300">
        <img
          src={game.thumbnail}
          alt=""
          width={240}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="block w-full"
        />
        {game.hot ? (
          <span className="absolute left-0 top-0 p-2">
            <span className="badge badge-warning badge-sm font-semibold">{t.lobby.hotBadge}</span>
          </span>
        ) : null}
      </figure>
      <div className="space-y-2 p-2">
        <div>
          <h3 className="truncate text-sm font-semibold">{game.name}</h3>
          <p className="truncate text-xs text-base-content/70">{game.provider_name}</p>
        </div>
        <div className="flex gap-1">
          <button
            type="button"
            className="btn btn-primary btn-sm flex-1 whitespace-nowrap px-1"
            onClick={() => onPlay(game, false)}
            aria-label={`${t.lobby.play} ${game.name}`}
          >
            {t.lobby.play}
          </button>
          {game.is_demo ? (
            <button
              type="button"
              className="btn btn-outline btn-sm flex-1 whitespace-nowrap px-1"
              onClick={() => onPlay(game, true)}
              aria-label={`${t.lobby.demo} ${game.name}`}
            >
              {t.lobby.demo}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
