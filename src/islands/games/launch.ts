// Starting a game from a lobby: a member (or anyone, for a demo) opens the launcher; a visitor who
// asks to play for money is taken to log in, and comes back to this page.
import type { Game } from '../../contract/games/games.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { notify } from '../../lib/shell/notify.ts';
import { withReturnPath } from '../../lib/account/return-path.ts';
import { ERROR_TOAST_MS } from '../../lib/shell/toast-durations.ts';
import { selectGame } from '../../stores/games/games.ts';
import { $isLoggedIn } from '../../stores/account/user.ts';

export function launchGame(game: Game, demo: boolean): void {
  if (!demo && !$isLoggedIn.get()) {
    notify.info(t.lobby.loginToPlay, { duration: ERROR_TOAST_MS });
    goTo(withReturnPath('/login', location.pathname + location.search));
    return;
  }
  selectGame({
    game_id: game.game_id,
    provider_id: game.provider_id,
    sub_provider_id: game.sub_provider_id,
    source: game.source,
    is_demo: demo,
    name: game.name,
  });
}
