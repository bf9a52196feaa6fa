// The official account's webhook (issue 44): line/ checks the signature and reads the events, then
// a follow or unfollow moves the link's block, and a linked member typing ยอดเงิน or โพย is
// answered with their balance or latest bills (money/ and lotto/: so the call lives among the
// flows). Someone not linked is told how to link. LINE wants a 200 quickly: replies go one by one,
// each bounded by the SDK's call, and a failed reply is only logged.
import * as line from '../../contract/endpoints/account/line.ts';
import { ok, route, type Route } from '../http.ts';
import { memberOfLineUser, noteLineFollow, replyOnLine, signedLineEvents, type LineEvent } from '../line/index.ts';
import { listBills } from '../lotto/index.ts';
import { listWallets } from '../money/index.ts';
import type { Db } from '../db/database.ts';

const BILLS_SHOWN = 5;
const NOT_LINKED = 'บัญชี LINE นี้ยังไม่ได้เชื่อมต่อกับสมาชิก กรุณาเข้าสู่ระบบบนเว็บ แล้วกด "เชื่อมต่อ LINE" ที่หน้าโปรไฟล์';
const HELP = 'พิมพ์ "ยอดเงิน" เพื่อดูยอดเงินคงเหลือ หรือ "โพย" เพื่อดูโพยล่าสุด';
const BILL_STATUS: Record<string, string> = { pending: 'รอผล', won: 'ถูกรางวัล', lost: 'ไม่ถูกรางวัล', refunded: 'คืนเงิน', cancelled: 'ยกเลิก' };

const baht = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function answerWords(db: Db, memberId: number, words: string): Promise<string> {
  if (words === 'ยอดเงิน') {
    const wallets = await listWallets(db, memberId);
    return ['ยอดเงินคงเหลือ', ...wallets.map((wallet) => `${wallet.wallet_name}: ${baht(wallet.balance)} บาท`)].join('\n');
  }
  if (words === 'โพย') {
    const bills = await listBills(db, memberId, { limit: BILLS_SHOWN });
    if (!bills.length) return 'ยังไม่มีโพย';
    return [
      `โพยล่าสุด ${bills.length} รายการ`,
      ...bills.map((bill) => {
        const won = bill.status === 'won' ? ` ได้ ${baht(bill.payout)} บาท` : '';
        return `#${bill.bill_id} ${bill.round_name} ${baht(bill.total)} บาท: ${BILL_STATUS[bill.status] ?? bill.status}${won}`;
      }),
    ].join('\n');
  }
  return HELP;
}

async function handle(db: Db, event: LineEvent): Promise<void> {
  if (event.type !== 'text') return noteLineFollow(db, event.userId, event.type === 'follow');
  const memberId = await memberOfLineUser(db, event.userId);
  await replyOnLine(db, event.replyToken, memberId === null ? NOT_LINKED : await answerWords(db, memberId, event.text.trim()));
}

export const lineWebhookRoutes: Route[] = [
  route(line.webhook, async ({ db, rawBody, request, client }) => {
    const events = await signedLineEvents(db, rawBody, request.headers.get('x-line-signature'), client);
    for (const event of events) await handle(db, event);
    return ok({ events: events.length });
  }),
];
