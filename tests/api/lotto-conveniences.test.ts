// The bill builder's conveniences over HTTP (issue 27): number sets kept by the platform per
// member (save, list, rename, delete, limits with Thai refusals, never another member's), and
// ดึงโพย: an earlier bill's lines answered for the category's round open now, not the old one,
// each checked against that round's rates.
import { describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as lottoSets from '../../src/contract/endpoints/lotto/lotto-sets.ts';
import type { InputOf } from '../support/typed-call.ts';
import type { Member } from './client.ts';
import { THAI, extraYeekeeRound, newMember, operator, placeBill } from './lotto-helpers.ts';

const lines = [
  { bet_type: 'three_top', number: '123', amount: 10 },
  { bet_type: 'three_tod', number: '321', amount: 5 },
  { bet_type: 'two_bottom', number: '07', amount: 20 },
];

const save = (member: Member, name: string, setLines: InputOf<typeof lottoSets.setSave>['lines'] = lines) =>
  member.send(lottoSets.setSave, { name, lines: setLines });
const list = async (member: Member) => (await member.send(lottoSets.setList)).body.data;

function expectRefused(answer: { body: { error: number; message: string } }, code: number) {
  expect(answer.body.error).toBe(code);
  expect(answer.body.message).toMatch(THAI);
}

describe('number sets', () => {
  it('are saved with their lines, listed, renamed and deleted, for their member only', async () => {
    const member = await newMember();
    const saved = await save(member, '  เลขเด็ดประจำ  ');
    expect(saved.body.error, saved.body.message).toBe(0);
    expect(saved.body.message).toMatch(THAI);
    // The name is kept trimmed; the lines as the member chose them (a tod's own order).
    expect(saved.body.data).toMatchObject({ name: 'เลขเด็ดประจำ', lines });
    const setId = saved.body.data.set_id;
    expect(await list(member)).toEqual([saved.body.data]);

    // Another member neither sees nor touches it.
    const other = await newMember();
    expect(await list(other)).toEqual([]);
    expectRefused(await other.send(lottoSets.setRename, { set_id: setId, name: 'ของฉัน' }), 3050);
    expectRefused(await other.send(lottoSets.setDelete, { set_id: setId }), 3050);

    const renamed = await member.send(lottoSets.setRename, { set_id: setId, name: 'ชุดวันหวยออก' });
    expect(renamed.body.error, renamed.body.message).toBe(0);
    expect(renamed.body.data).toMatchObject({ set_id: setId, name: 'ชุดวันหวยออก', lines });

    // Two sets of one member never share a name.
    expect((await save(member, 'ชุดสอง', [{ bet_type: 'run_top', number: '7', amount: 1 }])).body.error).toBe(0);
    expectRefused(await save(member, 'ชุดสอง'), 3052);
    expectRefused(await member.send(lottoSets.setRename, { set_id: setId, name: 'ชุดสอง' }), 3052);
    expect((await list(member)).map((set) => set.name)).toEqual(['ชุดวันหวยออก', 'ชุดสอง']);

    const deleted = await member.send(lottoSets.setDelete, { set_id: setId });
    expect(deleted.body.error, deleted.body.message).toBe(0);
    expect((await list(member)).map((set) => set.name)).toEqual(['ชุดสอง']);
    expectRefused(await member.send(lottoSets.setDelete, { set_id: setId }), 3050);
  });

  it('refuse a bad set in Thai and keep nothing of it', async () => {
    const member = await newMember();
    expectRefused(await save(member, '   '), 1001);
    expectRefused(await save(member, 'ก'.repeat(41)), 1001);
    expectRefused(await save(member, 'ว่าง', []), 1001);
    expectRefused(await save(member, 'ราคาศูนย์', [{ bet_type: 'three_top', number: '123', amount: 0 }]), 1001);
    expectRefused(await save(member, 'ไม่มีประเภท', [{ bet_type: 'five_top', number: '12345', amount: 5 }]), 3054);
    const digits = await save(member, 'หลักผิด', [lines[0]!, { bet_type: 'two_bottom', number: '123', amount: 5 }]);
    expectRefused(digits, 3054);
    expect(digits.body.message).toContain('รายการที่ 2');
    const many = Array.from({ length: 201 }, (_, n) => ({ bet_type: 'three_top', number: String(n).padStart(3, '0'), amount: 1 }));
    expectRefused(await save(member, 'ใหญ่เกิน', many), 3053);
    expect((await save(member, 'พอดี', many.slice(0, 200))).body.error).toBe(0);
    expect((await list(member)).map((set) => set.name)).toEqual(['พอดี']);
  });

  it('are at most 30 per member', async () => {
    const member = await newMember();
    for (let n = 2; n <= 30; n += 1) expect((await save(member, `ชุด ${n}`)).body.error).toBe(0);
    expect((await save(member, 'ชุด 1')).body.error).toBe(0);
    const refused = await save(member, 'ชุด 31');
    expectRefused(refused, 3051);
    expect(refused.body.message).toContain('30');
    expect(await list(member)).toHaveLength(30);
  });
});

describe('re-using a bill (ดึงโพย)', () => {
  it("answers the bill's lines for the category's round open now, not the bill's closed round, at today's rates", async () => {
    const member = await newMember();
    const old = await extraYeekeeRound(10);
    const bill = await placeBill(member, old.round_id, lines);
    // The old round ends (voided: every bill refunded) and another Yeekee round is open.
    await operator('void', String(old.round_id), 'ทดสอบดึงโพย', '--by', 'tests');
    await extraYeekeeRound(30);

    const answer = await member.send(lottoSets.billReuse, { bill_id: bill.bill_id });
    expect(answer.body.error, answer.body.message).toBe(0);
    const reuse = answer.body.data;
    expect(reuse.bill_id).toBe(bill.bill_id);
    expect(reuse.round.round_id).not.toBe(old.round_id);
    expect(reuse.round.category_name).toMatch(THAI);
    const round = (await member.send(lotto.round, { round_id: reuse.round.round_id })).body.data;
    expect(round.category_id).toBe(old.category_id);
    expect(round.status).toBe('open');
    expect(reuse.lines.map(({ bet_type, input_number, amount }) => ({ bet_type, number: input_number, amount }))).toEqual(lines);
    for (const line of reuse.lines) {
      expect(line.ok).toBe(true);
      expect(line.rate).toBe(round.bet_types.find((bet) => bet.bet_type === line.bet_type)!.rate);
    }
    // Nothing was placed: re-using only reads.
    expect((await member.send(lotto.billList, { round_id: reuse.round.round_id })).body.data).toEqual([]);
  });

  it("is refused for another member's bill as for one that does not exist", async () => {
    const owner = await newMember();
    const round = await extraYeekeeRound(10);
    const bill = await placeBill(owner, round.round_id, [lines[0]!]);
    expectRefused(await (await newMember()).send(lottoSets.billReuse, { bill_id: bill.bill_id }), 3030);
    expectRefused(await owner.send(lottoSets.billReuse, { bill_id: 'abc' }), 1001);
  });
});
