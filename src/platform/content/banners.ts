// The home page's banners in the content desk: every row of the site's agent, shown or not, and a
// change to one (picture, words, link, order, on or off, active dates), audited with before and
// after. Members read them through agent/content.ts, which keeps to the active dates.
import type { z } from 'zod/mini';
import type { BannerRow, bannerSaveRequest } from '../../contract/admin/admin-content.ts';
import { siteAgent } from '../agent/index.ts';
import type { Actor } from '../audit/index.ts';
import { recordContentChange } from './changes.ts';
import { tx, type Db } from '../db/database.ts';
import { BusinessError } from '../errors.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A banner as the desk sends it in. */
export type BannerInput = z.output<typeof bannerSaveRequest>;

export async function listBanners(db: Db): Promise<BannerRow[]> {
  const agent = await siteAgent(db);
  const rows = await db.selectFrom('banners').selectAll().where('agent_id', '=', agent.id).orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    image: row.image,
    title: row.title,
    subtitle: row.subtitle,
    show_text: row.show_text === 1,
    link: row.link,
    sort_order: row.sort_order,
    active: row.active === 1,
    active_from: iso(row.active_from),
    active_until: iso(row.active_until),
  }));
}

export async function saveBanner(db: Db, actor: Actor, input: BannerInput): Promise<{ id: number }> {
  const from = input.active_from ?? null;
  const until = input.active_until ?? null;
  if (from !== null && until !== null && until <= from) throw new BusinessError('CONTENT_SCHEDULE_INVALID');
  return tx(db, async (trx) => {
    const agent = await siteAgent(trx);
    const values = {
      image: input.image,
      title: input.title.trim(),
      subtitle: input.subtitle.trim(),
      show_text: input.show_text ? 1 : 0,
      link: input.link,
      sort_order: input.sort_order,
      active: input.active ? 1 : 0,
      active_from: from,
      active_until: until,
    } as const;
    let id = input.id;
    let before: unknown = null;
    if (id === undefined) {
      const row = await trx
        .insertInto('banners')
        .values({ agent_id: agent.id, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    } else {
      const old = await trx.selectFrom('banners').selectAll().where('id', '=', id).where('agent_id', '=', agent.id).executeTakeFirst();
      if (!old) throw new BusinessError('CONTENT_BANNER_NOT_FOUND');
      before = old;
      await trx.updateTable('banners').set(values).where('id', '=', id).execute();
    }
    await recordContentChange(trx, {
      actor,
      action: before === null ? 'content.banner.create' : 'content.banner.save',
      targetKind: 'banner',
      targetId: String(id),
      before,
      after: values,
      reason: null,
    });
    return { id };
  });
}
