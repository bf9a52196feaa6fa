// The free-spin slot over HTTP against the built site: a round with its whole feature is one stake
// and one win (one debit, at most one credit, one round row listing the base spin and every free
// spin), it verifies from the revealed seed, 30 spins at once never overdraw a small balance, and
// bad requests are refused in Thai.
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as games from '../../src/contract/endpoints/games/games.ts';
import { floatsFrom, roundDigest } from '../../src/rules/games/fair.ts';
import { FREE_SPINS, freeSpinSpin, type FreeSpinOutcome } from '../../src/rules/games/freespin.ts';
import { replayMatches } from '../../src/rules/games/replay.ts';
import { NO_LEDGER_FAULTS, ledgerFaults, serverRows } from '../support/server-database.ts';
import { expectOneDebitAtMostOneCredit, mainWalletLink, revealed, seedInPlay } from './game-engine-helpers.ts';
import { THAI, mainBalance, newMember, operator, sharedServerData } from './lotto-helpers.ts';

const FREE_SPIN_SLOT = { game_id: 'siam-fruit-free-spins', provider_id: 'siam' };
const FEW_SPINS = 10;

/** The first nonce from the pair's next whose base spin shows 3 scatters, if one is within `spins`. */
async function featureWithin(seed: { server_seed: string; client_seed: string; nonce: number }, spins: number): Promise<number | null> {
  for (let nonce = seed.nonce; nonce < seed.nonce + spins; nonce++) {
    if (freeSpinSpin(floatsFrom(await roundDigest(seed.server_seed, seed.client_seed, nonce))).scatters >= 3) return nonce;
  }
  return null;
}

describe('the free-spin slot over HTTP', () => {
  it('plays a feature inside one round: one debit, one credit, one row with every free spin, verified from the revealed seed', async () => {
    const member = await newMember();
    const key = await mainWalletLink(member, FREE_SPIN_SLOT);
    await member.send(games.table, { link: key });
    // The test knows the seed (members do not). A feature comes once in about 200 spins: the pair is
    // rotated (each new one has a new server seed) until its feature is among the next few spins,
    // so the test's length does not depend on luck.
    let seed = await seedInPlay(member);
    let trigger = await featureWithin(seed, FEW_SPINS);
    for (let rotations = 0; trigger === null && rotations < 500; rotations++) {
      await member.send(games.rotateSeed, { link: key });
      seed = await seedInPlay(member);
      trigger = await featureWithin(seed, FEW_SPINS);
    }
    if (trigger === null) throw new Error(`no pair in 500 had a feature within ${FEW_SPINS} spins`);
    let expected = 100_000;
    const roundIds: number[] = [];
    for (let nonce = seed.nonce; nonce <= trigger; nonce++) {
      const round = await member.send(games.freeSpinSpin, { link: key, line_bet: 0.1 });
      expect(round.body.error, round.body.message).toBe(0);
      expect(round.body.data.nonce).toBe(nonce);
      expected += Math.round(round.body.data.win * 100) - 90;
      expect(Math.round(round.body.data.balance * 100)).toBe(expected);
      roundIds.push(round.body.data.round_id!);
      if (nonce === trigger) {
        const { win } = round.body.data;
        const outcome = round.body.data.outcome as FreeSpinOutcome;
        expect(outcome.base.awarded).toBe(FREE_SPINS);
        expect(outcome.free.length).toBeGreaterThanOrEqual(FREE_SPINS);
        expect(win).toBeCloseTo(outcome.base.win + outcome.feature_win, 2);
        const [row] = await serverRows<{ outcome: string }>(
          sharedServerData(),
          'SELECT outcome FROM game_rounds WHERE id = ?',
          round.body.data.round_id,
        );
        expect(JSON.parse(row!.outcome)).toEqual(outcome);
      } else expect((round.body.data.outcome as FreeSpinOutcome).free).toEqual([]);
    }
    expect(Math.round((await mainBalance(member)) * 100)).toBe(expected);
    await expectOneDebitAtMostOneCredit(roundIds);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);

    await member.send(games.rotateSeed, { link: key });
    const rounds = (await member.send(games.rounds, { link: key })).body.data;
    const feature = revealed(rounds.find((round) => round.nonce === trigger)!);
    expect(await replayMatches('freespin', feature)).toBe(true);
    expect(await replayMatches('freespin', { ...feature, win: feature.win + 0.1 })).toBe(false);
  });

  it('30 spins at once on a small balance never overdraw; each round one debit, at most one credit', async () => {
    const member = await newMember();
    const { phone } = (await member.send(auth.userInfo)).body.data;
    // Leave ฿27 in the main wallet: three spins of ฿9.
    await operator('credit', phone, '1', '-973', '--by', 'api-test');
    const key = await mainWalletLink(member, FREE_SPIN_SLOT);
    const answers = await Promise.all(Array.from({ length: 30 }, () => member.send(games.freeSpinSpin, { link: key, line_bet: 1 })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => answer.body.error === 0 || answer.body.error === 2001)).toBe(true);
    const played = answers.filter((answer) => answer.body.error === 0);
    expect(played.length).toBeGreaterThanOrEqual(3);
    expect(await mainBalance(member)).toBeGreaterThanOrEqual(0);
    await expectOneDebitAtMostOneCredit(played.map((answer) => answer.body.data.round_id!));
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });

  it('refuses a bad line bet and the wrong table in Thai, and nothing moves', async () => {
    const member = await newMember();
    const key = await mainWalletLink(member, FREE_SPIN_SLOT);
    const bad = await member.send(games.freeSpinSpin, { link: key, line_bet: 3 });
    expect(bad.body).toMatchObject({ error: 1001, message: expect.stringMatching(THAI) });
    const slotKey = await mainWalletLink(member, { game_id: 'r999-fruits', provider_id: 'siam' });
    const wrong = await member.send(games.freeSpinSpin, { link: slotKey, line_bet: 1 });
    expect(wrong.body.error).not.toBe(0);
    expect(wrong.body.message).toMatch(THAI);
    expect(await mainBalance(member)).toBe(1000);
  });
});
