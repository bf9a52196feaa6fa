// The content desk's pictures: checked by their first bytes and re-encoded as WebP by sharp (at most
// 1600 px wide: a landing page's 800-pixel hero at twice the density; platform/picture-bytes.ts, which
// the members' transfer slips share), and kept in the database under the hash of its bytes, so
// every node serves it and its name never changes for other bytes (cached for ever).
import { recordAudit, type Actor } from '../audit/index.ts';
import { contextOf, type Db } from '../db/database.ts';
import { BusinessError } from '../errors.ts';
import { isTakenType, PICTURE_MAX_BYTES, reencodePicture, type Reencoded } from '../picture-bytes.ts';

export async function uploadPicture(db: Db, actor: Actor, base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > PICTURE_MAX_BYTES) throw new BusinessError('CONTENT_PICTURE_TOO_LARGE');
  if (!isTakenType(bytes)) throw new BusinessError('CONTENT_PICTURE_TYPE');
  let encoded: Reencoded;
  try {
    encoded = await reencodePicture(bytes);
  } catch {
    throw new BusinessError('CONTENT_PICTURE_TYPE'); // the right first bytes, but not a picture
  }
  const name = encoded.hash;
  const now = contextOf(db).now();
  const known = await db.selectFrom('content_pictures').select('id').where('hash', '=', name).executeTakeFirst();
  if (!known) {
    await db
      .insertInto('content_pictures')
      .values({
        hash: name,
        width: encoded.width,
        height: encoded.height,
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
    after: { path, width: encoded.width, height: encoded.height, bytes: encoded.data.byteLength },
    reason: null,
  });
  return { path, width: encoded.width, height: encoded.height };
}

export async function pictureBytes(db: Db, name: string): Promise<string> {
  const row = await db.selectFrom('content_pictures').select('data_base64').where('hash', '=', name).executeTakeFirst();
  if (!row) throw new BusinessError('CONTENT_PICTURE_NOT_FOUND');
  return row.data_base64;
}
