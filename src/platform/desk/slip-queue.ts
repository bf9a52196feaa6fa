// The members' transfer slips a cashier must check (issue 42), beside the deposit queue: every slip
// left for review whose request is not paid (a request confirmed meanwhile, by hand or by its bank
// text, needs nothing more), oldest first, with what the slip's QR and the provider said.
import type { DeskSlip } from '../../contract/admin/admin-desk.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { bankOfNumber } from '../payments/index.ts';
import { toBaht } from '../money/index.ts';

const iso = (ms: number) => new Date(ms).toISOString();
/** The most slips the desk shows at once. */
const SLIP_QUEUE_SIZE = 100;

export async function slipQueue(db: Db): Promise<DeskSlip[]> {
  const rows = await db
    .selectFrom('deposit_slips as s')
    .innerJoin('deposits as d', 'd.id', 's.deposit_id')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      's.id',
      's.deposit_id',
      'm.phone',
      'm.full_name',
      'd.pay_amount',
      'd.status',
      'd.expires_at',
      's.sending_bank',
      's.trans_ref',
      's.amount',
      's.paid_at',
      's.provider',
      's.created_at',
      's.reason',
    ])
    .where('s.state', '=', 'review')
    .where('d.status', '!=', 'paid')
    .orderBy('s.created_at')
    .orderBy('s.id')
    .limit(SLIP_QUEUE_SIZE)
    .execute();
  const now = nowMs(db);
  return rows.map((row) => ({
    id: row.id,
    deposit_id: row.deposit_id,
    member_phone: row.phone,
    member_name: row.full_name,
    pay_amount: toBaht(row.pay_amount),
    deposit_status: row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status,
    sending_bank: bankOfNumber(row.sending_bank),
    trans_ref: row.trans_ref,
    amount: row.amount === null ? null : toBaht(row.amount),
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    provider: row.provider,
    uploaded_at: iso(row.created_at),
    reason: row.reason,
  }));
}

/** A slip's kept picture (a WebP, re-encoded at the upload), for a cashier to open. */
export async function slipPicture(db: Db, id: number) {
  const row =
    (await db.selectFrom('deposit_slips').select(['id', 'picture_base64']).where('id', '=', id).executeTakeFirst()) ??
    fail('SLIP_NOT_FOUND');
  return { id: row.id, type: 'image/webp', base64: row.picture_base64 };
}
