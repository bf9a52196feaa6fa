// The back office's deposit confirmations (issue 25): from the queue, or a bank statement line's
// proposal in one call. Both run the one confirmation (deposit.ts, which spans payments and
// promotions), so they live among the flows; the rest of the desk is desk/routes.ts.
import * as desk from '../../contract/endpoints/admin/admin-desk.ts';
import { ok, route, type Route } from '../http.ts';
import { toBaht, toSatang } from '../money/index.ts';
import { staffActor } from '../audit/index.ts';
import { confirmDeposit } from './deposit.ts';
import { confirmStatementLine } from './desk-deposits.ts';

export const deskFlowRoutes: Route[] = [
  route(desk.depositConfirm, async ({ db, body, staff, client }) => {
    const { deposit, balance } = await confirmDeposit(db, body.id, staffActor(staff, client));
    return ok(
      { id: body.id, status: 'paid', balance: toBaht(balance) },
      `ยืนยันรายการฝาก #${body.id} ยอด ${toBaht(deposit.pay_amount)} บาท แล้ว`,
    );
  }),
  route(desk.statementConfirm, async ({ db, body, staff, client }) => {
    const line = { satang: toSatang(body.amount), paidAt: Date.parse(body.paid_at) };
    const { balance } = await confirmStatementLine(db, body.deposit_id, line, staffActor(staff, client));
    return ok({ id: body.deposit_id, status: 'paid', balance: toBaht(balance) }, `ยืนยันรายการฝาก #${body.deposit_id} ตามรายการเดินบัญชีแล้ว`);
  }),
];
