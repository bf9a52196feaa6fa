// Game calls of SPEC.md section 7 as the launcher makes them (the lobby lists come rendered),
// declared in contract/endpoints/games/games.ts.
import * as games from '../../contract/endpoints/games/games.ts';
import { AGENT_CODE } from '../../contract/content/site.ts';
import type { SelectedGame } from '../../contract/games/games.ts';
import { request, requestOrThrow } from '../client.ts';

export const getGameWallets = (game: SelectedGame) =>
  requestOrThrow(games.wallets, { body: { game_id: game.game_id, provider_id: game.provider_id, sub_provider_id: game.sub_provider_id } });

/** The envelope as it came: a refusal's message goes in the launcher's alert. */
export const getGameLink = (game: SelectedGame, walletId: number, isMobile: boolean) =>
  request(games.link, {
    body: { wallet_id: walletId, game_id: game.game_id, provider_id: game.provider_id, is_mobile: isMobile, source: game.source },
  });

export const getDemoLink = (game: SelectedGame, isMobile: boolean) =>
  requestOrThrow(games.demo, {
    body: { game_id: game.game_id, provider_id: game.provider_id, is_mobile: isMobile, source: game.source, agent_code: AGENT_CODE },
  });
