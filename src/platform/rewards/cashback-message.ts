// What the member's inbox says when a cashback or the weekly refund is credited (issue 27),
// written in the claim's transaction.
import { bahtText } from '../../rules/money/money-text.ts';
import type { Db } from '../db/database.ts';
import { tellMember } from '../inbox/index.ts';

export function tellCashback(db: Db, memberId: number, what: string, satang: number, source: string): Promise<void> {
  return tellMember(db, memberId, {
    kind: 'cashback',
    title: `ได้รับคืนยอดเสีย ${bahtText(satang)} บาท`,
    body: `${what}: เข้ากระเป๋าโบนัสแล้ว`,
    ref: source,
    amount: satang,
  });
}
