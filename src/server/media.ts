// The content desk's pictures for /media/{name}.webp: the bytes come from the platform (its
// database, so every node has them) and are kept in memory once read; a name is the hash of its
// bytes, so a picture never changes and the browser may keep it for ever.
import * as content from '../contract/endpoints/content/content.ts';
import { PICTURE_NAME } from '../contract/content/content.ts';
import { load } from './page-load.ts';

const MAX_KEPT = 200;
const kept = new Map<string, Buffer>();

/** The picture's bytes, or null when there is no such picture. */
export async function pictureFile(name: string): Promise<Buffer | null> {
  if (!PICTURE_NAME.test(name)) return null;
  const hit = kept.get(name);
  if (hit) return hit;
  const { data } = await load(content.picture, { query: { name } });
  if (!data) return null;
  const bytes = Buffer.from(data.data_base64, 'base64');
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(name, bytes);
  return bytes;
}
