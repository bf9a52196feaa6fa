// Game links: what the launcher loads in its iframe. A link is bound to its game and, for real
// play, to its member and the wallet chosen at launch; it expires. Its key is 192 random bits, kept
// only as a SHA-256 in the database. A member's link also needs that member's session to play (the
// game page is on our origin, so the session cookie travels with it): a link copied elsewhere opens
// nothing. A demo link plays with chips of its own and touches no wallet.
import { randomBytes } from 'node:crypto';
import { DEMO_CHIPS_BAHT, GAME_LINK_MINUTES } from '../../contract/games/games.ts';
import { gamePagePath } from '../../rules/games/game-paths.ts';
import { hashToken } from '../auth/index.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import type { GameEngine } from '../db/tables/games.ts';
import { fail } from '../errors.ts';
import type { Session } from '../http.ts';
import { isMemberWallet, toSatang } from '../money/index.ts';

import { minutesFrom } from '../time.ts';
import { createSeed } from './seeds.ts';

const newLinkKey = () => randomBytes(24).toString('base64url');

interface LinkTarget {
  gameId: number;
  memberId: number | null;
  walletId: number | null;
  demo: boolean;
}

async function writeLink(db: Db, target: LinkTarget): Promise<string> {
  const key = newLinkKey();
  const at = nowMs(db);
  const demoSeed = target.demo ? await createSeed(db, null) : null;
  await db
    .insertInto('game_links')
    .values({
      token_hash: hashToken(key),
      game_id: target.gameId,
      member_id: target.memberId,
      wallet_id: target.walletId,
      demo_seed_id: demoSeed?.id ?? null,
      demo_chips: target.demo ? toSatang(DEMO_CHIPS_BAHT) : null,
      created_at: at,
      expires_at: minutesFrom(at, GAME_LINK_MINUTES),
    })
    .execute();
  return gamePagePath(key);
}

/** A link to play `gameId` from the member's wallet: the wallet must be theirs. */
export function openGameLink(db: Db, memberId: number, walletId: number, gameId: number): Promise<string> {
  return tx(db, async (trx) => {
    if (!(await isMemberWallet(trx, memberId, walletId))) fail('WALLET_NOT_FOUND');
    return writeLink(trx, { gameId, memberId, walletId, demo: false });
  });
}

/** A demo link: play chips, no wallet, no member (a visitor may play too). */
export function openDemoLink(db: Db, gameId: number): Promise<string> {
  return tx(db, (trx) => writeLink(trx, { gameId, memberId: null, walletId: null, demo: true }));
}

export interface OpenLink {
  id: number;
  gameId: number;
  gameCode: string;
  gameName: string;
  providerCode: string;
  providerName: string;
  engine: GameEngine;
  /** null on a demo link */
  memberId: number | null;
  walletId: number | null;
  demoSeedId: number | null;
  demoChips: number | null;
  expiresAt: number;
}

/**
 * The link a game page plays on: refused when unknown, expired, a member's link without that
 * member's session (401 when no session came: the member logs in again), or when the operator has
 * closed its game or the game's provider since the link was opened (every call on it, at once).
 */
export async function resolveLink(db: Db, key: string, session: Session | null): Promise<OpenLink> {
  const row = await db
    .selectFrom('game_links as l')
    .innerJoin('games as g', 'g.id', 'l.game_id')
    .innerJoin('game_providers as p', 'p.code', 'g.provider_code')
    .select([
      'l.id',
      'l.game_id as gameId',
      'g.code as gameCode',
      'g.name as gameName',
      'g.provider_code as providerCode',
      'p.name as providerName',
      'g.engine',
      'l.member_id as memberId',
      'l.wallet_id as walletId',
      'l.demo_seed_id as demoSeedId',
      'l.demo_chips as demoChips',
      'l.expires_at as expiresAt',
      'g.active as gameActive',
      'p.active as providerActive',
    ])
    .where('l.token_hash', '=', hashToken(key))
    .executeTakeFirst();
  if (!row) fail('GAME_LINK_NOT_FOUND');
  if (row.memberId !== null) {
    if (!session) fail('UNAUTHORIZED');
    if (session.memberId !== row.memberId) fail('GAME_LINK_NOT_FOUND');
  }
  if (row.expiresAt <= nowMs(db)) fail('GAME_LINK_EXPIRED');
  if (row.gameActive !== 1 || row.providerActive !== 1) fail('GAME_CLOSED');
  const { gameActive: _game, providerActive: _provider, ...link } = row;
  return link;
}
