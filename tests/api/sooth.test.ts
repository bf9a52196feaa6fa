// The baccarat formulas over HTTP against the built site: the rooms are the casino's baccarat
// tables with the seeded history; hands a member deals show at the end of the room's history, and
// every figure (counts, each formula's tries, hits and suggestion) equals a recount of the table's
// rounds read from the database here, with this test's own replay of the formulas.
import { describe, expect, it } from 'vitest';
import * as games from '../../src/contract/endpoints/games/games.ts';
import * as sooth from '../../src/contract/endpoints/community/sooth.ts';
import { soothDetailSchema } from '../../src/contract/community/sooth.ts';
import { serverRows } from '../support/server-database.ts';
import { Member } from './client.ts';
import { newMember, sharedServerData } from './lotto-helpers.ts';

const TABLE = { game_id: 'andaman-baccarat', provider_id: 'r999' };
type Hand = 'B' | 'P' | 'T';

/** The formulas as the page explains them, written again here: the bet after each hand, ties skipped. */
function recount(results: Hand[]) {
  const bet = {
    streak: (sides: string[]) => sides.at(-1),
    pingpong: (sides: string[]) => (sides.length ? (sides.at(-1) === 'B' ? 'P' : 'B') : undefined),
    twocut: (sides: string[]) => {
      if (!sides.length) return undefined;
      const last = sides.at(-1)!;
      let run = 0;
      while (run < sides.length && sides[sides.length - 1 - run] === last) run++;
      return run % 2 === 1 ? last : last === 'B' ? 'P' : 'B';
    },
  };
  return Object.entries(bet).map(([formula, next]) => {
    const sides: string[] = [];
    let tries = 0;
    let hits = 0;
    for (const hand of results.filter((result) => result !== 'T')) {
      const guess = next(sides);
      if (guess) {
        tries++;
        if (guess === hand) hits++;
      }
      sides.push(hand);
    }
    return { formula, tries, hits, suggestion: next(sides) ?? null };
  });
}

async function dealHands(member: Member, count: number): Promise<Hand[]> {
  const wallets = (await member.send(games.wallets, { ...TABLE, sub_provider_id: '' })).body.data;
  const link = await member.send(games.link, {
    ...TABLE,
    wallet_id: wallets.find((w) => w.wallet_type_id === 1)!.id,
    is_mobile: true,
  });
  const key = String(link.body.data.link).replace('/game/', '');
  const hands: Hand[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await member.send(games.baccaratDeal, { link: key, bets: { player: 10 } });
    expect(answer.body.error, answer.body.message).toBe(0);
    hands.push(
      ({ banker: 'B', player: 'P', tie: 'T' } as const)[(answer.body.data.outcome as { winner: 'banker' | 'player' | 'tie' }).winner],
    );
  }
  return hands;
}

describe('sooth over HTTP', () => {
  it('lists the casino baccarat tables as rooms, each with its seeded history', async () => {
    const rooms = (await new Member().send(sooth.rooms)).body.data;
    expect(rooms.map((room) => room.code).sort()).toEqual([
      'andaman-baccarat',
      'r999-baccarat-1',
      'r999-baccarat-2',
      'siam-speed-baccarat',
    ]);
    for (const room of rooms) {
      expect(room.hands).toBeGreaterThanOrEqual(36);
      expect(room.counts.banker + room.counts.player + room.counts.tie).toBe(room.hands);
    }
  });

  it("a room's statistics equal a recount of the table's rounds, the member's own hands last", async () => {
    const member = await newMember();
    const dealt = await dealHands(member, 8);
    const answer = (await new Member().send(sooth.detail, { room_id: await roomId() })).body;
    expect(answer.error).toBe(0);
    const detail = soothDetailSchema.parse(answer.data);
    expect(detail.results.slice(-8)).toEqual(dealt);

    const rows = await serverRows<{ outcome: string }>(
      sharedServerData(),
      'SELECT r.outcome FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE g.code = ? ORDER BY r.id DESC LIMIT 72',
      TABLE.game_id,
    );
    const history = rows
      .reverse()
      .map((row) => ({ banker: 'B', player: 'P', tie: 'T' })[JSON.parse(row.outcome).winner as 'banker'] as Hand);
    expect(detail.results).toEqual(history);
    expect(detail.room.counts).toEqual({
      banker: history.filter((hand) => hand === 'B').length,
      player: history.filter((hand) => hand === 'P').length,
      tie: history.filter((hand) => hand === 'T').length,
    });
    for (const expected of recount(history)) {
      const record = detail.formulas.find((row) => row.formula === expected.formula)!;
      expect(record).toMatchObject(expected);
      expect(record.hit_rate).toBe(Math.round((expected.hits / expected.tries) * 1000) / 10);
    }
    expect(detail.house_edge).toEqual({ banker: 1.06, player: 1.23, tie: 14.12 });
  });

  it('refuses an unknown room, a slot machine and a malformed id in Thai', async () => {
    const visitor = new Member();
    const slotId = Number(
      (await serverRows<{ id: number }>(sharedServerData(), "SELECT id FROM games WHERE code = 'siam-songkran'"))[0]!.id,
    );
    for (const [body, error] of [
      [{ room_id: 999_999 }, 2695],
      [{ room_id: slotId }, 2695],
      [{ room_id: 'one' }, 1001],
    ] as const) {
      const answer = await visitor.send(sooth.detail, body);
      expect(answer.body.error, JSON.stringify(body)).toBe(error);
      expect(answer.body.message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});

async function roomId(): Promise<number> {
  const rooms = (await new Member().send(sooth.rooms)).body.data;
  return rooms.find((room) => room.code === TABLE.game_id)!.room_id;
}
