// The payment calls of SPEC.md section 7 ("Payments"), and the deposit history, the member's own
// cancel of a waiting request (beyond the spec: docs/api.md "Calls beyond the spec"; the demo's simulated
// payment spans payments and promotions: flows/routes.ts). All for a logged-in member.
import * as payments from '../../contract/endpoints/money/payments.ts';
import { type PaymentInfo } from '../../contract/money/payments.ts';
import { channelCodeOf } from '../../rules/money/payment-channels.ts';
import { ok, type Route, route } from '../http.ts';
import { maskBankAccount } from '../../rules/money/bank-account.ts';
import { findBank } from '../banks.ts';
import { toSatang } from '../money/index.ts';
import { paymentChannel, paymentChannels } from './channels.ts';
import { cancelDeposit, latestDeposit, memberDeposit, memberDeposits, requestDeposit, waitingDeposit } from './deposits.ts';

export const paymentRoutes: Route[] = [
  route(payments.channels, async ({ db }) => ok(await paymentChannels(db))),

  route(payments.info, async ({ db, query, session }) => {
    const channel = await paymentChannel(db, channelCodeOf(query.channel_id));
    let fromAccount: PaymentInfo['from_account'] = null;
    if (channel.code === 'bank') {
      const member = await db
        .selectFrom('members')
        .select(['bank_code', 'bank_account'])
        .where('id', '=', session.memberId)
        .executeTakeFirstOrThrow();
      const bank = await findBank(db, member.bank_code);
      fromAccount = { bank_name: bank?.name ?? member.bank_code, account_masked: maskBankAccount(member.bank_account) };
    }
    const info: PaymentInfo = { channel, from_account: fromAccount, waiting: await waitingDeposit(db, session.memberId) };
    return ok(info);
  }),

  route(payments.generateQr, async ({ db, body, session }) =>
    ok(
      await requestDeposit(db, session.memberId, {
        channelId: body.channel_id,
        subChannelId: body.sub_channel_id,
        amount: toSatang(body.amount),
      }),
      'สร้างรายการฝากแล้ว กรุณาชำระตามยอดภายในเวลาที่กำหนด',
    ),
  ),

  route(payments.qrcodeInfo, async ({ db, query, session }) =>
    ok(query.id === undefined ? await latestDeposit(db, session.memberId) : await memberDeposit(db, session.memberId, query.id)),
  ),

  route(payments.inquiryStatus, async ({ db, query, session }) => ok(await memberDeposit(db, session.memberId, query.id))),

  route(payments.deposits, async ({ db, session }) => ok(await memberDeposits(db, session.memberId))),

  route(payments.cancel, async ({ db, body, session }) =>
    ok(await cancelDeposit(db, session.memberId, body.id), 'ยกเลิกรายการฝากแล้ว หากโอนเงินตามรายการนี้ไปแล้ว อย่าโอนซ้ำ กรุณาติดต่อแอดมินพร้อมยอดที่โอน'),
  ),
];
