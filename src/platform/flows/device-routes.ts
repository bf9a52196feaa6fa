// The bank-text webhooks (issue 42): each forwarder's delivery checked by devices/ (device,
// signature, time window, paused), then kept and decided by bank-texts.ts, which may run the
// deposit confirmation: so the calls live among the flows.
import * as devices from '../../contract/endpoints/account/devices.ts';
import { noteDeviceSent, smsForwarderDelivery, smsGatewayDelivery } from '../devices/index.ts';
import { ok, route, type Route } from '../http.ts';
import { receiveBankText, type TextOutcome } from './bank-texts.ts';

const SAID: Record<TextOutcome['state'], string> = {
  credited: 'เติมเครดิตรายการฝากแล้ว',
  ignored: 'บันทึกข้อความแล้ว (ไม่ใช่รายการเงินเข้า)',
  review: 'บันทึกข้อความแล้ว รอพนักงานตรวจสอบ',
  duplicate: 'ได้รับข้อความเดียวกันแล้ว ไม่ทำรายการซ้ำ',
};

function answer(outcome: TextOutcome) {
  return ok(
    { message_id: outcome.messageId, kind: outcome.kind, state: outcome.state, deposit_id: outcome.depositId },
    SAID[outcome.state],
  );
}

export const deviceRoutes: Route[] = [
  route(devices.smsForwarderWebhook, async ({ db, query, body }) => {
    const { device, delivery } = await smsForwarderDelivery(db, query.device, body);
    return answer(await receiveBankText(db, device, delivery));
  }),
  route(devices.smsGatewayWebhook, async ({ db, query, body, rawBody, request }) => {
    const { device, delivery } = await smsGatewayDelivery(db, query.device, rawBody, request.headers, body);
    if (!delivery) {
      await noteDeviceSent(db, device.id);
      return ok({ message_id: null, kind: null, state: 'ignored' as const, deposit_id: null }, 'อุปกรณ์ยังทำงานอยู่ (ไม่ใช่ข้อความ SMS)');
    }
    return answer(await receiveBankText(db, device, delivery));
  }),
];
