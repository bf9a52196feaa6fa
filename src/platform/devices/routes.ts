// The back office's device desk (issue 42): the same functions as `npm run operator -- device`,
// which check devices.manage and write the audit rows. The list never carries a secret.
import * as desk from '../../contract/endpoints/admin/admin-devices.ts';
import { staffActor } from '../audit/index.ts';
import { ok, route, type Route } from '../http.ts';
import { addDevice, changeDevice, listDevices, watchableAccounts } from './records.ts';

const iso = (ms: number) => new Date(ms).toISOString();

const SAID = { pause: 'พักอุปกรณ์แล้ว', resume: 'เปิดใช้อุปกรณ์อีกครั้งแล้ว', revoke: 'ยกเลิกอุปกรณ์แล้ว' } as const;

export const deviceDeskRoutes: Route[] = [
  route(desk.deviceList, async ({ db, staff, client }) => {
    const actor = staffActor(staff, client);
    const [devices, accounts] = await Promise.all([listDevices(db, actor), watchableAccounts(db, actor)]);
    return ok({
      devices: devices.map((row) => ({
        id: row.id,
        forwarder: row.forwarder,
        state: row.state,
        created_at: iso(row.created_at),
        created_by: row.created_by,
        last_sent_at: row.last_sent_at === null ? null : iso(Number(row.last_sent_at)),
        account: { id: row.bank_account_id, bank_code: row.bank_code, account_no: row.account_no, account_name: row.account_name },
      })),
      accounts,
    });
  }),
  route(desk.deviceAdd, async ({ db, body, staff, client }) => {
    const added = await addDevice(db, staffActor(staff, client), String(body.account_id), body.forwarder);
    return ok(
      { id: added.id, forwarder: added.forwarder, secret: added.secret, webhook_path: added.webhookPath },
      `เพิ่มอุปกรณ์ #${added.id} แล้ว กรุณาตั้งค่าในแอปตอนนี้ รหัสลับจะแสดงครั้งเดียว`,
    );
  }),
  route(desk.deviceChange, async ({ db, body, staff, client }) => {
    const state = await changeDevice(db, staffActor(staff, client), body.id, body.change);
    return ok({ id: body.id, state }, `${SAID[body.change]} (#${body.id})`);
  }),
];
