// The marketers' Markdown under src/content/ (checked by content.config.ts at build) becomes the
// first version of each page in a fresh database, live since its front matter's date; from then on
// the content desk edits the database.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { pageFieldsSchema, type PageKind } from '../../contract/content/content.ts';
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';

const FOLDERS: Record<PageKind, string> = { promotion: 'promotions', guide: 'guides' };
const contentDir = new URL('../../content/', import.meta.url);

/** Front matter and body of one Markdown file. */
function readPage(kind: PageKind, file: URL) {
  const text = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file.pathname}: no front matter`);
  const { published, updated, ...front } = parse(match[1]!) as Record<string, unknown>;
  const fields = pageFieldsSchema.parse({ ...front, kind, body: match[2]!.trim() + '\n' });
  return { fields, since: Date.parse(String(published ?? updated)) };
}

export const contentPages: SeedStep = {
  name: 'content-pages',
  async run(db: Db) {
    for (const kind of Object.keys(FOLDERS) as PageKind[]) {
      const folder = new URL(`${FOLDERS[kind]}/`, contentDir);
      for (const name of readdirSync(folder)
        .filter((file) => file.endsWith('.md'))
        .sort()) {
        const { fields, since } = readPage(kind, new URL(name, folder));
        const page = await db
          .insertInto('content_pages')
          .values({ kind, slug: name.slice(0, -3), draft_version_id: 0, created_at: since, updated_at: since })
          .returning('id')
          .executeTakeFirstOrThrow();
        const version = await db
          .insertInto('content_versions')
          .values({
            page_id: Number(page.id),
            number: 1,
            fields_json: JSON.stringify(fields),
            staff_id: null,
            staff_name: 'ไฟล์ตั้งต้น',
            at: since,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .updateTable('content_pages')
          .set({ draft_version_id: Number(version.id), live_version_id: Number(version.id), live_since: since })
          .where('id', '=', Number(page.id))
          .execute();
      }
    }
  },
};
