// Results that arrive by themselves: from each outside draw's time until the fetch deadline, the
// clock asks the sources the owner configured for its category (with back-off). Two sources that
// give the same numbers stage the result exactly as a person's stage would (the same function, the
// sources named as who entered it), and confirm it when the owner chose so and no second person is
// needed. Sources that disagree, or fewer than two answering by the deadline, raise an alert on
// the risk desk and nothing is paid; a staged or confirmed result is never changed by a later
// fetch (a different answer raises an alert for a person). Never before the draw time. An alert
// hands the round to a person for good: the clock never asks about it again. Only a category the
// operator marked external is asked about, and only its rounds made without a draw of their own: a
// simulated (committed) round settles from its committed draw and never takes a fetched result.
// What the clock knows of a round between ticks (tries, next try, who answered) is a row of
// lotto_result_watches, so a restart or another node goes on from there.
import type { Selectable } from 'kysely';
import { nowMs } from '../db/clock.ts';
import { contextOf, type Db } from '../db/database.ts';
import type { LottoResultAlertsTable } from '../db/tables/lotto-result-alerts.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { log } from '../log.ts';
import { getSetting, type ResultSourceSetting } from '../settings.ts';
import type { DrawResult } from './bet-types.ts';
import { SOURCES_ENTERED_BY } from './official-results.ts';
import { askSource, resultKey } from './result-sources/index.ts';
import type { ResultFetch } from './result-sources/adapter.ts';
import { confirmResult, stageResult } from './results-desk.ts';
import { listCategories, type Category, type RoundRow } from './rounds.ts';

type AlertKind = Selectable<LottoResultAlertsTable>['kind'];
type Answer = { source: string; result: DrawResult | null } | { source: string; error: string };

/** What the clock knows of a round between ticks: how often it asked, when to ask again, and who ever answered. */
interface Watch {
  tries: number;
  nextAt: number;
  answered: string[];
}
const MAX_RETRY_MS = 15 * 60_000;

async function watchOf(db: Db, round: RoundRow): Promise<Watch> {
  const row = await db.selectFrom('lotto_result_watches').selectAll().where('round_id', '=', round.id).executeTakeFirst();
  return row
    ? { tries: row.tries, nextAt: row.next_at, answered: JSON.parse(row.answered) as string[] }
    : { tries: 0, nextAt: round.result_at, answered: [] };
}

async function keepWatch(db: Db, roundId: number, watch: Watch): Promise<void> {
  const values = { tries: watch.tries, next_at: watch.nextAt, answered: JSON.stringify(watch.answered) };
  await db
    .insertInto('lotto_result_watches')
    .values({ round_id: roundId, ...values })
    .onConflict((conflict) => conflict.column('round_id').doUpdateSet(values))
    .execute();
}

/** The round is done with (staged, alerted, or past its deadline): its watch goes. */
async function forgetWatch(db: Db, roundId: number): Promise<void> {
  await db.deleteFrom('lotto_result_watches').where('round_id', '=', roundId).execute();
}

/** Who stages (and confirms) an agreed result: the sources by name, as the audit and the desk show it. */
const sourcesActor = (names: string[]): Actor => ({
  staffId: null,
  name: `${SOURCES_ENTERED_BY} (${names.join(' + ')})`,
  role: 'operator',
  address: 'auto',
});

const numbersText = (result: DrawResult) =>
  [
    `3 ตัวบน ${result.three_top}`,
    `2 ตัวล่าง ${result.two_bottom}`,
    ...(result.three_front.length ? [`3 ตัวหน้า ${result.three_front.join(',')}`] : []),
    ...(result.three_bottom.length ? [`3 ตัวล่าง ${result.three_bottom.join(',')}`] : []),
    ...(result.four_top ? [`4 ตัวบน ${result.four_top}`] : []),
  ].join(' ');
const answersText = (answers: Answer[]) =>
  answers
    .map((answer) => ('result' in answer && answer.result ? `${answer.source}: ${numbersText(answer.result)}` : `${answer.source}: ไม่มีผล`))
    .join(' / ');

async function raiseAlert(db: Db, round: RoundRow, kind: AlertKind, message: string, answers: Answer[]): Promise<void> {
  const inserted = await db
    .insertInto('lotto_result_alerts')
    .values({ round_id: round.id, kind, message, answers: JSON.stringify(answers), raised_at: nowMs(db) })
    .onConflict((conflict) => conflict.columns(['round_id', 'kind']).doNothing())
    .returning('id')
    .execute();
  // The round is a person's from now on: what the clock knew of it goes.
  await forgetWatch(db, round.id);
  if (inserted.length === 0) return;
  await recordAudit(db, contextOf(db).now, {
    actor: sourcesActor(answers.map((answer) => answer.source)),
    action: 'lotto.result.alert',
    targetKind: 'lotto_round',
    targetId: String(round.id),
    before: null,
    after: { kind, message, answers },
    reason: null,
  });
}

/** The result a later answer must match: the round's confirmed one, or the one staged on it. */
async function resultHeld(db: Db, round: RoundRow): Promise<{ result: DrawResult; confirmed: boolean } | null> {
  if (round.state === 'settled' && round.result) return { result: JSON.parse(round.result) as DrawResult, confirmed: true };
  const staged = await db
    .selectFrom('lotto_staged_results')
    .select('result')
    .where('round_id', '=', round.id)
    .where('state', '=', 'staged')
    .executeTakeFirst();
  return staged ? { result: JSON.parse(staged.result) as DrawResult, confirmed: false } : null;
}

async function watchRound(
  db: Db,
  fetch: ResultFetch,
  category: Category,
  round: RoundRow,
  sources: ResultSourceSetting[],
  autoConfirm: boolean,
) {
  const now = nowMs(db);
  const alerted = await db.selectFrom('lotto_result_alerts').select('kind').where('round_id', '=', round.id).execute();
  // An alert hands the round to a person: the clock does no more with it, acknowledged or not.
  if (alerted.length > 0) return;
  const watch = await watchOf(db, round);
  const held = await resultHeld(db, round);
  const deadline = round.result_at + (await getSetting(db, 'lotto.result_fetch_deadline_minutes')) * 60_000;
  if (now > deadline) {
    await forgetWatch(db, round.id);
    if (held || round.state !== 'pending') return;
    // Who answered across every try (and every restart): the alert names the one source that did.
    const { answered } = watch;
    const message =
      answered.length === 0
        ? 'ถึงเวลาที่กำหนดแล้ว ไม่มีแหล่งผลใดตอบผลงวดนี้ ยังไม่จ่าย กรุณากรอกผลเอง'
        : `ถึงเวลาที่กำหนดแล้ว มีแหล่งผลตอบเพียง ${answered.join(', ')} ยังไม่จ่าย กรุณาตรวจผลและกรอกผลเอง`;
    await raiseAlert(db, round, answered.length === 0 ? 'no_source' : 'one_source', message, []);
    return;
  }
  if (now < watch.nextAt || now < round.result_at) return;

  const answers: Answer[] = await Promise.all(
    sources.map(async (source) => ({ source: source.name, ...(await askSource(fetch, source, category.kind, round.draw_date)) })),
  );
  const retry = (await getSetting(db, 'lotto.result_fetch_retry_seconds')) * 1000;
  const results = answers.filter(
    (answer): answer is { source: string; result: DrawResult } => 'result' in answer && answer.result !== null,
  );
  for (const answer of answers) {
    if ('error' in answer) log.warn({ source: answer.source, round_id: round.id, error: answer.error }, 'result source unreadable');
  }
  await keepWatch(db, round.id, {
    tries: watch.tries + 1,
    nextAt: now + Math.min(retry * 2 ** watch.tries, MAX_RETRY_MS),
    answered: [...new Set([...watch.answered, ...results.map((answer) => answer.source)])],
  });
  const byKey = Map.groupBy(results, (answer) => resultKey(answer.result));

  if (held) {
    if (results.some((answer) => resultKey(answer.result) !== resultKey(held.result)))
      await raiseAlert(
        db,
        round,
        held.confirmed ? 'after_confirmed' : 'disagree',
        held.confirmed
          ? `ผลที่ยืนยันและจ่ายรางวัลแล้ว (${numbersText(held.result)}) ไม่ตรงกับแหล่งผล: ${answersText(results)} ผลที่จ่ายแล้วไม่ถูกเปลี่ยน กรุณาตรวจกับประกาศผลอย่างเป็นทางการ`
          : `ผลที่รอยืนยัน (${numbersText(held.result)}) ไม่ตรงกับแหล่งผล: ${answersText(results)} กรุณาตรวจสอบ หากผิดให้กรอกผลใหม่หรือยกเลิกงวด`,
        answers,
      );
    return;
  }
  if (byKey.size > 1) {
    await raiseAlert(db, round, 'disagree', `แหล่งผลให้ผลไม่ตรงกัน ยังไม่จ่าย: ${answersText(results)}`, answers);
    return;
  }
  const [agreed] = [...byKey.values()];
  if (!agreed || agreed.length < 2) return;
  const actor = sourcesActor(agreed.map((answer) => answer.source));
  const preview = await stageResult(db, actor, round.id, agreed[0]!.result);
  await forgetWatch(db, round.id);
  if (autoConfirm && !preview.second_person) await confirmResult(db, actor, round.id, preview.staged_id);
}

/** One pass over the configured categories' rounds around their draw time: the clock's part. */
export async function watchResults(db: Db, fetch: ResultFetch, stop?: AbortSignal): Promise<void> {
  const configured = await getSetting(db, 'lotto.result_sources');
  const codes = Object.keys(configured).filter((code) => configured[code]!.sources.length > 0);
  if (codes.length === 0) return;
  const now = nowMs(db);
  const deadlineMs = (await getSetting(db, 'lotto.result_fetch_deadline_minutes')) * 60_000;
  // A round voided while asked about (or left past the window below) is never reached: its watch goes here.
  await db
    .deleteFrom('lotto_result_watches')
    .where('round_id', 'in', (eb) =>
      eb
        .selectFrom('lotto_rounds')
        .select('id')
        .where((round) =>
          round.or([round('state', 'not in', ['pending', 'settled']), round('result_at', '<', now - deadlineMs - 86_400_000)]),
        ),
    )
    .execute();
  // A simulated category is never asked about, whatever the setting names (the operator's `setting`
  // and `source` commands refuse to make the two meet; draw-source.ts).
  const categories = (await listCategories(db)).filter((category) => codes.includes(category.code) && category.draw_source === 'external');
  for (const category of categories) {
    const { sources, auto_confirm } = configured[category.code]!;
    const rounds = (await db
      .selectFrom('lotto_rounds')
      .selectAll()
      .where('category_id', '=', category.id)
      .where('draw', 'is', null)
      .where('result_at', '<=', now)
      // One pass after the deadline, for its alert.
      .where('result_at', '>=', now - deadlineMs - 86_400_000)
      .where('state', 'in', ['pending', 'settled'])
      .orderBy('result_at')
      .execute()) as RoundRow[];
    for (const round of rounds) {
      if (stop?.aborted) return;
      if (round.state === 'settled' && (round.result_source !== 'operator' || now > round.result_at + deadlineMs)) continue;
      // One round refused (a person settled it meanwhile) leaves the others watched.
      await watchRound(db, fetch, category, round, sources, auto_confirm === 1).catch((error: unknown) =>
        log.error({ err: error, round_id: round.id }, 'result sources: round not taken'),
      );
    }
  }
}
