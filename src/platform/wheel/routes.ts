// The wheel calls of SPEC.md section 7 (both versions answer alike), and (beyond the spec: docs/api.md,
// "Calls beyond the spec") rotating the seed to verify spins. All for a logged-in member.
import * as wheel from '../../contract/endpoints/rewards/wheel.ts';
import { ok, route, type Context, type Route } from '../http.ts';
import { memberSpins, rotateWheelSeed, spinWheel, wheelBoard, wheelConfig } from './wheel.ts';

type Member = Context<undefined, undefined, true>;
type Spin = Context<{ paid_with: 'free' | 'points' }, undefined, true>;
const config = async ({ db, session }: Member) => ok(await wheelConfig(db, session.memberId));
const spin = async ({ db, body, session }: Spin) => ok(await spinWheel(db, session.memberId, body.paid_with));

export const wheelRoutes: Route[] = [
  route(wheel.config, config),
  route(wheel.configV2, config),
  route(wheel.spin, spin),
  route(wheel.spinV2, spin),
  route(wheel.spins, async ({ db, session }) => ok(await memberSpins(db, session.memberId))),
  route(wheel.board, async ({ db }) => ok(await wheelBoard(db))),
  route(wheel.rotateSeed, async ({ db, body, session }) =>
    ok(await rotateWheelSeed(db, session.memberId, body.client_seed), 'เปลี่ยนซีดแล้ว ซีดเดิมเปิดเผยเพื่อตรวจสอบได้'),
  ),
];
