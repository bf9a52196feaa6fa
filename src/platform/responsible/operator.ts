// The operator's view of a member's responsible play (`npm run operator -- responsible <phone>`):
// the daily limits in force and waiting, and the break running, for support to answer a member.
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { findMemberByPhone } from '../member/index.ts';
import { activeBreak } from './breaks.ts';
import { thaiDateTimeText } from '../../rules/bangkok-calendar.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import { currentLimit } from './limits.ts';

export async function responsibleReport(db: Db, phone: string): Promise<string[]> {
  const member = await findMemberByPhone(db, phone);
  if (!member) fail('NOT_FOUND');
  const lines: string[] = [];
  for (const kind of ['deposit', 'loss'] as const) {
    const { amount, pending } = await currentLimit(db, member.id, kind);
    const now = amount === null ? 'no limit' : `${bahtText(amount)} baht a day`;
    const waiting = pending
      ? `; changes to ${pending.amount === null ? 'no limit' : `${bahtText(pending.amount)} baht`} at ${thaiDateTimeText(pending.effectiveAt)}`
      : '';
    lines.push(`${kind} limit: ${now}${waiting}`);
  }
  const running = await activeBreak(db, member.id);
  lines.push(
    running ? `break: ${running.kind} until ${thaiDateTimeText(running.ends_at)} (log-in, play and deposits refused)` : 'break: none',
  );
  return lines;
}
