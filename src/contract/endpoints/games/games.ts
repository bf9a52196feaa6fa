// The game calls of SPEC.md section 7 (the catalogue, the wallets a game is played from, a game's
// link) and, beyond the spec (docs/api.md, "Calls beyond the spec"), the calls the embedded platform's own
// game pages make; declared once (contract/endpoint.ts).
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { GAME_CATEGORIES, gameSchema } from '../../games/games.ts';
import {
  baccaratDealRequest,
  dragonTigerDealRequest,
  fishingShotRequest,
  footballBetRequest,
  gameDemoRequest,
  gameLinkRequest,
  gameListRequest,
  gameTableRequest,
  gameWalletsRequest,
  lobbyConfigsRequest,
  seedRotateRequest,
  slotSpinRequest,
} from '../../games/games-requests.ts';
import { gameLinkSchema, pastRoundSchema, playedSchema, rotatedSchema, tableSchema } from '../../games/games-table.ts';
import { walletSchema } from '../../account/member.ts';

/** Every call on a link: a closed game or provider answers GAME_CLOSED on each (nothing moves). */
const LINK = ['GAME_LINK_NOT_FOUND', 'GAME_LINK_EXPIRED', 'GAME_CLOSED'] as const;
const PLAY = [
  ...LINK,
  'GAME_WRONG_TABLE',
  'GAME_CHIPS_SHORT',
  'WALLET_NOT_FOUND',
  'INSUFFICIENT_BALANCE',
  'RESPONSIBLE_LOSS_LIMIT',
  'RESPONSIBLE_ON_BREAK',
] as const;

export const lobbyConfigs = endpoint({
  method: 'GET',
  path: '/api/lobby/configs',
  auth: false,
  query: lobbyConfigsRequest,
  answer: z.object({ providers: z.array(z.object({ provider_id: z.string(), name: z.string(), games: z.number() })) }),
  refusals: [],
});
export const list = endpoint({
  method: 'GET',
  path: '/api/game/list',
  auth: false,
  query: gameListRequest,
  answer: z.array(gameSchema),
  refusals: ['GAME_PROVIDER_NOT_FOUND'],
});
/** The member's recently played, the hot games and one list per category. */
export const lobby = endpoint({
  method: 'GET',
  path: '/api/game/lobby',
  auth: 'optional',
  answer: z.object({
    last: z.array(gameSchema),
    hot: z.array(gameSchema),
    ...Object.fromEntries(GAME_CATEGORIES.map((category) => [category, z.array(gameSchema)])),
  }),
  refusals: [],
});
export const wallets = endpoint({
  method: 'POST',
  path: '/api/game/wallets',
  auth: true,
  body: gameWalletsRequest,
  answer: z.array(walletSchema),
  refusals: ['GAME_NOT_FOUND'],
});
export const link = endpoint({
  method: 'POST',
  path: '/api/game/link',
  auth: true,
  body: gameLinkRequest,
  answer: gameLinkSchema,
  refusals: ['GAME_NOT_FOUND', 'WALLET_NOT_FOUND'],
});
export const demo = endpoint({
  method: 'POST',
  path: '/api/game/demo',
  auth: 'optional',
  body: gameDemoRequest,
  answer: gameLinkSchema,
  refusals: ['AGENT_UNKNOWN', 'GAME_NOT_FOUND', 'GAME_DEMO_UNAVAILABLE'],
});
export const table = endpoint({
  method: 'GET',
  path: '/api/game/table',
  auth: 'optional',
  query: gameTableRequest,
  answer: tableSchema,
  refusals: LINK,
});
export const rounds = endpoint({
  method: 'GET',
  path: '/api/game/rounds',
  auth: 'optional',
  query: gameTableRequest,
  answer: z.array(pastRoundSchema),
  refusals: LINK,
});
export const slotSpin = endpoint({
  method: 'POST',
  path: '/api/game/slot/spin',
  auth: 'optional',
  body: slotSpinRequest,
  answer: playedSchema,
  refusals: PLAY,
});
export const baccaratDeal = endpoint({
  method: 'POST',
  path: '/api/game/baccarat/deal',
  auth: 'optional',
  body: baccaratDealRequest,
  answer: playedSchema,
  refusals: PLAY,
});
export const fishingShot = endpoint({
  method: 'POST',
  path: '/api/game/fishing/shoot',
  auth: 'optional',
  body: fishingShotRequest,
  answer: playedSchema,
  refusals: [...PLAY, 'GAME_FISH_NOT_HERE', 'GAME_STAKE_NOT_OFFERED'],
});
export const footballBet = endpoint({
  method: 'POST',
  path: '/api/game/football/bet',
  auth: 'optional',
  body: footballBetRequest,
  answer: playedSchema,
  refusals: PLAY,
});
/** A free-spin slot's round: the base spin and its whole feature, one stake (the line bet × 9 lines). */
export const freeSpinSpin = endpoint({
  method: 'POST',
  path: '/api/game/freespin/spin',
  auth: 'optional',
  body: slotSpinRequest,
  answer: playedSchema,
  refusals: PLAY,
});
export const dragonTigerDeal = endpoint({
  method: 'POST',
  path: '/api/game/dragon-tiger/deal',
  auth: 'optional',
  body: dragonTigerDealRequest,
  answer: playedSchema,
  refusals: PLAY,
});
export const rotateSeed = endpoint({
  method: 'POST',
  path: '/api/game/seed/rotate',
  auth: 'optional',
  body: seedRotateRequest,
  answer: rotatedSchema,
  refusals: LINK,
});
