// The content desk's announcements, events, promotions and coupons over HTTP against the built
// site (issue 28): a marketer saves each one and members see the change at once, within its active
// dates; every change is in the audit trail and a refusal changes nothing; a change never alters
// what a member was already promised (a promotion taken keeps its terms, down to the bonus its
// deposit pays) or already got (a coupon redeemed stays redeemed); and a content member of staff
// cannot reach the money or members desks.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as agent from '../../src/contract/endpoints/content/agent.ts';
import type { Endpoint } from '../../src/contract/endpoint.ts';
import * as adminContent from '../../src/contract/endpoints/admin/admin-content.ts';
import * as adminDesk from '../../src/contract/endpoints/admin/admin-desk.ts';
import * as adminMembers from '../../src/contract/endpoints/admin/admin-members.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import * as promotions from '../../src/contract/endpoints/rewards/promotions.ts';
import * as rewards from '../../src/contract/endpoints/rewards/rewards.ts';
import { serverRows } from '../support/server-database.ts';
import { staffMember } from './admin-helpers.ts';
import { Member } from './client.ts';
import { newMember, operator, sharedServerData } from './lotto-helpers.ts';

const LATER = '2099-01-01T00:00';
const EARLIER = '2098-12-31T00:00';
const tag = () => `${process.pid}${Math.floor(Math.random() * 1e6)}`;

async function picture(marketer: Member): Promise<string> {
  const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1e6f5c' } })
    .png()
    .toBuffer();
  const answer = await marketer.send(adminContent.contentPicture, { data: png.toString('base64') });
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data.path;
}

async function auditActions(kind: string, id: number): Promise<string[]> {
  const rows = await serverRows<{ action: string }>(
    sharedServerData(),
    'SELECT action FROM audit_trail WHERE target_kind = ? AND target_id = ? ORDER BY id',
    kind,
    String(id),
  );
  return rows.map((row) => row.action);
}

const wallet = async (member: Member, type: number) =>
  (await member.send(memberCalls.wallets, {})).body.data.find((each) => each.wallet_type_id === type)!.balance;

/** A PromptPay deposit of about `amount` baht, confirmed by the operator: answers what was paid. */
async function deposit(member: Member, amount: number): Promise<number> {
  const channels = (await member.send(payments.channels)).body.data;
  const promptpay = channels.find((each) => each.code === 'promptpay')!;
  const asked = await member.send(payments.generateQr, {
    channel_id: promptpay.id,
    sub_channel_id: promptpay.sub_channels[0]!.id,
    amount,
  });
  expect(asked.body.error, asked.body.message).toBe(0);
  await operator('confirm', String(asked.body.data.id), '--by', 'api-test');
  return asked.body.data.pay_amount;
}

describe('the content desk: announcements, events, promotions and coupons', () => {
  it('an announcement and an event: members see a save at once, within its active dates; each change audited, a refusal changes nothing', async () => {
    const marketer = await staffMember('content');
    const image = await picture(marketer);
    const title = `ประกาศปิดปรับปรุงระบบ ${tag()}`;
    const shown = { sort_order: 0, active: true };
    const made = await marketer.send(adminContent.contentAnnouncementSave, {
      important: true,
      image,
      title,
      description: 'ปิดปรับปรุงระบบ 02:00-03:00 น.',
      ...shown,
    });
    expect(made.body.error, made.body.message).toBe(0);
    const id = made.body.data.id;
    const announced = async () => (await new Member().send(agent.notifications)).body.data.filter((row) => row.title === title);
    expect(await announced()).toEqual([expect.objectContaining({ type: 1, image })]);
    const listed = (await marketer.send(adminContent.contentAnnouncements)).body.data.announcements;
    expect(listed).toContainEqual(expect.objectContaining({ id, title, important: true, active_from: null }));

    // Not yet shown before its start; an end before the start and an empty title are refused in Thai, nothing changed.
    const later = await marketer.send(adminContent.contentAnnouncementSave, {
      id,
      important: false,
      image,
      title,
      description: '',
      ...shown,
      active_from: LATER,
    });
    expect(later.body.error, later.body.message).toBe(0);
    expect(await announced()).toEqual([]);
    const backwards = await marketer.send(adminContent.contentAnnouncementSave, {
      id,
      important: true,
      image,
      title,
      description: '',
      ...shown,
      active_from: LATER,
      active_until: EARLIER,
    });
    expect([backwards.body.error, backwards.body.message, backwards.body.data]).toEqual([6317, 'วันสิ้นสุดต้องอยู่หลังวันเริ่มแสดง', null]);
    const empty = await marketer.send(adminContent.contentAnnouncementSave, {
      id,
      important: true,
      image,
      title: '  ',
      description: '',
      ...shown,
    });
    expect(empty.body.error).not.toBe(0);
    expect(empty.body.message).toContain('กรุณากรอกหัวข้อ');
    const unknown = await marketer.send(adminContent.contentAnnouncementSave, {
      id: 99_999_999,
      important: true,
      image,
      title,
      description: '',
      ...shown,
    });
    expect([unknown.body.error, unknown.body.message]).toEqual([6310, 'ไม่พบประกาศนี้']);
    expect((await marketer.send(adminContent.contentAnnouncements)).body.data.announcements).toContainEqual(
      expect.objectContaining({ id, important: false, active_from: '2098-12-31T17:00:00.000Z' }),
    );
    expect(await auditActions('announcement', id)).toEqual(['content.announcement.create', 'content.announcement.save']);

    // The event dialog: the owner may edit it too; a marketer's change shows at once.
    const owner = await staffMember('owner');
    const eventTitle = `กิจกรรมลุ้นโชค ${tag()}`;
    const event = await owner.send(adminContent.contentEventSave, {
      image,
      title: eventTitle,
      subtitle: 'ร่วมสนุกฟรี',
      show_text: true,
      ...shown,
    });
    expect(event.body.error, event.body.message).toBe(0);
    const eventId = event.body.data.id;
    const events = async () => (await new Member().send(agent.events, { agent_code: 'r999' })).body.data;
    expect(await events()).toContainEqual(
      expect.objectContaining({ id: eventId, title: eventTitle, subtitle: 'ร่วมสนุกฟรี', show_text: true }),
    );
    const renamed = await marketer.send(adminContent.contentEventSave, {
      id: eventId,
      image,
      title: `${eventTitle} รอบสอง`,
      subtitle: '',
      show_text: false,
      ...shown,
      active_until: EARLIER,
    });
    expect(renamed.body.error, renamed.body.message).toBe(0);
    // An end date still to come: shown until then.
    expect(await events()).toContainEqual(expect.objectContaining({ id: eventId, title: `${eventTitle} รอบสอง`, subtitle: null }));
    const off = await marketer.send(adminContent.contentEventSave, {
      id: eventId,
      image,
      title: eventTitle,
      subtitle: '',
      show_text: false,
      sort_order: 0,
      active: false,
    });
    expect(off.body.error, off.body.message).toBe(0);
    expect((await events()).map((row) => row.id)).not.toContain(eventId);
    expect(
      (
        await marketer.send(adminContent.contentEventSave, {
          id: 99_999_999,
          image,
          title: 'x',
          subtitle: '',
          show_text: false,
          ...shown,
        })
      ).body.error,
    ).toBe(6311);
    expect(await auditActions('event', eventId)).toEqual(['content.event.create', 'content.event.save', 'content.event.save']);
  });

  it('a promotion changed in the desk: a member who took it keeps its terms down to the bonus paid; the next taker gets the new ones', async () => {
    const marketer = await staffMember('content');
    const image = await picture(marketer);
    const offer = {
      title: `โบนัสฝากแรก 50% ${tag()}`,
      image,
      terms: 'ฝากขั้นต่ำ 100 บาท รับโบนัส 50% สูงสุด 500 บาท ทำยอด 2 เท่า',
      bonus_percent: 50,
      max_bonus: 500,
      turnover_multiple: 2,
      min_deposit: 100,
      sort_order: 99,
      active: true,
    };
    const made = await marketer.send(adminContent.contentPromotionSave, offer);
    expect(made.body.error, made.body.message).toBe(0);
    const id = made.body.data.id;
    const visitorList = async () => (await new Member().send(promotions.list)).body.data.promotions.find((row) => row.id === id);
    expect(await visitorList()).toMatchObject({ title: offer.title, bonus_percent: 50, max_bonus: 500, min_deposit: 100 });

    const first = await newMember();
    expect((await first.send(promotions.take, { promotion_id: id })).body.error).toBe(0);

    const changed = {
      ...offer,
      id,
      title: `โบนัสฝาก 10% ${tag()}`,
      terms: 'ฝากขั้นต่ำ 300 บาท รับโบนัส 10% สูงสุด 50 บาท ทำยอด 5 เท่า',
      bonus_percent: 10,
      max_bonus: 50,
      turnover_multiple: 5,
      min_deposit: 300,
    };
    const saved = await marketer.send(adminContent.contentPromotionSave, changed);
    expect(saved.body.error, saved.body.message).toBe(0);
    // Visitors and new takers see the new offer at once.
    expect(await visitorList()).toMatchObject({
      title: changed.title,
      terms: changed.terms,
      bonus_percent: 10,
      max_bonus: 50,
      min_deposit: 300,
    });
    const second = await newMember();
    expect((await second.send(promotions.take, { promotion_id: id })).body.error).toBe(0);
    expect((await second.send(promotions.mine)).body.data.current!.promotion).toMatchObject({
      title: changed.title,
      bonus_percent: 10,
      min_deposit: 300,
    });
    // The first taker still holds the terms taken.
    const promised = (await first.send(promotions.mine)).body.data.current;
    expect(promised).toMatchObject({
      status: 'waiting',
      promotion: { id, title: offer.title, terms: offer.terms, bonus_percent: 50, max_bonus: 500, turnover_multiple: 2, min_deposit: 100 },
    });

    // 200 baht: under the new terms nothing (below 300); under the terms taken, 50% of it.
    const paid = await deposit(first, 200);
    const bonus = Math.floor(paid * 100 * 0.5) / 100;
    const after = (await first.send(promotions.mine)).body.data;
    const taken = [after.current, ...after.history].find((row: { promotion: { id: number } } | null) => row?.promotion.id === id);
    expect(taken).toMatchObject({ status: 'paid', bonus, turnover: { required: Math.round(bonus * 2 * 100) / 100 } });
    expect(await wallet(first, 2)).toBeCloseTo(bonus, 2);

    // Switched off: no longer offered, and what was promised stays.
    expect((await marketer.send(adminContent.contentPromotionSave, { ...changed, active: false })).body.error).toBe(0);
    expect(await visitorList()).toBeUndefined();
    expect((await second.send(promotions.mine)).body.data.current!.promotion).toMatchObject({ id, bonus_percent: 10 });
    const desk = (await marketer.send(adminContent.contentPromotions)).body.data.promotions;
    expect(desk).toContainEqual(expect.objectContaining({ id, active: false, taken: 2, max_bonus: 50 }));

    const refused = await marketer.send(adminContent.contentPromotionSave, { ...changed, active_from: LATER, active_until: EARLIER });
    expect(refused.body.error).toBe(6317);
    expect((await marketer.send(adminContent.contentPromotionSave, { ...changed, id: 99_999_999 })).body.error).toBe(6312);
    const badFigure = await marketer.send(adminContent.contentPromotionSave, { ...changed, bonus_percent: 0 });
    expect(badFigure.body.message).toContain('เปอร์เซ็นต์โบนัสต้องไม่น้อยกว่า 1');
    expect(await auditActions('promotion', id)).toEqual(['content.promotion.create', 'content.promotion.save', 'content.promotion.save']);
  });

  it('a coupon made in the desk: redeemed uses stay redeemed when it changes; its code is fixed once used', async () => {
    const marketer = await staffMember('content');
    const code = `DESK${tag()}`.slice(0, 20);
    const coupon = { code: code.toLowerCase(), credit: 15, max_uses: 5, expires_at: LATER, active: true };
    const made = await marketer.send(adminContent.contentCouponSave, coupon);
    expect(made.body.error, made.body.message).toBe(0);
    const id = made.body.data.id;
    expect((await marketer.send(adminContent.contentCouponSave, coupon)).body).toMatchObject({
      error: 6314,
      message: `มีคูปองรหัส ${code} แล้ว กรุณาใช้รหัสอื่น`,
    });

    const members = [await newMember(), await newMember()];
    for (const member of members) expect((await member.send(rewards.coupon, { code })).body.error).toBe(0);
    const saved = { ...coupon, id, code };
    const renamed = await marketer.send(adminContent.contentCouponSave, { ...saved, code: `${code.slice(0, 18)}XY` });
    expect([renamed.body.error, renamed.body.message]).toEqual([6315, 'คูปองนี้ถูกใช้ไปแล้ว 2 ครั้ง จึงเปลี่ยนรหัสไม่ได้']);
    const fewer = await marketer.send(adminContent.contentCouponSave, { ...saved, max_uses: 1 });
    expect([fewer.body.error, fewer.body.message]).toEqual([6316, 'จำนวนสิทธิ์ต้องไม่น้อยกว่าที่ใช้ไปแล้ว (2 ครั้ง)']);

    const more = await marketer.send(adminContent.contentCouponSave, { ...saved, credit: 40, max_uses: 2 });
    expect(more.body.error, more.body.message).toBe(0);
    // What was credited stays; a second redemption is still refused; the next member finds it used up.
    for (const member of members) {
      expect(await wallet(member, 3)).toBe(15);
      expect((await member.send(rewards.coupon, { code })).body.error).toBe(2614);
    }
    expect((await (await newMember()).send(rewards.coupon, { code })).body.error).not.toBe(0);
    expect((await marketer.send(adminContent.contentCoupons)).body.data.coupons).toContainEqual(
      expect.objectContaining({ id, code, credit: 40, max_uses: 2, used: 2, expires_at: '2098-12-31T17:00:00.000Z' }),
    );
    expect(
      (await marketer.send(adminContent.contentCouponSave, { ...saved, id: 99_999_999, code: `${code.slice(0, 18)}ZZ` })).body.error,
    ).toBe(6313);
    expect(await auditActions('coupon', id)).toEqual(['content.coupon.create', 'content.coupon.save']);
  });

  it('a content member of staff is refused the money and members desks', async () => {
    const marketer = await staffMember('content');
    for (const [endpoint, input] of [
      [adminDesk.depositQueue, {}],
      [adminDesk.withdrawalQueue, {}],
      [adminMembers.search, { q: '0812345678' }],
      [adminMembers.adjust, { member_id: 1, wallet_type_id: 1, amount: 100, reason: 'ทดสอบ' }],
      [adminDesk.today, {}],
    ] as const) {
      const answer = await marketer.send<Endpoint>(endpoint, input);
      expect(answer.status, endpoint.path).toBe(403);
      expect(answer.body.message, endpoint.path).toMatch(/^บทบาท ฝ่ายเนื้อหา ไม่มีสิทธิ์/);
    }
  });
});
