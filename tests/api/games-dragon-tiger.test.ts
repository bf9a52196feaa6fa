// Dragon tiger over HTTP against the built site: a deal moves exactly stake and return (one debit,
// at most one credit), verifies from the revealed seed, 30 deals at once never overdraw a small
// balance, and bad bets are refused in Thai.
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as games from '../../src/contract/endpoints/games/games.ts';
import type { DragonTigerOutcome } from '../../src/rules/games/dragon-tiger.ts';
import { replayMatches } from '../../src/rules/games/replay.ts';
import { NO_LEDGER_FAULTS, ledgerFaults } from '../support/server-database.ts';
import { expectOneDebitAtMostOneCredit, mainWalletLink, revealed } from './game-engine-helpers.ts';
import { THAI, mainBalance, newMember, operator, sharedServerData } from './lotto-helpers.ts';

const DRAGON_TIGER = { game_id: 'r999-dragon-tiger', provider_id: 'r999' };

describe('dragon tiger over HTTP', () => {
  it('moves the wallet by exactly stake and return, and every deal verifies from its revealed seed', async () => {
    const member = await newMember();
    const key = await mainWalletLink(member, DRAGON_TIGER);
    let expected = 100_000;
    const roundIds: number[] = [];
    for (let deal = 0; deal < 10; deal++) {
      const round = await member.send(games.dragonTigerDeal, { link: key, bets: { dragon: 20, tie: 10 } });
      expect(round.body.error, round.body.message).toBe(0);
      const { win } = round.body.data;
      const outcome = round.body.data.outcome as DragonTigerOutcome;
      expect(outcome.bets).toEqual({ dragon: 20, tie: 10, tiger: 0 });
      expect(win).toBe(outcome.winner === 'dragon' ? 40 : outcome.winner === 'tie' ? 10 + 120 : 0);
      expected += Math.round(win * 100) - 3_000;
      expect(Math.round(round.body.data.balance * 100)).toBe(expected);
      roundIds.push(round.body.data.round_id!);
    }
    expect(Math.round((await mainBalance(member)) * 100)).toBe(expected);
    await expectOneDebitAtMostOneCredit(roundIds);

    await member.send(games.rotateSeed, { link: key });
    const rounds = (await member.send(games.rounds, { link: key })).body.data;
    expect(rounds).toHaveLength(10);
    for (const round of rounds) expect(await replayMatches('dragon_tiger', revealed(round))).toBe(true);
  });

  it('30 deals at once on a small balance never overdraw; each round one debit, at most one credit', async () => {
    const member = await newMember();
    const { phone } = (await member.send(auth.userInfo)).body.data;
    await operator('credit', phone, '1', '-970', '--by', 'api-test');
    const key = await mainWalletLink(member, DRAGON_TIGER);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => member.send(games.dragonTigerDeal, { link: key, bets: { tiger: 10 } })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => answer.body.error === 0 || answer.body.error === 2001)).toBe(true);
    const played = answers.filter((answer) => answer.body.error === 0);
    expect(played.length).toBeGreaterThanOrEqual(3);
    expect(await mainBalance(member)).toBeGreaterThanOrEqual(0);
    await expectOneDebitAtMostOneCredit(played.map((answer) => answer.body.data.round_id!));
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });

  it('refuses bets below the minimum, in part baht, on an unknown side and at the wrong table, in Thai', async () => {
    const member = await newMember();
    const key = await mainWalletLink(member, DRAGON_TIGER);
    for (const bets of [{ dragon: 5 }, { tiger: 10.5 }, { dragon: -10, tiger: 30 }, { tie: 20_000 }, {}]) {
      const answer = await member.send(games.dragonTigerDeal, { link: key, bets });
      expect(answer.body, JSON.stringify(bets)).toMatchObject({ error: 1001, message: expect.stringMatching(THAI) });
    }
    const baccaratKey = await mainWalletLink(member, { game_id: 'r999-baccarat-1', provider_id: 'r999' });
    const wrong = await member.send(games.dragonTigerDeal, { link: baccaratKey, bets: { dragon: 10 } });
    expect(wrong.body.error).not.toBe(0);
    expect(wrong.body.message).toMatch(THAI);
    expect(await mainBalance(member)).toBe(1000);
  });
});
