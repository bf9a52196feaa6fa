// Slips over HTTP (issue 42): a member uploads the transfer slip of a waiting bank deposit. Without
// a verification provider it is kept for the cashier with its decoded bank and reference (the
// deposit queue's slips); a reference used before is refused. With a fake EasySlip (its published
// v1 shapes: Bearer key, {"payload"} in, {status, data: {transRef, amount, receiver}} out) a slip of
// the exact amount to the request's account credits once through the cashier's confirmation
// (audit "อัตโนมัติ" naming the slip); a wrong amount or another account is left for the cashier.
// A picture without a slip QR, bytes that are no picture and oversized pictures are refused in Thai.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { slipVerify } from 'promptparse/generate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as adminAudit from '../../src/contract/endpoints/admin/admin-audit.ts';
import * as adminDesk from '../../src/contract/endpoints/admin/admin-desk.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import { rawRequest } from '../support/raw-http.ts';
import { slipPicture } from '../support/slip-picture.ts';
import { slipPicture as deskSlipPicture } from '../../src/contract/endpoints/admin/admin-desk.ts';
import { staffMember } from './admin-helpers.ts';
import type { Member } from './client.ts';
import { THAI, mainBalance, newMember, operator } from './lotto-helpers.ts';

interface Request {
  id: number;
  pay_amount: number;
  created_at: string;
}

async function waitingRequest(baht: number): Promise<{ member: Member; request: Request }> {
  const member = await newMember();
  const channels = await member.send(payments.channels);
  const bank = channels.body.data.find((c) => c.code === 'bank')!;
  const answer = await member.send(payments.generateQr, {
    channel_id: bank.id,
    sub_channel_id: bank.sub_channels[0]!.id,
    amount: baht,
  });
  expect(answer.body.error, answer.body.message).toBe(0);
  return { member, request: answer.body.data as Request };
}

/** A mini QR of a fresh reference from KBANK (004), as promptparse makes it. */
function slipQr(): { payload: string; transRef: string } {
  const transRef = `0153${randomBytes(8).toString('hex').toUpperCase()}`;
  return { payload: slipVerify({ sendingBank: '004', transRef }), transRef };
}

/** The request's creation plus `minutes`, as EasySlip writes a transfer's date (ISO, Bangkok offset). */
const minuteAfter = (createdAt: string, minutes = 1) =>
  new Date(Date.parse(createdAt) + minutes * 60_000 + 7 * 3_600_000).toISOString().replace('Z', '+07:00');

const upload = (member: Member, id: number, picture: string) => member.send(payments.uploadSlip, { id, picture });

async function queuedSlips(cashier: Member) {
  const answer = await cashier.send(adminDesk.depositQueue);
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data.slips;
}

describe('without a provider: the cashier checks the slip', () => {
  it('upload: kept with the decoded bank and reference, nothing credited; the same slip again is refused', async () => {
    const { member, request } = await waitingRequest(200);
    const before = await mainBalance(member);
    const { payload, transRef } = slipQr();
    const picture = await slipPicture(payload, 'jpeg');
    const answer = await upload(member, request.id, picture);
    expect(answer.body.error, answer.body.message).toBe(0);
    expect(answer.body.message).toMatch(THAI);
    expect(answer.body.data).toMatchObject({
      state: 'review',
      sending_bank: 'KBANK',
      trans_ref: transRef,
      amount: null,
      deposit: { id: request.id, status: 'pending' },
    });
    expect(await mainBalance(member)).toBeCloseTo(before, 2);
    const slip = (await queuedSlips(await staffMember('cashier'))).find((row) => row.trans_ref === transRef);
    expect(slip).toMatchObject({
      deposit_id: request.id,
      sending_bank: 'KBANK',
      amount: null,
      pay_amount: request.pay_amount,
      reason: expect.stringMatching(THAI),
    });

    // The picture, for staff with the desk's permission only, as the envelope (never a public address).
    const cashier = await staffMember('cashier');
    const opened = await cashier.send(deskSlipPicture, { id: slip!.id });
    expect(opened.body.error, opened.body.message).toBe(0);
    expect(opened.body.data.type).toBe('image/webp');
    const bytes = Buffer.from(opened.body.data.base64, 'base64');
    expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
    expect((await member.send(deskSlipPicture, { id: slip!.id })).status).toBe(401);
    const missing = await cashier.send(deskSlipPicture, { id: 987_654_321 });
    expect([missing.body.error, missing.body.message]).toEqual([2524, expect.stringMatching(THAI)]);

    // The same slip by another member, for another request: refused, nothing kept.
    const other = await waitingRequest(201);
    const again = await upload(other.member, other.request.id, picture);
    expect(again.body.error).toBe(2523);
    expect(again.body.message).toContain(transRef);
    expect(again.body.message).toMatch(THAI);
  });

  it("ten uploads an hour per member (the setting's default), refused ones counted: the eleventh is refused in Thai, naming when, and nothing is kept", async () => {
    const { member, request } = await waitingRequest(203);
    const blank = await slipPicture(null);
    for (let n = 0; n < 10; n++) expect((await upload(member, request.id, blank)).body.error).toBe(2522);
    const { payload, transRef } = slipQr();
    const picture = await slipPicture(payload);
    const over = await upload(member, request.id, picture);
    expect(over.body.error).toBe(2525);
    expect(over.body.message).toMatch(/^อัปโหลดสลิปได้ไม่เกิน 10 ครั้งต่อชั่วโมง กรุณาลองใหม่ในอีก (\d+ นาที|1 ชั่วโมง)$/);
    // Not kept: the cashier has no such slip, and another member may still send it.
    expect((await queuedSlips(await staffMember('cashier'))).some((row) => row.trans_ref === transRef)).toBe(false);
    const other = await waitingRequest(204);
    const theirs = await upload(other.member, other.request.id, picture);
    expect(theirs.body.error, theirs.body.message).toBe(0);
    expect(theirs.body.data.trans_ref).toBe(transRef);
  });

  it("a picture without a slip QR, a file that is no picture, another member's request and an oversized picture are refused in Thai", async () => {
    const { member, request } = await waitingRequest(202);
    const blank = await upload(member, request.id, await slipPicture(null));
    expect(blank.body.error).toBe(2522);
    expect(blank.body.message).toMatch(THAI);
    const pdf = await upload(member, request.id, Buffer.from('%PDF-1.7\nnot a slip').toString('base64'));
    expect(pdf.body.error).toBe(2521);
    expect(pdf.body.message).toMatch(THAI);
    const stranger = await newMember();
    const foreign = await upload(stranger, request.id, await slipPicture(slipQr().payload));
    expect(foreign.body.error).toBe(2506);
    // Over 5 MB decoded: refused by the request's schema, in Thai.
    const large = await upload(member, request.id, Buffer.alloc(5_300_000, 0xff).toString('base64'));
    expect(large.body.error).not.toBe(0);
    expect(large.body.message).toContain('5 MB');
    // Past the call's body limit (7 MiB), declared: the door's 413 in the envelope, before any of it is read.
    const baseUrl = inject('baseUrl');
    const huge = await rawRequest(
      baseUrl,
      `POST ${payments.uploadSlip.path} HTTP/1.1\r\nHost: ${new URL(baseUrl).host}\r\nContent-Type: application/json\r\nContent-Length: ${8 * 1024 * 1024}`,
    );
    expect(huge.status).toBe(413);
    expect(JSON.stringify(huge.body)).toMatch(THAI);
    expect(await queuedSlips(await staffMember('cashier'))).not.toContainEqual(expect.objectContaining({ deposit_id: request.id }));
  });
});

describe('with a provider (a fake EasySlip)', () => {
  /** What the fake answers for a payload, and what it was sent. */
  const answers = new Map<string, unknown>();
  const seen: { authorization: string | undefined; body: unknown }[] = [];
  let server: Server;

  const read = (incoming: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  beforeAll(async () => {
    server = createServer(async (incoming, outgoing) => {
      const body = JSON.parse(await read(incoming)) as { payload: string };
      seen.push({ authorization: incoming.headers.authorization, body });
      outgoing.setHeader('content-type', 'application/json');
      outgoing.end(JSON.stringify(answers.get(body.payload) ?? { status: 404, message: 'slip_not_found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await operator('setting', 'deposits.slip_verify_url', `http://127.0.0.1:${port}/api/v1/verify`, '--by', 'slips-test');
  });
  afterAll(async () => {
    await operator('setting', 'deposits.slip_verify_url', '', '--by', 'slips-test');
    await new Promise((resolve) => server.close(resolve));
  });

  /** EasySlip's answer for a verified transfer of `baht` to `account` at bank `bank`. */
  function verified(transRef: string, baht: number, paidAt: string, account = 'xxx-x-x3456-x', bank = '004') {
    return {
      status: 200,
      data: {
        payload: '',
        transRef,
        date: paidAt,
        countryCode: 'TH',
        amount: { amount: baht, local: { amount: 0, currency: '' } },
        fee: 0,
        sender: {
          bank: { id: '014', name: 'ธนาคารไทยพาณิชย์', short: 'SCB' },
          account: { name: { th: 'นาย ทดสอบ ห' }, bank: { type: 'BANKAC', account: 'xxx-x-x1111-x' } },
        },
        receiver: {
          bank: { id: bank, name: 'ธนาคารกสิกรไทย', short: 'KBANK' },
          account: { name: { th: 'บจก. อาร์999' }, bank: { type: 'BANKAC', account } },
        },
      },
    };
  }

  it("a verified slip of the exact amount to the agent's account credits once, audited by อัตโนมัติ naming the slip", async () => {
    const { member, request } = await waitingRequest(300);
    const before = await mainBalance(member);
    const { payload, transRef } = slipQr();
    answers.set(payload, verified(transRef, request.pay_amount, minuteAfter(request.created_at)));
    const picture = await slipPicture(payload);
    const answer = await upload(member, request.id, picture);
    expect(answer.body.error, answer.body.message).toBe(0);
    expect(answer.body.data).toMatchObject({ state: 'credited', amount: request.pay_amount, deposit: { id: request.id, status: 'paid' } });
    // The key is SLIP_VERIFY_TOKEN (not set for the test server): the header's scheme and the body are EasySlip's.
    expect(seen.at(-1)?.authorization).toMatch(/^Bearer\b/);
    expect(seen.at(-1)?.body).toEqual({ payload });
    expect(await mainBalance(member)).toBeCloseTo(before + request.pay_amount, 2);
    // Sent again, for the paid request or for a new one: refused, credited once.
    expect((await upload(member, request.id, picture)).body.error).toBe(2507);
    const next = await waitingRequest(300);
    const again = await upload(next.member, next.request.id, picture);
    expect(again.body.error).toBe(2523);
    expect(await mainBalance(member)).toBeCloseTo(before + request.pay_amount, 2);
    const owner = await staffMember('owner');
    const audit = await owner.send(adminAudit.auditList, { action: 'deposit.confirm' });
    const rows = audit.body.data.rows.filter((row) => row.target_id === String(request.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_name: 'อัตโนมัติ', reason: expect.stringContaining(`สลิป #${answer.body.data.slip_id}`) });
  });

  it('a wrong amount, another receiving account or another bank is left for the cashier with the reason', async () => {
    const cashier = await staffMember('cashier');
    const cases: { baht: number; answer: (ref: string, request: Request) => unknown; reason: string }[] = [
      { baht: 310, answer: (ref, r) => verified(ref, r.pay_amount - 100, minuteAfter(r.created_at)), reason: 'ยอดในสลิป' },
      { baht: 311, answer: (ref, r) => verified(ref, r.pay_amount, minuteAfter(r.created_at), 'xxx-x-x9999-x'), reason: 'บัญชีผู้รับ' },
      { baht: 312, answer: (ref, r) => verified(ref, r.pay_amount, minuteAfter(r.created_at), 'xxx-x-x3456-x', '014'), reason: 'ธนาคาร' },
      // Transferred an hour before the request was made: it paid something else.
      { baht: 314, answer: (ref, r) => verified(ref, r.pay_amount, minuteAfter(r.created_at, -60)), reason: 'ก่อนสร้างรายการฝาก' },
      { baht: 313, answer: () => ({ status: 404, message: 'slip_not_found' }), reason: 'ไม่พบรายการ' },
    ];
    for (const one of cases) {
      const { member, request } = await waitingRequest(one.baht);
      const before = await mainBalance(member);
      const { payload, transRef } = slipQr();
      answers.set(payload, one.answer(transRef, request));
      const answer = await upload(member, request.id, await slipPicture(payload));
      expect(answer.body.error, answer.body.message).toBe(0);
      expect(answer.body.data).toMatchObject({ state: 'review', deposit: { status: 'pending' } });
      expect(await mainBalance(member)).toBeCloseTo(before, 2);
      const slip = (await queuedSlips(cashier)).find((row) => row.trans_ref === transRef);
      expect(slip?.deposit_id).toBe(request.id);
      expect(slip?.reason).toContain(one.reason);
    }
  });
});
