// A row of games that scrolls sideways: recently played, hot.
import type { Game } from '../../contract/games/games.ts';
import GameCard from './GameCard.tsx';
import { launchGame } from './launch.ts';

export default function GameRow({ title, games, testId }: { title: string; games: Game[]; testId: string }) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="mb-2 font-semibold">{title}</h2>
      <div className="flex gap-3 overflow-x-auto pb-2">
        {games.map((game) => (
          <div key={game.game_id} className="shrink-0" style={{ width: '10.5rem' }}>
            <GameCard game={game} onPlay={launchGame} />
          </div>
        ))}
      </div>
    </section>
  );
}
