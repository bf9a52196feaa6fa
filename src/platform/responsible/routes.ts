// Responsible play's calls (beyond SPEC.md: README "Calls beyond the spec").
import * as responsible from '../../contract/endpoints/responsible.ts';
import type { Responsible } from '../../contract/responsible.ts';
import { provePassword } from '../auth/login.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { ok, route, type Route } from '../http.ts';
import { getSetting } from '../settings.ts';
import { activeBreak, takeBreak } from './breaks.ts';
import { nextBangkokMidnight } from './days.ts';
import { limitView, setLimit } from './limits.ts';
import { withdrawRemaining } from '../withdrawals/requests.ts';
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

  // During a break log-in is refused, yet the member's money must still reach them: with the
  // phone and password (under the log-in locks), everything withdrawable goes to the registered
  // account. No session is opened.
  route(responsible.withdrawRemaining, async ({ db, body, client }) => {
    const { member, forgive } = await provePassword(db, body.username, body.password, client);
    await tx(db, forgive);
    if (!(await activeBreak(db, member.id))) fail('RESPONSIBLE_NOT_ON_BREAK');
    const requests = await withdrawRemaining(db, member.id);
    const message = requests.length ? 'ส่งคำขอถอนเงินคงเหลือเข้าบัญชีที่ลงทะเบียนไว้แล้ว ทีมงานจะโอนให้โดยเร็ว' : 'ไม่มียอดเงินคงเหลือที่ถอนได้';
    return ok({ requests }, message);
  }),
];
