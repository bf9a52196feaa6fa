// The content desk's pictures: the type is read from the file's first bytes (JPEG, PNG or WebP;
// never the name), the picture is decoded, turned upright, fitted to the widest size a page shows
// (a landing page's 800-pixel hero at twice the density), re-encoded as WebP by sharp (which also
// drops whatever else the file carried), and kept in the database under the hash of its bytes, so
// every node serves it and its name never changes for other bytes (cached for ever).
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { recordAudit, type Actor } from '../audit/index.ts';
import { contextOf, type Db } from '../db/database.ts';
import { BusinessError } from '../errors.ts';

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_WIDTH = 1600;

/** The picture formats taken, by their signatures. */
function isTakenType(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

export async function uploadPicture(db: Db, actor: Actor, base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > MAX_BYTES) throw new BusinessError('CONTENT_PICTURE_TOO_LARGE');
  if (!isTakenType(bytes)) throw new BusinessError('CONTENT_PICTURE_TYPE');
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new BusinessError('CONTENT_PICTURE_TYPE'); // the right first bytes, but not a picture
  }
  const name = createHash('sha256').update(encoded.data).digest('base64url').slice(0, 22);
  const now = contextOf(db).now();
  const known = await db.selectFrom('content_pictures').select('id').where('hash', '=', name).executeTakeFirst();
  if (!known) {
    await db
      .insertInto('content_pictures')
      .values({
        hash: name,
        width: encoded.info.width,
        height: encoded.info.height,
        data_base64: encoded.data.toString('base64'),
        staff_name: actor.name,
        created_at: now.getTime(),
      })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
  }
  const path = `/media/${name}.webp`;
  await recordAudit(db, contextOf(db).now, {
    actor,
    action: 'content.picture.upload',
    targetKind: 'content_picture',
    targetId: name,
    before: null,
    after: { path, width: encoded.info.width, height: encoded.info.height, bytes: encoded.data.byteLength },
    reason: null,
  });
  return { path, width: encoded.info.width, height: encoded.info.height };
}

export async function pictureBytes(db: Db, name: string): Promise<string> {
  const row = await db.selectFrom('content_pictures').select('data_base64').where('hash', '=', name).executeTakeFirst();
  if (!row) throw new BusinessError('CONTENT_PICTURE_NOT_FOUND');
  return row.data_base64;
}
