// Validating a bill says "all lines OK" only when the wallet it would be paid from holds the
// total: otherwise it refuses with the balance message, as create does.
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform, tokenOf, type TestPlatform } from './helpers.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';

let t: TestPlatform;
afterEach(() => t?.close());

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';
const line = (bet_type: string, number: string, amount: number) => ({ bet_type, number, amount });

async function laoRound(): Promise<number> {
  const lobby = await t.send(lotto.lobby);
  return lobby.data.categories.find((category) => category.code === 'lao')!.rounds[0].round_id;
}

describe('bill validation and the balance', () => {
  it('refuses a bill above the main wallet with 2001, as create does, and accepts one that fits', async () => {
    t = await testPlatform(START);
    const registered = await t.register(); // ฿1,000 in the main wallet
    const token = tokenOf(registered);
    const roundId = await laoRound();
    const tooMuch = [line('two_top', '12', 600), line('two_top', '34', 500)]; // ฿1,100

    const validated = await t.send(lotto.billValidate, { round_id: roundId, lines: tooMuch }, token);
    expect(validated).toMatchObject({ status: 200, error: 2001, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' });
    const created = await t.send(lotto.billCreate, { round_id: roundId, lines: tooMuch }, token);
    expect(created).toMatchObject({ error: 2001, message: validated.message });

    const fits = [line('two_top', '12', 600), line('two_top', '34', 400)]; // exactly ฿1,000
    expect((await t.send(lotto.billValidate, { round_id: roundId, lines: fits }, token)).error).toBe(0);
  });

  it('checks the chosen wallet, and refuses a wallet that is not the member’s', async () => {
    t = await testPlatform(START);
    const token = await t.login(); // the demo member: ฿10,000 main, ฿0 bonus
    const wallets = (await t.send(member.wallets, {}, token)).data;
    const bonus = wallets.find((wallet) => wallet.wallet_type_id === 2)!.id;
    const roundId = await laoRound();
    const lines = [line('two_top', '12', 10)];

    expect((await t.send(lotto.billValidate, { round_id: roundId, lines }, token)).error).toBe(0);
    const fromBonus = await t.send(lotto.billValidate, { round_id: roundId, lines, wallet_id: bonus }, token);
    expect(fromBonus).toMatchObject({ error: 2001, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' });

    const other = tokenOf(await t.register());
    const foreign = await t.send(lotto.billValidate, { round_id: roundId, lines, wallet_id: bonus }, other);
    expect(foreign).toMatchObject({ error: 2002, message: 'ไม่พบกระเป๋าเงิน' });
  });

  it('still names refused lines first (3010) when lines are wrong', async () => {
    t = await testPlatform(START);
    const token = tokenOf(await t.register());
    const answer = await t.send(lotto.billValidate, { round_id: await laoRound(), lines: [line('two_top', '1', 5000)] }, token);
    expect(answer.error).toBe(3010);
  });
});
