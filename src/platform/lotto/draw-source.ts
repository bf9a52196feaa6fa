// Where a round's numbers come from, and the operator marking a category's source. A round keeps
// the source it was made with: a committed draw stays committed whatever the category says later.
// Simulated draws stay honest: a category with result sources configured (lotto.result_sources) is
// external, so none of the rounds it makes has a draw of its own to settle from, and a simulated
// (committed) category is never given sources; the `setting` and `source` commands refuse the mix.
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import { operatorActor, recordAudit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { getSetting, type SettingValue } from '../settings.ts';
import type { DrawSource } from './draws.ts';
import { categoriesByCode, type Category, type RoundRow } from './rounds.ts';

/** The rules text's sentence on where results come from (swapped when the source changes). */
export const SOURCE_RULE: Record<'committed' | 'external', string> = {
  committed: 'ผลจำลองถูกกำหนดไว้ก่อนเปิดรับแทง และเผยแพร่ค่า SHA-256 ของผลพร้อมรหัสลับ ตรวจสอบได้เมื่อผลออก',
  external: 'ผลรางวัลตามการออกรางวัลอย่างเป็นทางการ ผู้ดูแลระบบเป็นผู้กรอกผลและแสดงเวลาที่กรอกพร้อมผล หากไม่มีผลภายในเวลาที่กำหนด ระบบคืนเงินทั้งงวด',
};

/** A round's own source: Yeekee from shots, a round made with a draw from it, else the outside draw. */
export function roundDrawSource(round: RoundRow, category: Category): DrawSource {
  if (category.kind === 'yeekee') return 'shots';
  return round.draw !== null ? 'committed' : 'external';
}

/** Who did it, as the operator log keeps it: a short printable name. */
export function operatorName(name: string): string {
  const trimmed = name.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!trimmed || trimmed.length > 64 || /[\u0000-\u001f\u007f]/.test(trimmed)) fail('LOTTO_OPERATOR_NAME_INVALID');
  return trimmed;
}

/**
 * Operator: the source of the rounds a category makes from now on (rounds already made keep
 * theirs), logged with who changed it and when. Yeekee's numbers always come from its shots.
 */
export async function setDrawSource(db: Db, code: string, source: DrawSource, changedBy: string): Promise<Category> {
  const by = operatorName(changedBy);
  if (source === 'shots') fail('LOTTO_DRAW_SOURCE_FIXED');
  return tx(db, async (trx) => {
    const category = (await categoriesByCode(trx, code))[0] ?? fail('LOTTO_CATEGORY_NOT_FOUND');
    if (category.kind === 'yeekee') fail('LOTTO_DRAW_SOURCE_FIXED');
    if (category.draw_source === source) return category;
    if (source === 'committed' && ((await getSetting(trx, 'lotto.result_sources'))[code]?.sources.length ?? 0) > 0)
      fail('LOTTO_SOURCE_HAS_SOURCES', { name: category.name });
    // The rules members read say where results come from (an operator's own wording is kept).
    const rules = category.rule_text.replace(SOURCE_RULE[category.draw_source as 'committed' | 'external'], SOURCE_RULE[source]);
    await trx.updateTable('lotto_categories').set({ draw_source: source, rule_text: rules }).where('id', '=', category.id).execute();
    await trx
      .insertInto('lotto_draw_source_changes')
      .values({ category_id: category.id, draw_source: source, changed_by: by, changed_at: nowMs(trx) })
      .execute();
    await recordAudit(trx, contextOf(trx).now, {
      actor: operatorActor(by),
      action: 'lotto.source',
      targetKind: 'lotto_category',
      targetId: category.code,
      before: { draw_source: category.draw_source },
      after: { draw_source: source },
      reason: null,
    });
    return { ...category, draw_source: source, rule_text: rules };
  });
}

/** Refuses result sources for a category not marked external (or not there): its committed draws settle it. */
export async function checkResultSources(db: Db, configured: SettingValue<'lotto.result_sources'>): Promise<void> {
  for (const [code, entry] of Object.entries(configured)) {
    if (entry.sources.length === 0) continue;
    const category = (await categoriesByCode(db, code))[0] ?? fail('LOTTO_CATEGORY_NOT_FOUND');
    if (category.draw_source !== 'external') fail('LOTTO_SOURCES_SIMULATED', { name: category.name });
  }
}
