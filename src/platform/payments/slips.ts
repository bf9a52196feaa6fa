// A member's transfer slip for a waiting deposit request (issue 42). The picture is checked and
// re-encoded like the content desk's (picture-bytes.ts) and kept with the slip, never served at
// /media (a slip shows the member's name and account). Its mini QR is decoded from the picture's
// pixels by jsQR (the picture is tried at two sizes: a phone's screenshot is large, a photo of a
// printed slip may be small) and read by slip-qr.ts. A picture without a slip QR is refused, not
// kept: the member is on the page with the picture in hand and can send the whole slip again,
// while a picture with nothing to check would only sit in the cashier's queue.
import jsQR from 'jsqr';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { SlipState } from '../db/tables/deposit-slips.ts';
import { fail } from '../errors.ts';
import { tell } from '../live/index.ts';
import { isTakenType, PICTURE_MAX_BYTES, picturePixels, reencodePicture, type Reencoded } from '../picture-bytes.ts';
import { readSlipQr, type SlipQr } from './slip-qr.ts';

export interface SlipPicture {
  picture: Reencoded;
  qr: SlipQr;
  payload: string;
}

/** Widths the QR is looked for at: the picture as kept, then smaller (jsQR finds a large blurry code better so). */
const QR_WIDTHS = [1600, 800];

async function findQr(bytes: Buffer): Promise<string | null> {
  for (const width of QR_WIDTHS) {
    const pixels = await picturePixels(bytes, width);
    const found = jsQR(pixels.data, pixels.width, pixels.height);
    if (found?.data) return found.data;
  }
  return null;
}

/** The slip's picture re-encoded and its mini QR read, or the Thai refusal (nothing kept). */
export async function readSlipPicture(base64: string): Promise<SlipPicture> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > PICTURE_MAX_BYTES) fail('SLIP_PICTURE_TOO_LARGE');
  if (!isTakenType(bytes)) fail('SLIP_PICTURE_TYPE');
  let picture: Reencoded;
  let payload: string | null;
  try {
    picture = await reencodePicture(bytes);
    payload = await findQr(bytes);
  } catch {
    return fail('SLIP_PICTURE_TYPE'); // the right first bytes, but not a picture
  }
  const qr = payload === null ? null : readSlipQr(payload);
  if (!qr || payload === null) return fail('SLIP_QR_NOT_FOUND');
  return { picture, qr, payload };
}

/** The slip that used this reference before, if any. */
export async function slipOfReference(db: Db, qr: SlipQr): Promise<number | null> {
  const row = await db
    .selectFrom('deposit_slips')
    .select('id')
    .where('sending_bank', '=', qr.sendingBank)
    .where('trans_ref', '=', qr.transRef)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface SlipRecord {
  depositId: number;
  memberId: number;
  read: SlipPicture;
  provider: string | null;
  satang: number | null;
  paidAt: number | null;
}

/** Keeps the slip (for a cashier until decided), inside the caller's transaction; refuses a reference used before. */
export async function keepSlip(db: Db, slip: SlipRecord): Promise<number> {
  const { qr, picture, payload } = slip.read;
  if ((await slipOfReference(db, qr)) !== null) fail('SLIP_REFERENCE_USED', { ref: qr.transRef });
  const { id } = await db
    .insertInto('deposit_slips')
    .values({
      deposit_id: slip.depositId,
      member_id: slip.memberId,
      sending_bank: qr.sendingBank,
      trans_ref: qr.transRef,
      payload,
      amount: slip.satang,
      paid_at: slip.paidAt,
      provider: slip.provider,
      state: 'review',
      reason: null,
      picture_hash: picture.hash,
      picture_base64: picture.data.toString('base64'),
      created_at: nowMs(db),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  tell(db, { kind: 'desk', member: 0, id: 0 });
  return id;
}

/** What became of a kept slip: credited, or for a cashier with the reason. */
export async function settleSlip(db: Db, id: number, state: SlipState, reason: string | null): Promise<void> {
  await db.updateTable('deposit_slips').set({ state, reason }).where('id', '=', id).execute();
}
