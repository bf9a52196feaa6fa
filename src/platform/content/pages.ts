// The marketers' pages: a draft is the newest saved version; publishing points the page's live
// version at it, now or at a Bangkok minute, until an optional expiry. Every save is a version
// (append-only, who and when); a revert saves an old version again as the newest. Each change
// writes its audit row in its own transaction. Time comes from the platform's clock (contextOf).
import type { Selectable } from 'kysely';
import {
  pageFieldsSchema,
  storedPageFieldsSchema,
  type PageFields,
  type PageKind,
  type RenderedPage,
} from '../../contract/content/content.ts';
import type { PageDetail, PageRow } from '../../contract/admin/admin-content.ts';
import type { Actor } from '../audit/index.ts';
import { recordContentChange } from './changes.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import type { ContentPagesTable } from '../db/tables/content-pages.ts';
import { BusinessError } from '../errors.ts';
import { renderMarkdown } from './markdown.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A page as the desk reads it (its creation time aside). */
type PageRecord = Omit<Selectable<ContentPagesTable>, 'created_at'>;

function stateOf(page: PageRecord, now: number): PageRow['state'] {
  if (page.live_version_id === null) return 'draft';
  if (page.publish_at !== null && page.publish_at > now) return 'scheduled';
  if (page.expire_at !== null && page.expire_at <= now) return 'expired';
  return 'live';
}

async function pageOrRefuse(db: Db, id: number): Promise<PageRecord> {
  const page = await db.selectFrom('content_pages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!page) throw new BusinessError('CONTENT_PAGE_NOT_FOUND');
  return page;
}

async function addVersion(db: Db, actor: Actor, pageId: number, fields: PageFields): Promise<{ id: number; number: number }> {
  const last = await db
    .selectFrom('content_versions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  const row = await db
    .insertInto('content_versions')
    .values({
      page_id: pageId,
      number,
      fields_json: JSON.stringify(fields),
      staff_id: actor.staffId,
      staff_name: actor.name,
      at: contextOf(db).now().getTime(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), number };
}

async function refuseTakenSlug(db: Db, kind: PageKind, slug: string, pageId: number | undefined): Promise<void> {
  const other = await db.selectFrom('content_pages').select('id').where('kind', '=', kind).where('slug', '=', slug).executeTakeFirst();
  if (other && Number(other.id) !== pageId) throw new BusinessError('CONTENT_SLUG_TAKEN');
}

/** Saves a draft: a new page (no id) or the page's next version. What is live does not change. */
export async function savePage(db: Db, actor: Actor, input: { id?: number; slug: string; fields: PageFields }) {
  await renderMarkdown(input.fields.body);
  return tx(db, async (trx) => {
    const now = contextOf(trx).now().getTime();
    await refuseTakenSlug(trx, input.fields.kind, input.slug, input.id);
    let pageId = input.id;
    let before: unknown = null;
    if (pageId === undefined) {
      const row = await trx
        .insertInto('content_pages')
        .values({ kind: input.fields.kind, slug: input.slug, draft_version_id: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      pageId = Number(row.id);
    } else {
      const page = await pageOrRefuse(trx, pageId);
      if (page.kind !== input.fields.kind) throw new BusinessError('CONTENT_PAGE_NOT_FOUND');
      before = { slug: page.slug, version_id: page.draft_version_id };
    }
    const version = await addVersion(trx, actor, pageId, input.fields);
    await trx
      .updateTable('content_pages')
      .set({ slug: input.slug, draft_version_id: version.id, updated_at: now })
      .where('id', '=', pageId)
      .execute();
    await recordContentChange(trx, {
      actor,
      action: before === null ? 'content.page.create' : 'content.page.save',
      targetKind: 'content_page',
      targetId: String(pageId),
      before,
      after: { slug: input.slug, version: version.number, title: input.fields.title },
      reason: null,
    });
    return { id: pageId, version: version.number };
  });
}

/** Publishes the draft now, or at `at` (a scheduled publish), until `until` when given. */
export async function publishPage(db: Db, actor: Actor, id: number, at: number | null, until: number | null): Promise<void> {
  await tx(db, async (trx) => {
    const now = contextOf(trx).now().getTime();
    const page = await pageOrRefuse(trx, id);
    const from = at ?? now;
    if (until !== null && until <= from) throw new BusinessError('CONTENT_SCHEDULE_INVALID');
    await trx
      .updateTable('content_pages')
      .set({ live_version_id: page.draft_version_id, publish_at: at, expire_at: until, live_since: from, updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordContentChange(trx, {
      actor,
      action: at === null || at <= now ? 'content.page.publish' : 'content.page.schedule',
      targetKind: 'content_page',
      targetId: String(id),
      before: { live_version_id: page.live_version_id, publish_at: page.publish_at, expire_at: page.expire_at },
      after: { live_version_id: page.draft_version_id, publish_at: at, expire_at: until },
      reason: null,
    });
  });
}

export async function unpublishPage(db: Db, actor: Actor, id: number): Promise<void> {
  await tx(db, async (trx) => {
    const page = await pageOrRefuse(trx, id);
    await trx
      .updateTable('content_pages')
      .set({ live_version_id: null, publish_at: null, expire_at: null, live_since: null, updated_at: contextOf(trx).now().getTime() })
      .where('id', '=', id)
      .execute();
    await recordContentChange(trx, {
      actor,
      action: 'content.page.unpublish',
      targetKind: 'content_page',
      targetId: String(id),
      before: { live_version_id: page.live_version_id },
      after: { live_version_id: null },
      reason: null,
    });
  });
}

/** One click: the old version is saved again as the newest; a live page shows it at once. */
export async function revertPage(db: Db, actor: Actor, id: number, versionId: number) {
  return tx(db, async (trx) => {
    const now = contextOf(trx).now().getTime();
    const page = await pageOrRefuse(trx, id);
    const old = await trx
      .selectFrom('content_versions')
      .select(['number', 'fields_json'])
      .where('id', '=', versionId)
      .where('page_id', '=', id)
      .executeTakeFirst();
    if (!old) throw new BusinessError('CONTENT_VERSION_NOT_FOUND');
    // An old version saved before today's rules (a link off the site) is not brought back as it was.
    const fields = pageFieldsSchema.safeParse(JSON.parse(old.fields_json));
    if (!fields.success) throw new BusinessError('CONTENT_UNSAFE', { what: fields.error.issues[0]!.message });
    const version = await addVersion(trx, actor, id, fields.data);
    const live = page.live_version_id !== null;
    await trx
      .updateTable('content_pages')
      .set({ draft_version_id: version.id, updated_at: now, ...(live ? { live_version_id: version.id } : {}) })
      .where('id', '=', id)
      .execute();
    await recordContentChange(trx, {
      actor,
      action: 'content.page.revert',
      targetKind: 'content_page',
      targetId: String(id),
      before: { version_id: page.draft_version_id },
      after: { reverted_to: old.number, version: version.number, live },
      reason: null,
    });
    return { id, version: version.number };
  });
}

function rowOf(
  page: PageRecord,
  draft: { fields_json: string; staff_name: string; live_fields_json: string | null },
  now: number,
): PageRow {
  const fields = JSON.parse(draft.fields_json) as PageFields;
  return {
    id: Number(page.id),
    kind: page.kind,
    slug: page.slug,
    title: fields.title,
    state: stateOf(page, now),
    unpublished_changes: page.live_version_id !== page.draft_version_id && draft.live_fields_json !== draft.fields_json,
    publish_at: page.publish_at === null ? null : iso(Number(page.publish_at)),
    expire_at: page.expire_at === null ? null : iso(Number(page.expire_at)),
    updated_at: iso(Number(page.updated_at)),
    updated_by: draft.staff_name,
  };
}

function pagesWithDraft(db: Db) {
  return db
    .selectFrom('content_pages as p')
    .innerJoin('content_versions as d', 'd.id', 'p.draft_version_id')
    .leftJoin('content_versions as l', 'l.id', 'p.live_version_id')
    .select([
      'p.id',
      'p.kind',
      'p.slug',
      'p.draft_version_id',
      'p.live_version_id',
      'p.publish_at',
      'p.expire_at',
      'p.live_since',
      'p.updated_at',
      'd.fields_json',
      'd.staff_name',
      'l.fields_json as live_fields_json',
    ]);
}

export async function listPages(db: Db): Promise<PageRow[]> {
  const now = contextOf(db).now().getTime();
  const rows = await pagesWithDraft(db).orderBy('p.kind').orderBy('p.slug').execute();
  return rows.map((row) => rowOf(row, row, now));
}

export async function pageDetail(db: Db, id: number): Promise<PageDetail> {
  const row = await pagesWithDraft(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('CONTENT_PAGE_NOT_FOUND');
  const versions = await db
    .selectFrom('content_versions')
    .select(['id', 'number', 'at', 'staff_name', 'fields_json'])
    .where('page_id', '=', id)
    .orderBy('number', 'desc')
    .limit(50)
    .execute();
  return {
    page: rowOf(row, row, contextOf(db).now().getTime()),
    fields: storedPageFieldsSchema.parse(JSON.parse(row.fields_json)),
    versions: versions.map((version) => ({
      id: Number(version.id),
      number: version.number,
      at: iso(Number(version.at)),
      by: version.staff_name,
      title: (JSON.parse(version.fields_json) as PageFields).title,
      live: Number(version.id) === Number(row.live_version_id),
    })),
  };
}

// Rendered bodies by version id: a version never changes, so neither does its HTML.
const renderedBodies = new Map<number, string>();
async function bodyHtml(versionId: number, body: string): Promise<string> {
  const known = renderedBodies.get(versionId);
  if (known !== undefined) return known;
  const html = await renderMarkdown(body);
  if (renderedBodies.size > 500) renderedBodies.clear();
  renderedBodies.set(versionId, html);
  return html;
}

function livePagesQuery(db: Db, now: number) {
  return db
    .selectFrom('content_pages as p')
    .innerJoin('content_versions as l', 'l.id', 'p.live_version_id')
    .select(['p.slug', 'p.live_since', 'l.id as version_id', 'l.fields_json'])
    .where((eb) => eb.or([eb('p.publish_at', 'is', null), eb('p.publish_at', '<=', now)]))
    .where((eb) => eb.or([eb('p.expire_at', 'is', null), eb('p.expire_at', '>', now)]));
}

async function rendered(row: { slug: string; live_since: number | null; version_id: number; fields_json: string }): Promise<RenderedPage> {
  const fields = storedPageFieldsSchema.parse(JSON.parse(row.fields_json));
  return {
    slug: row.slug,
    fields,
    html: await bodyHtml(Number(row.version_id), fields.body),
    published_at: iso(Number(row.live_since ?? 0)),
  };
}

/** The live page a visitor asks for (not found before its publish minute and from its expiry on). */
export async function livePage(db: Db, kind: PageKind, slug: string): Promise<RenderedPage> {
  const row = await livePagesQuery(db, contextOf(db).now().getTime())
    .where('p.kind', '=', kind)
    .where('p.slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new BusinessError('CONTENT_PAGE_NOT_FOUND');
  return rendered(row);
}

export async function livePages(db: Db, kind: PageKind | undefined): Promise<RenderedPage[]> {
  let query = livePagesQuery(db, contextOf(db).now().getTime());
  if (kind) query = query.where('p.kind', '=', kind);
  const rows = await query.orderBy('p.slug').execute();
  return Promise.all(rows.map(rendered));
}
