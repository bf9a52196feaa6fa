// The game calls of SPEC.md section 7: the catalogue (lobby tabs, lists, the lobby's lists) and
// the wallets a game may be played from.
import * as games from '../../contract/endpoints/games/games.ts';
import { baccaratRound } from '../../rules/games/baccarat.ts';
import { SCHOOLS } from '../../contract/games/games-fishing.ts';
import { fishOf, fishingRound, schoolOf } from '../../rules/games/fishing.ts';
import { type Slip } from '../../contract/games/games-football.ts';
import { footballRound, leagueOf } from '../../rules/games/football.ts';

import { dragonTigerRound } from '../../rules/games/dragon-tiger.ts';
import { FREESPIN_FLOATS, freeSpinRound } from '../../rules/games/freespin.ts';
import { machineOf } from '../../rules/games/slot-machines.ts';
import { linesOf, PAYLINES, slotRound } from '../../rules/games/slot.ts';
import { requestedAgent } from '../agent/index.ts';
import type { Db } from '../db/database.ts';
import type { GameEngine } from '../db/tables/games.ts';
import { fail } from '../errors.ts';
import { ok, route, type Route } from '../http.ts';
import { listWallets, toSatang } from '../money/index.ts';

import { gameLobby, listGames, lobbyConfig } from './catalogue.ts';
import { openDemoLink, openGameLink, resolveLink, type OpenLink } from './links.ts';
import { playRound, rotateLinkSeed } from './play.ts';
import { gameRounds, gameTable } from './table.ts';

/** The game a call names (by its code and its provider's), or GAME_NOT_FOUND. */
export async function findGame(db: Db, gameCode: string, providerCode: string) {
  const game = await db
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.code', 'g.provider_code')
    .select(['g.id', 'g.code', 'g.provider_code', 'g.engine', 'g.demo'])
    .where('g.code', '=', gameCode)
    .where('g.provider_code', '=', providerCode)
    .where('g.active', '=', 1)
    .where('p.active', '=', 1)
    .executeTakeFirst();
  return game ?? fail('GAME_NOT_FOUND');
}

function assertEngine(link: OpenLink, engine: GameEngine): void {
  if (link.engine !== engine) fail('GAME_WRONG_TABLE');
}

export const gameRoutes: Route[] = [
  route(games.lobbyConfigs, async ({ db, query }) => ok(await lobbyConfig(db, query.lobby_key))),

  route(games.list, async ({ db, query }) => ok(await listGames(db, query))),

  route(games.lobby, async ({ db, session }) => ok(await gameLobby(db, session?.memberId ?? null))),

  route(games.wallets, async ({ db, body, session }) => {
    await findGame(db, body.game_id, body.provider_id);
    return ok(await listWallets(db, session.memberId));
  }),

  route(games.link, async ({ db, body, session }) => {
    const game = await findGame(db, body.game_id, body.provider_id);
    return ok({ link: await openGameLink(db, session.memberId, body.wallet_id, game.id) });
  }),

  route(games.demo, async ({ db, body }) => {
    // A known agent's code, or none (the site's own): demo chips are the same for every agent.
    await requestedAgent(db, body.agent_code);
    const game = await findGame(db, body.game_id, body.provider_id);
    if (game.demo !== 1) fail('GAME_DEMO_UNAVAILABLE');
    return ok({ link: await openDemoLink(db, game.id) });
  }),

  // Beyond SPEC.md: the calls the embedded platform's own game pages make (docs/api.md, "Calls beyond the spec").
  route(games.table, async ({ db, query, session }) => ok(await gameTable(db, await resolveLink(db, query.link, session)))),

  route(games.rounds, async ({ db, query, session }) => ok(await gameRounds(db, await resolveLink(db, query.link, session)))),

  route(games.slotSpin, async ({ db, body, session }) => {
    const link = await resolveLink(db, body.link, session);
    assertEngine(link, 'slot');
    const lineBet = toSatang(body.line_bet);
    const machine = machineOf(link.gameCode);
    return ok(await playRound(db, link, lineBet * linesOf(machine), (floats) => slotRound(floats, lineBet, machine)));
  }),

  route(games.baccaratDeal, async ({ db, body, session }) => {
    const link = await resolveLink(db, body.link, session);
    assertEngine(link, 'baccarat');
    const bets = { banker: toSatang(body.bets.banker ?? 0), player: toSatang(body.bets.player ?? 0), tie: toSatang(body.bets.tie ?? 0) };
    const stake = bets.banker + bets.player + bets.tie;
    return ok(await playRound(db, link, stake, (floats) => baccaratRound(floats, bets)));
  }),

  route(games.fishingShot, async ({ db, body, session }) => {
    const link = await resolveLink(db, body.link, session);
    assertEngine(link, 'fishing');
    const school = schoolOf(link.gameCode);
    if (!fishOf(school, body.fish)) fail('GAME_FISH_NOT_HERE');
    const stakes: readonly number[] = SCHOOLS[school].stakes;
    if (!stakes.includes(body.stake)) fail('GAME_STAKE_NOT_OFFERED', { stakes: stakes.join(', ') });
    const stake = toSatang(body.stake);
    return ok(await playRound(db, link, stake, (floats) => fishingRound(floats, school, body.fish, stake)));
  }),

  route(games.footballBet, async ({ db, body, session }) => {
    const link = await resolveLink(db, body.link, session);
    assertEngine(link, 'football');
    const slip: Slip = {};
    if (body.bets.x12) slip.x12 = { pick: body.bets.x12.pick, stake: toSatang(body.bets.x12.stake) };
    if (body.bets.ou) slip.ou = { pick: body.bets.ou.pick, stake: toSatang(body.bets.ou.stake) };
    const stake = (slip.x12?.stake ?? 0) + (slip.ou?.stake ?? 0);
    return ok(await playRound(db, link, stake, (floats) => footballRound(floats, leagueOf(link.gameCode), slip)));
  }),

  route(games.freeSpinSpin, async ({ db, body, session }) => {
    const link = await resolveLink(db, body.link, session);
    assertEngine(link, 'freespin');
    const lineBet = toSatang(body.line_bet);
    return ok(await playRound(db, link, lineBet * PAYLINES.length, (floats) => freeSpinRound(floats, lineBet), FREESPIN_FLOATS));
  }),

  route(games.dragonTigerDeal, async ({ db, body, session }) => {
    const link = await resolveLink(db, body.link, session);
    assertEngine(link, 'dragon_tiger');
    const bets = { dragon: toSatang(body.bets.dragon ?? 0), tiger: toSatang(body.bets.tiger ?? 0), tie: toSatang(body.bets.tie ?? 0) };
    const stake = bets.dragon + bets.tiger + bets.tie;
    return ok(await playRound(db, link, stake, (floats) => dragonTigerRound(floats, bets)));
  }),

  route(games.rotateSeed, async ({ db, body, session }) => {
    const link = await resolveLink(db, body.link, session);
    return ok(await rotateLinkSeed(db, link, body.client_seed), 'เปลี่ยนซีดแล้ว ซีดเดิมเปิดเผยเพื่อตรวจสอบได้');
  }),
];
