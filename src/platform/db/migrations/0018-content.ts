// The content desk (issue 28): the marketers' pages in the database, with every saved version
// (append-only: who, when, what) and the schedule; pictures as bytes, so every node serves them; banners get active dates.
// A page is live when it has a live version, its publish time has come and its expiry has not.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { appendOnly, columnKinds, inList } from './columns.ts';

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id, int } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('content_pages')
    .addColumn('id', big, id)
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ['promotion', 'guide'])))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('draft_version_id', big, (c) => c.notNull())
    // null: not published (a draft, or unpublished)
    .addColumn('live_version_id', big)
    .addColumn('publish_at', big)
    .addColumn('expire_at', big)
    .addColumn('live_since', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addUniqueConstraint('content_pages_kind_slug', ['kind', 'slug'])
    .execute();
  await s
    .createTable('content_versions')
    .addColumn('id', big, id)
    .addColumn('page_id', big, (c) => c.notNull())
    .addColumn('number', int, (c) => c.notNull())
    /** JSON: the kind's fields, body included (contract/content/content.ts) */
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('staff_id', big)
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('at', big, (c) => c.notNull())
    .addUniqueConstraint('content_versions_page_number', ['page_id', 'number'])
    .execute();
  await s
    .createTable('content_pictures')
    .addColumn('id', big, id)
    /** sha256 of the stored bytes, base64url: the picture's name, so it can be cached for ever */
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('width', int, (c) => c.notNull())
    .addColumn('height', int, (c) => c.notNull())
    /** the re-encoded WebP, base64 (one column type on both engines) */
    .addColumn('data_base64', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
}

export function content(kind: EngineKind): Migration {
  return {
    async up(db) {
      await createTables(db, kind);
      for (const statement of appendOnly(kind, 'content_versions', 'content versions are append-only'))
        await sql.raw(statement).execute(db);
      // A banner's active dates (epoch ms; null: no limit), set in the content desk.
      const { big } = columnKinds(kind);
      await db.schema.alterTable('banners').addColumn('active_from', big).execute();
      await db.schema.alterTable('banners').addColumn('active_until', big).execute();
    },
  };
}
