// The back office confirms a bank statement line's proposal in one call: the line is matched again
// (a request confirmed, cancelled or expired since the match, or a new one of the same amount,
// changes the answer) and only when it still names exactly this request is it confirmed, through
// the one confirmation (deposit.ts), the line written in the audit row.
import { thaiDateTimeText } from '../../rules/bangkok-calendar.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import type { Actor } from '../audit/index.ts';
import type { Db } from '../db/database.ts';
import { candidates } from '../desk/index.ts';
import { fail } from '../errors.ts';
import { confirmDeposit } from './deposit.ts';

/** Satang of a bank statement line and when it was paid (ms; the bank prints it to the minute or second). */
export interface PaidLine {
  satang: number;
  paidAt: number;
}

export async function confirmStatementLine(db: Db, depositId: number, line: PaidLine, actor: Actor) {
  // The page sends the instant it read; whether seconds were printed is not known here, so the minute counts.
  const fits = await candidates(db, line.satang, line.paidAt, 60_000);
  if (fits.length !== 1 || fits[0]!.id !== depositId) fail('DESK_LINE_NOT_MATCHED');
  return confirmDeposit(db, depositId, actor, `ตรงกับรายการเดินบัญชี ยอด ${bahtText(line.satang)} บาท ${thaiDateTimeText(line.paidAt)}`);
}
