// What the back office's support and cashiers do to a member's account (issue 25): lock it (no
// log-in and no session until unlocked; every session ends at once), unlock it, end every session,
// and send a password reset code through the member's own reset machinery (the code leaves only by
// text message, never in an answer). Each writes its audit row in its transaction.
import type { AuditAction } from '../../contract/admin/admin-audit.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { findMemberById, type Member } from '../member/index.ts';
import { sendResetCode } from './reset.ts';
import { revokeMemberSessions } from './sessions.ts';

async function memberOf(db: Db, memberId: number): Promise<Member> {
  return (await findMemberById(db, memberId)) ?? fail('MEMBER_NOT_FOUND');
}

async function liveSessions(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowMs(db))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const audit = (trx: Db, actor: Actor, action: AuditAction, memberId: number, before: unknown, after: unknown, reason: string | null) =>
  recordAudit(trx, contextOf(trx).now, { actor, action, targetKind: 'member', targetId: String(memberId), before, after, reason });

export function lockMember(db: Db, memberId: number, reason: string, actor: Actor): Promise<void> {
  const why = reason.trim();
  if (!why || why.length > 200 || /\p{Cc}/u.test(why)) fail('DESK_REASON_INVALID');
  return tx(db, async (trx) => {
    await memberOf(trx, memberId);
    const locked = await trx
      .updateTable('members')
      .set({ locked_at: nowMs(trx), locked_reason: why })
      .where('id', '=', memberId)
      .where('locked_at', 'is', null)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) !== 1) fail('MEMBER_ALREADY_LOCKED');
    const sessions = await liveSessions(trx, memberId);
    await revokeMemberSessions(trx, memberId);
    await audit(trx, actor, 'member.lock', memberId, { locked: false, live_sessions: sessions }, { locked: true, live_sessions: 0 }, why);
  });
}

export function unlockMember(db: Db, memberId: number, reason: string, actor: Actor): Promise<void> {
  const why = reason.trim();
  if (!why || why.length > 200 || /\p{Cc}/u.test(why)) fail('DESK_REASON_INVALID');
  return tx(db, async (trx) => {
    const member = await memberOf(trx, memberId);
    const unlocked = await trx
      .updateTable('members')
      .set({ locked_at: null, locked_reason: null })
      .where('id', '=', memberId)
      .where('locked_at', 'is not', null)
      .executeTakeFirst();
    if (Number(unlocked.numUpdatedRows) !== 1) fail('MEMBER_NOT_LOCKED');
    await audit(trx, actor, 'member.unlock', memberId, { locked: true, reason: member.locked_reason }, { locked: false }, why);
  });
}

/** Ends every session of the member; answers how many were live. */
export function endMemberSessions(db: Db, memberId: number, actor: Actor): Promise<number> {
  return tx(db, async (trx) => {
    await memberOf(trx, memberId);
    const sessions = await liveSessions(trx, memberId);
    await revokeMemberSessions(trx, memberId);
    await audit(trx, actor, 'member.end_sessions', memberId, { live_sessions: sessions }, { live_sessions: 0 }, null);
    return sessions;
  });
}

/** Sends the member a reset code by text message, under the reset limits; the audit row names no code. */
export async function sendMemberResetCode(db: Db, memberId: number, actor: Actor): Promise<void> {
  const member = await memberOf(db, memberId);
  await sendResetCode(db, member.phone, `staff:${actor.address}`);
  await tx(db, (trx) => audit(trx, actor, 'member.send_reset_code', memberId, null, { sent_to: member.phone }, null));
}
