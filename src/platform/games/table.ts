// What a game page shows about its link: the game, what it plays with (wallet or demo chips), the
// seed committed to, the table's limits; and the member's past rounds of that game with their
// seeds (the server seed only once revealed), for the verify panel and the baccarat bead road.
import { BACCARAT_CHIPS, BACCARAT_MAX_SIDE, BACCARAT_MIN_HAND, GAME_ROUNDS_SHOWN, SLOT_LINE_BETS } from '../../contract/games/games.ts';
import { tx, type Db } from '../db/database.ts';
import { toBaht } from '../money/index.ts';
import type { OpenLink } from './links.ts';
import { balanceOf, seedOf } from './play.ts';
import { committed } from './seeds.ts';

export function gameTable(db: Db, link: OpenLink) {
  // One transaction: the member's first seed is made here, before any round (its hash is shown first).
  return tx(db, async (trx) => {
    const wallet =
      link.walletId === null
        ? null
        : await trx
            .selectFrom('wallets as w')
            .innerJoin('wallet_types as t', 't.id', 'w.wallet_type_id')
            .select(['w.id', 't.name as wallet_name'])
            .where('w.id', '=', link.walletId)
            .executeTakeFirstOrThrow();
    return {
      game: {
        game_id: link.gameCode,
        provider_id: link.providerCode,
        name: link.gameName,
        provider_name: link.providerName,
        engine: link.engine,
      },
      demo: link.memberId === null,
      wallet,
      balance: toBaht(await balanceOf(trx, link)),
      seed: committed(await seedOf(trx, link)),
      expires_at: new Date(link.expiresAt).toISOString(),
      limits: { line_bets: [...SLOT_LINE_BETS], chips: [...BACCARAT_CHIPS], min_hand: BACCARAT_MIN_HAND, max_side: BACCARAT_MAX_SIDE },
    };
  });
}

/** The member's latest rounds of the link's game, the newest first; none on a demo link. */
export async function gameRounds(db: Db, link: OpenLink) {
  if (link.memberId === null) return [];
  const rows = await db
    .selectFrom('game_rounds as r')
    .innerJoin('game_seeds as s', 's.id', 'r.seed_id')
    .select([
      'r.id',
      'r.nonce',
      'r.stake',
      'r.win',
      'r.outcome',
      'r.created_at',
      's.server_seed',
      's.server_seed_hash',
      's.client_seed',
      's.revealed_at',
    ])
    .where('r.member_id', '=', link.memberId)
    .where('r.game_id', '=', link.gameId)
    .orderBy('r.id', 'desc')
    .limit(GAME_ROUNDS_SHOWN)
    .execute();
  return rows.map((row) => ({
    round_id: row.id,
    nonce: row.nonce,
    stake: toBaht(row.stake),
    win: toBaht(row.win),
    outcome: JSON.parse(row.outcome) as unknown,
    played_at: new Date(row.created_at).toISOString(),
    server_seed_hash: row.server_seed_hash,
    client_seed: row.client_seed,
    // Secret while the seed is in play: shown once rotated, when the round can be checked.
    server_seed: row.revealed_at === null ? null : row.server_seed,
  }));
}
