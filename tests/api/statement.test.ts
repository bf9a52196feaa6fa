// The member's statement over HTTP (issue 40 item 11): a game round's rows name the game it was
// played on, as the platform knows it, so the page reads "สล็อต เจ็ดนำโชค ตาที่ #148".
import { describe, expect, it } from 'vitest';
import * as games from '../../src/contract/endpoints/games/games.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import { gameLinkKey } from './game-helpers.ts';
import { newMember } from './lotto-helpers.ts';

describe('member/statement over HTTP', () => {
  it("names the game of each game round's row, and no game on other rows", async () => {
    const member = await newMember();
    const key = await gameLinkKey(member, { game_id: 'andaman-lucky-seven', provider_id: 'siam' });
    const spin = await member.send(games.slotSpin, { link: key, line_bet: 1 });
    expect(spin.body.error, spin.body.message).toBe(0);

    const answer = await member.send(memberCalls.statement);
    expect(answer.body.error, answer.body.message).toBe(0);
    const rows = answer.body.data.rows;
    const played = rows.filter((row) => row.ref?.startsWith('game_round:'));
    expect(played.length).toBeGreaterThan(0);
    for (const row of played) expect(row.game).toEqual({ name: 'เจ็ดนำโชค', category: 'slot' });
    const others = rows.filter((row) => !row.ref?.startsWith('game_round:'));
    expect(others.length).toBeGreaterThan(0); // the welcome credit
    for (const row of others) expect(row.game).toBeNull();
  });
});
