// The bill as a picture (issue 27) over HTTP: the owner gets a PNG drawn on the server; another
// member, a visitor, or an id that is no bill get 404, never the picture.
import { describe, expect, it } from 'vitest';
import { Member } from './client.ts';
import { newMember, openRound, placeBill } from './lotto-helpers.ts';

async function picture(member: Member, billId: number | string) {
  const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return fetch(`${member.baseUrl}/member/bill/${billId}.png`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
}

describe('the bill picture', () => {
  it("is a PNG for the bill's owner only", async () => {
    const round = await openRound(['government', 'hanoi_normal', 'lao']);
    const owner = await newMember();
    const bill = await placeBill(owner, round.round_id, [
      { bet_type: 'three_top', number: '123', amount: 10 },
      { bet_type: 'two_bottom', number: '45', amount: 20 },
    ]);

    const mine = await picture(owner, bill.bill_id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const png = Buffer.from(await mine.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(720);
    expect(png.readUInt32BE(20)).toBeGreaterThan(400);

    const other = await newMember('ทดสอบ คนอื่น');
    for (const [who, id] of [
      [other, bill.bill_id],
      [new Member(), bill.bill_id],
      [owner, 99_999_999],
      [owner, 'abc'],
    ] as const) {
      const answer = await picture(who, id);
      expect(answer.status === 404 || (answer.status >= 300 && answer.status < 400), `${id}`).toBe(true);
      expect(answer.headers.get('content-type')).not.toBe('image/png');
    }
  });
});
