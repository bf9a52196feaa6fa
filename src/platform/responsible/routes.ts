// Responsible play's calls (beyond SPEC.md: docs/api.md, "Calls beyond the spec").
import { nextBangkokMidnight } from '../../rules/bangkok-calendar.ts';
import * as responsible from '../../contract/endpoints/account/responsible.ts';
import type { Responsible } from '../../contract/account/responsible.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { ok, route, type Route } from '../http.ts';
import { getSetting } from '../settings.ts';
import { activeBreak, takeBreak } from './breaks.ts';
import { limitView, setLimit } from './limits.ts';
import { sessionSummary } from './session.ts';

const iso = (ms: number) => new Date(ms).toISOString();

async function responsibleView(db: Db, memberId: number): Promise<Responsible> {
  const running = await activeBreak(db, memberId);
  return {
    limits: [await limitView(db, memberId, 'deposit'), await limitView(db, memberId, 'loss')],
    resets_at: iso(nextBangkokMidnight(nowMs(db))),
    raise_delay_hours: await getSetting(db, 'responsible.limit_raise_delay_hours'),
    reminder_minutes: await getSetting(db, 'responsible.reminder_minutes'),
    break: running && { kind: running.kind, starts_at: iso(running.starts_at), ends_at: iso(running.ends_at) },
  };
}

export const responsibleRoutes: Route[] = [
  route(responsible.view, async ({ db, session }) => ok(await responsibleView(db, session.memberId))),

  route(responsible.limit, async ({ db, body, session }) => {
    const state = await setLimit(db, session.memberId, body.kind, body.amount);
    const message = state.pending ? 'บันทึกแล้ว วงเงินใหม่จะมีผลตามเวลาที่แสดง' : 'บันทึกวงเงินแล้ว มีผลทันที';
    return ok(await responsibleView(db, session.memberId), message);
  }),

  route(responsible.takeBreak, async ({ db, body, session }) => {
    const row = await takeBreak(db, session.memberId, body.choice);
    return ok({ kind: row.kind, starts_at: iso(row.starts_at), ends_at: iso(row.ends_at) }, 'เริ่มพักการเล่นแล้ว ระบบได้ออกจากระบบทุกอุปกรณ์');
  }),

  route(responsible.session, async ({ db, session }) => ok(await sessionSummary(db, session))),
];
