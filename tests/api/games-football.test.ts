// Virtual football over HTTP against the built site: one slip a match (1X2 and/or over/under), its
// stake debited once and its win credited at most once, settled at kick-off and verifiable from the
// revealed seed; refusals in Thai (a market that is not offered, a bad pick, stakes out of bounds)
// that move nothing; 30 slips at once on a small balance that never overdraw.
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as games from '../../src/contract/endpoints/games/games.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import { floatsFrom, roundDigest, sha256Hex } from '../../src/rules/games/fair.ts';
import { type Slip } from '../../src/contract/games/games-football.ts';
import { footballRound, oddsCents, type FootballOutcome } from '../../src/rules/games/football.ts';
import { NO_LEDGER_FAULTS, ledgerFaults } from '../support/server-database.ts';
import { Member } from './client.ts';
import type { InputOf } from '../support/typed-call.ts';
import { revealed } from './game-engine-helpers.ts';
import { expectOneDebitAtMostOneCredit, gameLinkKey } from './game-helpers.ts';
import { mainBalance, newMember, operator, sharedServerData } from './lotto-helpers.ts';

const CLASSIC = { game_id: 'vsports-football-classic', provider_id: 'r999-vsports' };
const ATTACK = { game_id: 'vsports-football-attack', provider_id: 'r999-vsports' };

describe('virtual football over HTTP', () => {
  it('settles each slip at once by its odds, one debit and at most one credit, and every match verifies', async () => {
    const member = await newMember();
    const key = await gameLinkKey(member, ATTACK);
    expect((await member.send(games.table, { link: key })).body.data.game).toMatchObject({
      engine: 'football',
      provider_name: 'R999 Virtual Sports',
    });
    const slips: InputOf<typeof games.footballBet>['bets'][] = [
      { x12: { pick: 'home', stake: 20 }, ou: { pick: 'over', stake: 10 } },
      { x12: { pick: 'draw', stake: 10 } },
      { ou: { pick: 'under', stake: 50 } },
      { x12: { pick: 'away', stake: 10 }, ou: { pick: 'under', stake: 10 } },
    ];
    let expected = 100_000;
    const ids: number[] = [];
    for (let match = 0; match < 12; match++) {
      const bets = slips[match % slips.length]!;
      const stake = (bets.x12?.stake ?? 0) + (bets.ou?.stake ?? 0);
      const round = await member.send(games.footballBet, { link: key, bets });
      expect(round.body.error, round.body.message).toBe(0);
      expect(round.body.data.stake).toBe(stake);
      const outcome = round.body.data.outcome as FootballOutcome;
      // Each winning pick pays its stake at the published odds, rounded down to the satang.
      const pays = outcome.bets
        .filter((bet) => bet.won)
        .reduce((sum, bet) => sum + Math.floor(bet.stake * 100 * oddsCents('attack', bet.pick)) / 100, 0);
      expect(Math.round(round.body.data.win * 100)).toBe(pays);
      expect(outcome.goals).toHaveLength(outcome.home + outcome.away);
      expected += Math.round(round.body.data.win * 100) - stake * 100;
      expect(Math.round(round.body.data.balance * 100)).toBe(expected);
      ids.push(round.body.data.round_id!);
    }
    expect(Math.round((await mainBalance(member)) * 100)).toBe(expected);
    await expectOneDebitAtMostOneCredit(ids);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
    const winloss = (await member.send(memberCalls.winloss)).body.data;
    expect(winloss.products.find((product) => product.key === 'r999-vsports')).toMatchObject({ stake: 330 });

    const rotated = await member.send(games.rotateSeed, { link: key });
    const rounds = (await member.send(games.rounds, { link: key })).body.data;
    expect(rounds).toHaveLength(12);
    for (const round of rounds.map(revealed)) {
      expect(round.server_seed).toBe(rotated.body.data.revealed.server_seed);
      expect(await sha256Hex(round.server_seed)).toBe(round.server_seed_hash);
      const slip: Slip = Object.fromEntries(
        (round.outcome as FootballOutcome).bets.map((bet) => [bet.market, { pick: bet.pick, stake: bet.stake * 100 }]),
      );
      const again = footballRound(floatsFrom(await roundDigest(round.server_seed, round.client_seed, round.nonce)), 'attack', slip);
      expect(again.outcome).toEqual(round.outcome);
      expect(again.win).toBe(Math.round(round.win * 100));
    }
  });

  it('refuses a market not offered, a bad pick, an empty slip and stakes out of bounds, in Thai, moving nothing', async () => {
    const member = await newMember();
    const key = await gameLinkKey(member, CLASSIC);
    const bet = (bets: unknown) => member.send(games.footballBet, { link: key, bets: bets as never });
    const refusals: [unknown, string][] = [
      [{ corners: { pick: 'over', stake: 10 } }, 'ตลาดที่เปิดรับมีเพียงผลการแข่งขัน (1X2) และสูง/ต่ำ 2.5 ประตู'],
      [{ x12: { pick: 'home', stake: 10 }, handicap: { pick: 'home', stake: 10 } }, 'ตลาดที่เปิดรับมีเพียงผลการแข่งขัน (1X2) และสูง/ต่ำ 2.5 ประตู'],
      [{ x12: { pick: 'over', stake: 10 } }, 'ผลการแข่งขันต้องเป็น เจ้าบ้าน เสมอ หรือ ทีมเยือน'],
      [{ ou: { pick: 'home', stake: 10 } }, 'สูง/ต่ำต้องเป็น สูง หรือ ต่ำ'],
      [{}, 'กรุณาเลือกเดิมพันอย่างน้อยหนึ่งตลาด'],
      [undefined, 'กรุณาเลือกเดิมพัน'],
      [{ x12: { pick: 'home', stake: 9 } }, 'เดิมพันขั้นต่ำตลาดละ 10 บาท'],
      [{ ou: { pick: 'under', stake: 5_001 } }, 'เดิมพันสูงสุดตลาดละ 5,000 บาท'],
      [{ x12: { pick: 'draw', stake: 10.5 } }, 'เดิมพันต้องเป็นจำนวนเต็มบาท'],
    ];
    for (const [bets, message] of refusals) expect((await bet(bets)).body, JSON.stringify(bets)).toMatchObject({ error: 1001, message });
    // A football link is not a fishing game.
    expect((await member.send(games.fishingShot, { link: key, stake: 1, fish: 'clownfish' })).body.error).toBe(4005);
    // ฿1,010 on a ฿1,000 wallet: the wallet's refusal.
    expect((await bet({ x12: { pick: 'home', stake: 1000 }, ou: { pick: 'over', stake: 10 } })).body).toMatchObject({
      error: 2001,
      message: 'ยอดเงินในกระเป๋าไม่เพียงพอ',
    });
    expect(await mainBalance(member)).toBe(1000);
    expect((await member.send(games.rounds, { link: key })).body.data).toHaveLength(0);
  });

  it('plays a demo match with chips of its own: no wallet, no round', async () => {
    const visitor = new Member();
    const demo = await visitor.send(games.demo, CLASSIC);
    expect(demo.body.error, demo.body.message).toBe(0);
    const key = String(demo.body.data.link).replace('/game/', '');
    const match = await visitor.send(games.footballBet, { link: key, bets: { ou: { pick: 'under', stake: 100 } } });
    expect(match.body.error, match.body.message).toBe(0);
    expect(match.body.data).toMatchObject({ round_id: null, stake: 100, balance: 9_900 + match.body.data.win });
  });

  it('30 slips at once on ฿50 never take the wallet below zero', async () => {
    const member = await newMember();
    const { phone } = (await member.send(auth.userInfo)).body.data;
    await operator('credit', phone, '1', '-950', '--by', 'api-test');
    const key = await gameLinkKey(member, CLASSIC);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => member.send(games.footballBet, { link: key, bets: { x12: { pick: 'draw', stake: 10 } } })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => answer.body.error === 0 || answer.body.error === 2001)).toBe(true);
    const played = answers.filter((answer) => answer.body.error === 0);
    expect(played.length).toBeGreaterThanOrEqual(5);
    const won = played.reduce((sum, answer) => sum + Math.round(answer.body.data.win * 100), 0);
    expect(Math.round((await mainBalance(member)) * 100)).toBe(5_000 - played.length * 1_000 + won);
    await expectOneDebitAtMostOneCredit(played.map((answer) => answer.body.data.round_id!));
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });
});
