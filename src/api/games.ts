// Game calls of SPEC.md section 7 as the launcher makes them (the lobby lists come rendered).
import { z } from 'zod/mini';
import { walletSchema } from '../contract/member.ts';
import { gameLinkSchema } from '../contract/games-table.ts';
import { AGENT_CODE } from '../contract/site.ts';
import type { SelectedGame } from '../contract/games.ts';
import { call, callOrThrow } from './client.ts';

export const getGameWallets = (game: SelectedGame) =>
  callOrThrow('/api/game/wallets', {
    method: 'POST',
    body: { game_id: game.game_id, provider_id: game.provider_id, sub_provider_id: game.sub_provider_id },
    data: z.array(walletSchema),
  });

/** The envelope as it came: a refusal's message goes in the launcher's alert. */
export const getGameLink = (game: SelectedGame, walletId: number, isMobile: boolean) =>
  call('/api/game/link', {
    method: 'POST',
    body: { wallet_id: walletId, game_id: game.game_id, provider_id: game.provider_id, is_mobile: isMobile, source: game.source },
    data: gameLinkSchema,
  });

export const getDemoLink = (game: SelectedGame, isMobile: boolean) =>
  callOrThrow('/api/game/demo', {
    method: 'POST',
    body: { game_id: game.game_id, provider_id: game.provider_id, is_mobile: isMobile, source: game.source, agent_code: AGENT_CODE },
    data: gameLinkSchema,
  });
