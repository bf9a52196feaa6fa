// A staff log-in, in two steps. 1: name and password under the members' kind of locks (per name and
// address, per address), answering a challenge good for five minutes. 2: the challenge with a code
// of the authenticator app (each code once) or a one-time recovery code, under a lock per member of
// staff; then the session opens. A disabled member of staff, or one not yet enrolled, gets the same
// answer as a wrong password.
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { getSetting } from '../settings.ts';
import { thaiWait } from '../time.ts';
import {
  admitAttempt,
  attemptQueues,
  type AttemptLimit,
  clearKey,
  decoyHash,
  failAttempt,
  forgiveAttempt,
  hashToken,
  newToken,
  verifyPassword,
} from '../auth/index.ts';

import { recordAudit } from '../audit/index.ts';
import type { StaffRole } from './permissions.ts';
import { looksLikeRecoveryCode, useRecoveryCode } from './recovery.ts';
import { createStaffSession, type IssuedStaffSession } from './sessions.ts';
import { acceptTotp } from './totp.ts';

/** How long the second step waits for its code. */
export const SECOND_STEP_MINUTES = 5;
/** Wrong codes in a row before the member of staff's second step locks. */
const MAX_WRONG_CODES = 5;

function locked(minutes: number): never {
  fail('STAFF_LOGIN_LOCKED', { wait: thaiWait(minutes) });
}

async function passwordLimits(db: Db, name: string, client: string): Promise<AttemptLimit[]> {
  return [
    { key: `staff-login:${name}@${client}`, max: await getSetting(db, 'auth.max_failed_attempts'), pendingLocks: true },
    { key: `staff-login-from:${client}`, max: await getSetting(db, 'auth.max_failed_attempts_per_client'), pendingLocks: false },
  ];
}

const codeLimits = (staffId: number): AttemptLimit[] => [{ key: `staff-code:${staffId}`, max: MAX_WRONG_CODES, pendingLocks: true }];

export interface Challenge {
  challenge: string;
  expiresAt: number;
}

/** Step 1: the password proves who it is; answers the challenge for step 2. */
export async function checkStaffPassword(db: Db, name: string, password: string, client: string): Promise<Challenge> {
  const limits = await passwordLimits(db, name, client);
  const admission = await admitAttempt(db, limits);
  if (!admission.admitted) locked(admission.minutes);
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'password_hash'])
    .where('name', '=', name)
    .where('enrolled', '=', 1)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  // An unknown name costs the same scrypt work as a wrong password.
  const matches = await verifyPassword(password, staff?.password_hash ?? decoyHash());
  if (!staff || !matches) {
    const lockedNow = await failAttempt(db, limits, admission.attemptIds);
    if (lockedNow) locked(lockedNow);
    fail('STAFF_LOGIN_FAILED');
  }
  return tx(
    db,
    async (trx) => {
      await forgiveAttempt(trx, admission.attemptIds);
      await clearKey(trx, limits[0]!.key);
      const challenge = newToken();
      const at = nowMs(trx);
      const expiresAt = at + SECOND_STEP_MINUTES * 60_000;
      await trx
        .insertInto('staff_login_steps')
        .values({ staff_id: staff.id, token_hash: hashToken(challenge), created_at: at, expires_at: expiresAt })
        .execute();
      return { challenge, expiresAt };
    },
    { queue: attemptQueues(limits) },
  );
}

export interface StaffLoggedIn {
  session: IssuedStaffSession;
  staff: { id: number; name: string; role: StaffRole };
}

async function pendingStep(db: Db, challenge: string) {
  const step = await db
    .selectFrom('staff_login_steps')
    .innerJoin('staff', 'staff.id', 'staff_login_steps.staff_id')
    .select([
      'staff_login_steps.id',
      'staff_login_steps.expires_at',
      'staff.id as staff_id',
      'staff.name',
      'staff.role',
      'staff.totp_secret',
    ])
    .where('staff_login_steps.token_hash', '=', hashToken(challenge))
    .where('staff_login_steps.used_at', 'is', null)
    .where('staff.disabled_at', 'is', null)
    .where('staff.enrolled', '=', 1)
    .executeTakeFirst();
  if (!step || !step.totp_secret || step.expires_at <= nowMs(db)) fail('STAFF_STEP_EXPIRED');
  return { ...step, totp_secret: step.totp_secret, role: step.role as StaffRole };
}

/** Step 2: a code of the app (never one already used) or a recovery code (once); opens the session. */
export async function checkStaffCode(db: Db, challenge: string, code: string, address: string): Promise<StaffLoggedIn> {
  const first = await pendingStep(db, challenge);
  const limits = codeLimits(first.staff_id);
  const admission = await admitAttempt(db, limits);
  if (!admission.admitted) locked(admission.minutes);
  const opened = await tx(
    db,
    async (trx) => {
      const step = await pendingStep(trx, challenge);
      const at = nowMs(trx);
      const recovery = !/^\d{6}$/.test(code);
      const accepted = recovery
        ? looksLikeRecoveryCode(code) && (await useRecoveryCode(trx, step.staff_id, code, at))
        : await acceptTotp(trx, step.staff_id, step.totp_secret, code, at);
      if (!accepted) return null;
      const used = await trx
        .updateTable('staff_login_steps')
        .set({ used_at: at })
        .where('id', '=', step.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) fail('STAFF_STEP_EXPIRED');
      await forgiveAttempt(trx, admission.attemptIds);
      await clearKey(trx, limits[0]!.key);
      const staff = { id: step.staff_id, name: step.name, role: step.role };
      const session = await createStaffSession(trx, staff.id, address);
      await recordAudit(trx, contextOf(trx).now, {
        actor: { staffId: staff.id, name: staff.name, role: staff.role, address },
        action: 'staff.login',
        targetKind: 'staff',
        targetId: String(staff.id),
        before: null,
        after: { second_step: recovery ? 'recovery_code' : 'totp' },
        reason: null,
      });
      return { session, staff };
    },
    { queue: attemptQueues(limits) },
  );
  if (!opened) {
    const lockedNow = await failAttempt(db, limits, admission.attemptIds);
    if (lockedNow) locked(lockedNow);
    fail('STAFF_CODE_INVALID');
  }
  return opened;
}
