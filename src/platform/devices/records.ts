// The agent's notification devices (issue 42): a phone that forwards the bank's texts of one agent
// bank account, with its forwarder and its own secret. Added, paused, resumed and revoked by the
// owner or a supervisor (devices.manage) or the operator at the terminal; each change writes its
// audit row in its own transaction. The secret is shown once, at the add: the forwarder signs with
// it, so it is kept to check with (like a staff member's TOTP secret), never listed again.
import { randomBytes } from 'node:crypto';
import { type Actor, recordAudit } from '../audit/index.ts';
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import type { DeviceState, Forwarder } from '../db/tables/notification-devices.ts';
import { fail } from '../errors.ts';
import { PERMISSION_NAMES, ROLE_NAMES } from '../../contract/admin/staff.ts';
import { can } from '../../rules/admin/staff-permissions.ts';

export const FORWARDERS: readonly Forwarder[] = ['smsforwarder', 'sms-gateway'];

export function isForwarder(value: string): value is Forwarder {
  return (FORWARDERS as readonly string[]).includes(value);
}

/** The webhook path a device of this forwarder posts to (its id in the query). */
export function webhookPath(forwarder: Forwarder, id: number): string {
  return `/api/devices/${forwarder}?device=${id}`;
}

/** The platform checks the permission itself: the terminal's operator may, staff by their role. */
function assertMayManage(actor: Actor): void {
  if (actor.role === 'operator' || can(actor.role, 'devices.manage')) return;
  fail('FORBIDDEN', { role: ROLE_NAMES[actor.role], permission: PERMISSION_NAMES['devices.manage'] });
}

/** The agent bank account by its id or its number (digits only), active. */
export async function findWatchedAccount(db: Db, account: string) {
  const digits = account.replace(/[\s-]/g, '');
  const query = db.selectFrom('agent_bank_accounts').select(['id', 'bank_code', 'account_no', 'account_name']).where('active', '=', 1);
  const byNumber = /^\d{6,}$/.test(digits) ? await query.where('account_no', '=', digits).executeTakeFirst() : undefined;
  const byId = !byNumber && /^\d{1,9}$/.test(digits) ? await query.where('id', '=', Number(digits)).executeTakeFirst() : undefined;
  return byNumber ?? byId ?? fail('DEVICE_ACCOUNT_NOT_FOUND', { id: account.slice(0, 40) });
}

export interface AddedDevice {
  id: number;
  forwarder: Forwarder;
  bankAccountId: number;
  /** Shown once */
  secret: string;
  webhookPath: string;
}

/** A new device for an agent bank account: its secret (shown once) and webhook address. */
export async function addDevice(db: Db, actor: Actor, account: string, forwarder: string): Promise<AddedDevice> {
  assertMayManage(actor);
  if (!isForwarder(forwarder)) fail('DEVICE_FORWARDER_UNKNOWN');
  return tx(db, async (trx) => {
    const watched = await findWatchedAccount(trx, account);
    const secret = randomBytes(24).toString('base64url');
    const { id } = await trx
      .insertInto('notification_devices')
      .values({ bank_account_id: watched.id, forwarder, secret, created_at: nowMs(trx), created_by: actor.name.trim() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'device.add',
      targetKind: 'device',
      targetId: String(id),
      before: null,
      after: { bank_account_id: watched.id, bank_code: watched.bank_code, forwarder },
      reason: null,
    });
    return { id, forwarder, bankAccountId: watched.id, secret, webhookPath: webhookPath(forwarder, id) };
  });
}

const CHANGE = { pause: 'paused', resume: 'active', revoke: 'revoked' } as const;

/** Pauses (texts refused until resumed), resumes or revokes (for good) a device. */
export async function changeDevice(db: Db, actor: Actor, id: number, change: keyof typeof CHANGE): Promise<DeviceState> {
  assertMayManage(actor);
  return tx(db, async (trx) => {
    const device =
      (await trx.selectFrom('notification_devices').select(['id', 'state']).where('id', '=', id).executeTakeFirst()) ??
      fail('DEVICE_NOT_FOUND');
    if (device.state === 'revoked') fail('DEVICE_REVOKED', { id });
    const state = CHANGE[change];
    await trx.updateTable('notification_devices').set({ state }).where('id', '=', id).execute();
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: change === 'pause' ? 'device.pause' : change === 'resume' ? 'device.resume' : 'device.revoke',
      targetKind: 'device',
      targetId: String(id),
      before: { state: device.state },
      after: { state },
      reason: null,
    });
    return state;
  });
}

/** Every device, newest first, with its account and when it last sent (never its secret). */
export async function listDevices(db: Db, actor: Actor) {
  assertMayManage(actor);
  return db
    .selectFrom('notification_devices as d')
    .innerJoin('agent_bank_accounts as a', 'a.id', 'd.bank_account_id')
    .select([
      'd.id',
      'd.forwarder',
      'd.state',
      'd.created_at',
      'd.created_by',
      'd.last_sent_at',
      'a.id as bank_account_id',
      'a.bank_code',
      'a.account_no',
      'a.account_name',
    ])
    .orderBy('d.id', 'desc')
    .execute();
}

/** The device a webhook names, with what its check and its texts need; null when unknown. */
export async function webhookDevice(db: Db, id: number) {
  const device = await db
    .selectFrom('notification_devices as d')
    .innerJoin('agent_bank_accounts as a', 'a.id', 'd.bank_account_id')
    .select(['d.id', 'd.forwarder', 'd.secret', 'd.state', 'd.bank_account_id', 'a.account_no'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  return device ?? null;
}
export type WebhookDevice = NonNullable<Awaited<ReturnType<typeof webhookDevice>>>;

/** The agent's active bank accounts a new device may watch (the back office's choice). */
export async function watchableAccounts(db: Db, actor: Actor) {
  assertMayManage(actor);
  return db
    .selectFrom('agent_bank_accounts')
    .select(['id', 'bank_code', 'account_no', 'account_name'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}
