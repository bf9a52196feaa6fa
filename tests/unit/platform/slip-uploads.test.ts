// The hourly limit on a member's slip uploads (issue 42), on the platform with its clock moved: each
// upload counts, kept or refused (each costs a picture decode); over `deposits.slip_uploads_per_hour`
// the member is told in Thai when they may try again, and the slip is neither read nor kept (its
// reference is still free afterwards). Another member's uploads are their own; an hour on, the
// oldest upload leaves the count.
import { randomBytes } from 'node:crypto';
import { slipVerify } from 'promptparse/generate';
import { afterEach, describe, expect, it } from 'vitest';
import * as payments from '../../../src/contract/endpoints/money/payments.ts';
import { getSetting, setSetting } from '../../../src/platform/settings.ts';
import { slipPicture } from '../../support/slip-picture.ts';
import { registeredMember, testPlatform, type RegisteredMember, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(async () => {
  await t?.close();
});

async function waitingRequest(member: RegisteredMember, baht: number): Promise<number> {
  const channels = (await t.send(payments.channels, {}, member.token)).data;
  const bank = channels.find((channel) => channel.code === 'bank')!;
  const asked = await t.send(
    payments.generateQr,
    { channel_id: bank.id, sub_channel_id: bank.sub_channels[0]!.id, amount: baht },
    member.token,
  );
  expect(asked.error, asked.message).toBe(0);
  return asked.data.id;
}

/** A slip picture whose mini QR holds a fresh KBANK reference. */
async function slip(): Promise<{ picture: string; transRef: string }> {
  const transRef = `0153${randomBytes(8).toString('hex').toUpperCase()}`;
  return { picture: await slipPicture(slipVerify({ sendingBank: '004', transRef })), transRef };
}

describe('slip uploads per member', () => {
  it('are limited per hour, refused ones counted too; over it nothing is read or kept, and the refusal says when', async () => {
    t = await testPlatform();
    expect(await getSetting(t.db, 'deposits.slip_uploads_per_hour')).toBe(10);
    await setSetting(t.db, 'deposits.slip_uploads_per_hour', 3);
    const member = await registeredMember(t);
    const other = await registeredMember(t);
    const upload = (who: RegisteredMember, id: number, picture: string) => t.send(payments.uploadSlip, { id, picture }, who.token);
    const blank = await slipPicture(null);

    const first = await waitingRequest(member, 150);
    expect((await upload(member, first, blank)).error).toBe(2522);
    t.advance(1);
    expect((await upload(member, first, blank)).error).toBe(2522);
    t.advance(1);
    const kept = await upload(member, first, (await slip()).picture);
    expect(kept.error, kept.message).toBe(0);

    t.advance(1);
    const late = await slip();
    const refused = await upload(member, first, late.picture);
    expect(refused.error).toBe(2525);
    expect(refused.message).toBe('อัปโหลดสลิปได้ไม่เกิน 3 ครั้งต่อชั่วโมง กรุณาลองใหม่ในอีก 57 นาที');
    expect(await t.count('deposit_slips')).toBe(1);

    // Another member's uploads are their own.
    const theirs = await upload(other, await waitingRequest(other, 160), (await slip()).picture);
    expect(theirs.error, theirs.message).toBe(0);

    // An hour after the first upload it leaves the count: one more, then the next waits for the second's hour.
    t.advance(57);
    const second = await waitingRequest(member, 170);
    const now = await upload(member, second, late.picture);
    expect(now.error, now.message).toBe(0);
    expect(now.data).toMatchObject({ trans_ref: late.transRef, state: 'review' });
    const again = await upload(member, second, (await slip()).picture);
    expect([again.error, again.message]).toEqual([2525, 'อัปโหลดสลิปได้ไม่เกิน 3 ครั้งต่อชั่วโมง กรุณาลองใหม่ในอีก 1 นาที']);
    t.advance(1);
    expect((await upload(member, second, (await slip()).picture)).error).toBe(0);
    expect(await t.count('deposit_slips')).toBe(4);
  });
});
