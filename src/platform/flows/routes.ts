// The calls whose work spans feature folders (flows/ sits above them, so no folder needs another's
// internals): the demo's simulated payment and the member's slip (payments and promotions) and, during a break, the
// withdrawal of what is left (auth, responsible play and withdrawals). Both beyond SPEC.md:
// docs/api.md, "Calls beyond the spec".
import * as payments from '../../contract/endpoints/money/payments.ts';
import * as responsible from '../../contract/endpoints/account/responsible.ts';
import { provePassword } from '../auth/index.ts';
import { tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { ok, route, type Route } from '../http.ts';
import { activeBreak } from '../responsible/index.ts';
import { withdrawRemaining } from '../withdrawals/index.ts';
import { simulatePayment } from './deposit.ts';
import { receiveSlip } from './slips.ts';

export const flowRoutes: Route[] = [
  route(payments.simulate, async ({ db, body, session }) =>
    ok(await simulatePayment(db, session.memberId, body.id), 'จำลองการชำระเงินสำเร็จ เครดิตเข้ากระเป๋าหลักแล้ว'),
  ),

  // The member's slip, when the money did not arrive: a provider may confirm it (payments and promotions).
  route(payments.uploadSlip, async ({ db, body, session }) => {
    const slip = await receiveSlip(db, session.memberId, body.id, body.picture);
    return ok(slip, slip.state === 'credited' ? 'ตรวจสลิปแล้ว เติมเครดิตเข้ากระเป๋าหลักเรียบร้อย' : 'ได้รับสลิปแล้ว พนักงานจะตรวจสอบและเติมเครดิตให้โดยเร็ว');
  }),

  // During a break log-in is refused, yet the member's money must still reach them: with the
  // phone and password (under the log-in locks), everything withdrawable goes to the registered
  // account. No session is opened.
  route(responsible.withdrawRemaining, async ({ db, body, client }) => {
    const { member, forgive, queue } = await provePassword(db, body.username, body.password, client);
    await tx(db, forgive, { queue });
    if (!(await activeBreak(db, member.id))) fail('RESPONSIBLE_NOT_ON_BREAK');
    const requests = await withdrawRemaining(db, member.id);
    const message = requests.length ? 'ส่งคำขอถอนเงินคงเหลือเข้าบัญชีที่ลงทะเบียนไว้แล้ว ทีมงานจะโอนให้โดยเร็ว' : 'ไม่มียอดเงินคงเหลือที่ถอนได้';
    return ok({ requests }, message);
  }),
];
