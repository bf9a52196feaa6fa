// The play page's rows: the member's recently played games and the hot ones.
import type { Game } from '../../contract/games/games.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import GameRow from './GameRow.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

export default function GameRows({ last, hot }: { last: Game[]; hot: Game[] }) {
  // Play waits for the island: a game tapped before would open nothing.
  return (
    <Hydrated>
      <div className="space-y-4">
        {last.length > 0 ? <GameRow title={t.lobby.last} games={last} testId="last-played" /> : null}
        <GameRow title={t.lobby.hot} games={hot} testId="hot-games" />
      </div>
    </Hydrated>
  );
}
