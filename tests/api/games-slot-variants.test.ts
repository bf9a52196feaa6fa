// The five slot titles over HTTP against the built site: each plays its own machine (its symbols,
// its lines in the stake), records the machine in the round row, and every round replays from the
// revealed seed with the contract's code on that machine, exactly as the fairness panel does.
import { describe, expect, it } from 'vitest';
import * as games from '../../src/contract/endpoints/games/games.ts';
import { replayMatches } from '../../src/rules/games/replay.ts';
import { linesOf, symbolsOf, type SlotOutcome } from '../../src/rules/games/slot.ts';
import { machineOf } from '../../src/rules/games/slot-machines.ts';
import { serverRows } from '../support/server-database.ts';
import { expectOneDebitAtMostOneCredit, mainWalletLink, revealed } from './game-engine-helpers.ts';
import { mainBalance, newMember, sharedServerData } from './lotto-helpers.ts';

const TITLES = ['r999-fruits', 'siam-golden-elephant', 'siam-songkran', 'andaman-pearl', 'andaman-lucky-seven'];

describe('the slot titles over HTTP', () => {
  it('each plays its own machine, stakes its own lines, and every round replays from the revealed seed', async () => {
    const member = await newMember();
    let expected = 100_000;
    const roundIds: number[] = [];
    for (const game_id of TITLES) {
      const machine = machineOf(game_id);
      const key = await mainWalletLink(member, { game_id, provider_id: 'siam' });
      for (let spin = 0; spin < 4; spin++) {
        const round = await member.send(games.slotSpin, { link: key, line_bet: 1 });
        expect(round.body.error, round.body.message).toBe(0);
        expect(round.body.data.stake).toBe(linesOf(machine));
        expect((round.body.data.outcome as SlotOutcome).machine).toBe(machine);
        expected += Math.round(round.body.data.win * 100) - linesOf(machine) * 100;
        roundIds.push(round.body.data.round_id!);
        const [row] = await serverRows<{ outcome: string }>(
          sharedServerData(),
          'SELECT outcome FROM game_rounds WHERE id = ?',
          round.body.data.round_id,
        );
        expect(JSON.parse(row!.outcome)).toEqual(round.body.data.outcome);
      }
      // The rotation reveals the seed: this game's rounds replay on its machine, and a changed one does not.
      await member.send(games.rotateSeed, { link: key });
      const rounds = (await member.send(games.rounds, { link: key })).body.data;
      expect(rounds).toHaveLength(4);
      for (const round of rounds.map(revealed)) {
        expect(await replayMatches('slot', round)).toBe(true);
        expect(await replayMatches('slot', { ...round, win: round.win + 1 })).toBe(false);
      }
      expect(
        rounds
          .flatMap((round) => (round.outcome as SlotOutcome).wins.map((win) => win.symbol))
          .every((symbol: string) => (symbolsOf(machine) as string[]).includes(symbol)),
      ).toBe(true);
    }
    expect(Math.round((await mainBalance(member)) * 100)).toBe(expected);
    await expectOneDebitAtMostOneCredit(roundIds);
  });
});
