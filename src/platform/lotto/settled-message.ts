// What the member's inbox says when one of their bills is settled (issue 27): won with the amount,
// lost, or the stake given back. Written by settlement.ts in the round's transaction, every bill's
// message of a round together (tellMembers).
import { bahtText } from '../../rules/money/money-text.ts';
import type { MessageToMember } from '../inbox/index.ts';

export function billSettledMessage(
  bill: { id: number; member_id: number },
  roundName: string,
  outcome: { status: 'won' | 'lost' | 'refunded'; winnings: number; refund: number },
): MessageToMember & { memberId: number } {
  const ref = `lotto_bill:${bill.id}`;
  const memberId = bill.member_id;
  const back = outcome.refund > 0 ? ` และคืนเงิน ${bahtText(outcome.refund)} บาท` : '';
  if (outcome.status === 'won')
    return {
      memberId,
      kind: 'bill_won',
      title: `โพย #${bill.id} ถูกรางวัล ${bahtText(outcome.winnings)} บาท`,
      body: `${roundName}: ได้รับเงินรางวัล ${bahtText(outcome.winnings)} บาท${back} เข้ากระเป๋าแล้ว`,
      ref,
      amount: outcome.winnings,
    };
  if (outcome.status === 'refunded')
    return {
      memberId,
      kind: 'bill_refunded',
      title: `โพย #${bill.id} คืนเงิน`,
      body: `${roundName}: คืนเงินเดิมพัน ${bahtText(outcome.refund)} บาท เข้ากระเป๋าแล้ว`,
      ref,
    };
  return {
    memberId,
    kind: 'bill_lost',
    title: `โพย #${bill.id} ไม่ถูกรางวัล`,
    body: `${roundName}: ออกผลแล้ว โพยนี้ไม่ถูกรางวัล${back}`,
    ref,
  };
}
