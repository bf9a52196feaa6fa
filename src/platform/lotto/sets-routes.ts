// The bill builder's conveniences (issue 27): the member's number sets and ดึงโพย. Reading and
// keeping sets moves no money; re-using a bill only reads (the lines are placed later as a bill).
import * as sets from '../../contract/endpoints/lotto/lotto-sets.ts';
import { ok, route, type Route } from '../http.ts';
import { reuseBill } from './bill-reuse.ts';
import { deleteSet, listSets, renameSet, saveSet } from './number-sets.ts';
import { lottoTickLight } from './settlement.ts';

export const setRoutes: Route[] = [
  route(sets.setList, async ({ db, session }) => ok(await listSets(db, session.memberId))),
  route(sets.setSave, async ({ db, body, session }) =>
    ok(await saveSet(db, session.memberId, body.name, body.lines), `บันทึกเลขชุด "${body.name}" แล้ว`),
  ),
  route(sets.setRename, async ({ db, body, session }) =>
    ok(await renameSet(db, session.memberId, body.set_id, body.name), `เปลี่ยนชื่อเลขชุดเป็น "${body.name}" แล้ว`),
  ),
  route(sets.setDelete, async ({ db, body, session }) => ok(await deleteSet(db, session.memberId, body.set_id), 'ลบเลขชุดแล้ว')),
  // The lottery's clock first, so the round found is the one open now (rounds made on schedule).
  route(sets.billReuse, async ({ db, query, session }) => {
    await lottoTickLight(db);
    return ok(await reuseBill(db, session.memberId, query.bill_id));
  }),
];
