// The cashier's deposit queue: every request still waiting (pending and within its time), oldest
// first, with what the cashier matches on the bank's side: the exact amount, the channel and the
// account it was paid to, the member, and the time left.
import type { DeskDeposit } from '../../contract/admin/admin-desk.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { toBaht } from '../money/index.ts';
import { anyAccount, CHANNEL_NAMES, subChannelOf } from '../payments/index.ts';

const iso = (ms: number) => new Date(ms).toISOString();

function waitingRows(db: Db) {
  return db
    .selectFrom('deposits as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .select([
      'd.id',
      'd.member_id',
      'm.phone',
      'm.full_name',
      'd.channel',
      'd.sub_channel_id',
      'd.amount',
      'd.pay_amount',
      'd.created_at',
      'd.expires_at',
    ])
    .where('d.status', '=', 'pending')
    .where('d.expires_at', '>', nowMs(db))
    .orderBy('d.created_at')
    .orderBy('d.id');
}

type WaitingRow = Awaited<ReturnType<ReturnType<typeof waitingRows>['execute']>>[number];

async function view(db: Db, row: WaitingRow): Promise<DeskDeposit> {
  return {
    id: row.id,
    member_id: row.member_id,
    member_phone: row.phone,
    member_name: row.full_name,
    channel: row.channel,
    channel_name: CHANNEL_NAMES[row.channel],
    account: subChannelOf(await anyAccount(db, row.channel, row.sub_channel_id)),
    amount: toBaht(row.amount),
    pay_amount: toBaht(row.pay_amount),
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    seconds_left: Math.max(0, Math.ceil((row.expires_at - nowMs(db)) / 1000)),
  };
}

/** The requests waiting, oldest first. */
export async function depositQueue(db: Db): Promise<DeskDeposit[]> {
  const rows = await waitingRows(db).execute();
  return Promise.all(rows.map((row) => view(db, row)));
}

/** The waiting requests of exactly `satang` to pay, oldest first (the statement's candidates). */
export async function waitingOfAmount(db: Db, satang: number): Promise<DeskDeposit[]> {
  const rows = await waitingRows(db).where('d.pay_amount', '=', satang).execute();
  return Promise.all(rows.map((row) => view(db, row)));
}
