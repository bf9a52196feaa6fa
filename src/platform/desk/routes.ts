// The back office's money and members desk calls (issue 25), each behind a staff session and its
// permission (checked by the router). The deposit confirmations, which span payments and
// promotions, are flows/desk-routes.ts.
import * as desk from '../../contract/endpoints/admin/admin-desk.ts';
import * as members from '../../contract/endpoints/admin/admin-members.ts';
import { endMemberSessions, lockMember, sendMemberResetCode, unlockMember } from '../auth/index.ts';
import { ok, route, type Route } from '../http.ts';
import { toSatang } from '../money/index.ts';
import { rejectDeposit } from '../payments/index.ts';
import { staffActor } from '../audit/index.ts';
import { decideWithdrawal } from '../withdrawals/index.ts';
import { adjustmentsOf, askAdjustment, decideAdjustment } from './adjustments.ts';
import { depositQueue } from './deposit-queue.ts';
import { slipPicture, slipQueue } from './slip-queue.ts';
import { markTextDealt, silentDeviceAlerts, textQueue } from './text-queue.ts';
import { memberPage } from './member-page.ts';
import { searchMembers } from './member-search.ts';
import { matchStatement } from './statement.ts';
import { deskToday } from './today.ts';
import { withdrawalQueue } from './withdrawal-queue.ts';

const OUTCOME_TH = {
  paid: 'บันทึกการจ่ายแล้ว',
  first_approval: 'บันทึกการอนุมัติครั้งแรกแล้ว รอหัวหน้าหรือเจ้าของอีกคนอนุมัติครั้งที่สอง',
  rejected: 'ปฏิเสธรายการแล้ว คืนเงินเข้ากระเป๋าสมาชิกแล้ว',
} as const;

export const deskRoutes: Route[] = [
  route(desk.today, async ({ db }) => ok(await deskToday(db))),
  route(desk.depositQueue, async ({ db }) =>
    ok({
      deposits: await depositQueue(db),
      slips: await slipQueue(db),
      texts: await textQueue(db),
      silent_devices: await silentDeviceAlerts(db),
    }),
  ),
  route(desk.slipPicture, async ({ db, query }) => ok(await slipPicture(db, query.id))),
  route(desk.depositReject, async ({ db, body, staff, client }) => {
    await rejectDeposit(db, body.id, staffActor(staff, client), body.reason);
    return ok({ id: body.id, status: 'rejected', balance: 0 }, `ปฏิเสธรายการฝาก #${body.id} แล้ว`);
  }),
  route(desk.textDealt, async ({ db, body, staff, client }) => {
    const at = await markTextDealt(db, body.id, staffActor(staff, client), body.note);
    return ok({ id: body.id, dealt_at: new Date(at).toISOString() }, `บันทึกว่าจัดการข้อความ #${body.id} แล้ว`);
  }),
  route(desk.statementMatch, async ({ db, body }) => ok({ lines: await matchStatement(db, body.text) })),
  route(desk.withdrawalQueue, async ({ db }) => ok(await withdrawalQueue(db))),
  route(desk.withdrawalApprove, async ({ db, body, staff, client }) => {
    const decision = { kind: 'approve', transferRef: body.transfer_ref, second: body.second } as const;
    const outcome = await decideWithdrawal(db, body.id, decision, staffActor(staff, client));
    return ok({ id: body.id, outcome }, OUTCOME_TH[outcome]);
  }),
  route(desk.withdrawalReject, async ({ db, body, staff, client }) => {
    const outcome = await decideWithdrawal(db, body.id, { kind: 'reject', reason: body.reason }, staffActor(staff, client));
    return ok({ id: body.id, outcome }, OUTCOME_TH[outcome]);
  }),

  route(members.search, async ({ db, query }) => ok({ members: await searchMembers(db, query.q) })),
  route(members.page, async ({ db, query }) => ok(await memberPage(db, query.id))),
  route(members.adjust, async ({ db, body, staff, client }) => {
    const ask = { memberId: body.member_id, walletTypeId: body.wallet_type_id, satang: toSatang(body.amount), reason: body.reason };
    const adjustment = await askAdjustment(db, ask, staffActor(staff, client));
    const message = adjustment.status === 'waiting' ? 'บันทึกแล้ว รอผู้อนุมัติคนที่สอง (ยังไม่มีการเคลื่อนไหวของเงิน)' : 'ปรับยอดเรียบร้อยแล้ว';
    return ok(adjustment, message);
  }),
  route(members.adjustmentsWaiting, async ({ db }) => ok({ adjustments: await adjustmentsOf(db, { waiting: true }) })),
  route(members.adjustDecide, async ({ db, body, staff, client }) => {
    const adjustment = await decideAdjustment(db, body.id, body.approve, staffActor(staff, client));
    return ok(adjustment, body.approve ? 'อนุมัติและปรับยอดเรียบร้อยแล้ว' : 'ไม่อนุมัติรายการปรับยอดแล้ว');
  }),
  route(members.lock, async ({ db, body, staff, client }) => {
    await lockMember(db, body.member_id, body.reason, staffActor(staff, client));
    return ok({ member_id: body.member_id, message: 'ระงับบัญชีแล้ว และออกจากระบบทุกอุปกรณ์' }, 'ระงับบัญชีแล้ว และออกจากระบบทุกอุปกรณ์');
  }),
  route(members.unlock, async ({ db, body, staff, client }) => {
    await unlockMember(db, body.member_id, body.reason, staffActor(staff, client));
    return ok({ member_id: body.member_id, message: 'ปลดการระงับบัญชีแล้ว' }, 'ปลดการระงับบัญชีแล้ว');
  }),
  route(members.endSessions, async ({ db, body, staff, client }) => {
    const ended = await endMemberSessions(db, body.member_id, staffActor(staff, client));
    const message = `ออกจากระบบทุกอุปกรณ์แล้ว (${ended} เซสซั่น)`;
    return ok({ member_id: body.member_id, message }, message);
  }),
  route(members.resetCode, async ({ db, body, staff, client }) => {
    await sendMemberResetCode(db, body.member_id, staffActor(staff, client));
    const message = 'ส่งรหัสตั้งรหัสผ่านใหม่ทาง SMS ไปยังเบอร์ของสมาชิกแล้ว';
    return ok({ member_id: body.member_id, message }, message);
  }),
];
