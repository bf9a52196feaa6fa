// Baccarat formulas (issue 15): the rooms are the embedded casino's baccarat tables; a room's
// history is the last ROOM_HANDS hands dealt on that table (every member's rounds, in the order they
// were dealt, read from game_rounds), and the statistics are the contract's, recounted on each ask.
import { HOUSE_EDGE_PERCENT, type BaccaratOutcome } from '../../rules/games/baccarat.ts';
import { FORMULAS, ROOM_HANDS, type Result, type SoothDetail, type SoothRoom } from '../../contract/community/sooth.ts';
import { countResults, formulaRecord } from '../../rules/community/sooth-roads.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';

/** How many of the latest results a room's card shows. */
const RECENT = 12;

const RESULT_OF: Record<BaccaratOutcome['winner'], Result> = { banker: 'B', player: 'P', tie: 'T' };

function tables(db: Db) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.code', 'g.provider_code')
    .select(['g.id', 'g.code', 'g.name', 'g.thumbnail', 'p.name as provider'])
    .where('g.engine', '=', 'baccarat')
    .where('g.category', '=', 'casino')
    .where('g.active', '=', 1)
    .where('p.active', '=', 1)
    .orderBy('g.sort_order')
    .orderBy('g.id');
}

type TableRow = Awaited<ReturnType<ReturnType<typeof tables>['execute']>>[number];

/** The table's last ROOM_HANDS results, oldest first. */
async function historyOf(db: Db, gameId: number): Promise<Result[]> {
  const rows = await db
    .selectFrom('game_rounds')
    .select('outcome')
    .where('game_id', '=', gameId)
    .orderBy('id', 'desc')
    .limit(ROOM_HANDS)
    .execute();
  return rows.reverse().map((row) => RESULT_OF[(JSON.parse(row.outcome) as BaccaratOutcome).winner]);
}

function roomView(table: TableRow, results: Result[]): SoothRoom {
  return {
    room_id: table.id,
    code: table.code,
    name: table.name,
    provider: table.provider,
    image: table.thumbnail,
    hands: results.length,
    counts: countResults(results),
    recent: results.slice(-RECENT),
  };
}

/** sooth/baccarat: every room with its counts and latest results. */
export async function soothRooms(db: Db): Promise<SoothRoom[]> {
  const rooms: SoothRoom[] = [];
  for (const table of await tables(db).execute()) rooms.push(roomView(table, await historyOf(db, table.id)));
  return rooms;
}

/** sooth/detail: one room's history, each formula's record and suggestion, and the house edge. */
export async function soothDetail(db: Db, roomId: number): Promise<SoothDetail> {
  const table = (await tables(db).where('g.id', '=', roomId).executeTakeFirst()) ?? fail('SOOTH_ROOM_NOT_FOUND');
  const results = await historyOf(db, table.id);
  return {
    room: roomView(table, results),
    results,
    formulas: FORMULAS.map((formula) => formulaRecord(formula, results)),
    house_edge: HOUSE_EDGE_PERCENT,
    updated_at: new Date(nowMs(db)).toISOString(),
  };
}
