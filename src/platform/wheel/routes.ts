// The wheel calls of SPEC.md section 7 (both versions answer alike), and (beyond the spec: README
// "Calls beyond the spec") rotating the seed to verify spins. All for a logged-in member.
import { spinRequest, wheelRotateRequest } from '../../contract/wheel.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { memberSpins, rotateWheelSeed, spinWheel, wheelBoard, wheelConfig } from './wheel.ts';

const configRoute = (path: string) =>
  defineRoute({ method: 'GET', path, auth: true, handle: async ({ db, session }) => ok(await wheelConfig(db, session.memberId)) });

const spinRoute = (path: string) =>
  defineRoute({
    method: 'POST',
    path,
    auth: true,
    body: spinRequest,
    handle: async ({ db, body, session }) => ok(await spinWheel(db, session.memberId, body.paid_with)),
  });

export const wheelRoutes: Route[] = [
  configRoute('/api/wheel/config'),
  configRoute('/api/wheel/config_v2'),
  spinRoute('/api/wheel/spin'),
  spinRoute('/api/wheel/spin_v2'),
  defineRoute({
    method: 'POST',
    path: '/api/wheel/reward',
    auth: true,
    handle: async ({ db, session }) => ok(await memberSpins(db, session.memberId)),
  }),
  defineRoute({ method: 'GET', path: '/api/wheel/board', auth: true, handle: async ({ db }) => ok(await wheelBoard(db)) }),
  defineRoute({
    method: 'POST',
    path: '/api/wheel/rotate_seed',
    auth: true,
    body: wheelRotateRequest,
    handle: async ({ db, body, session }) =>
      ok(await rotateWheelSeed(db, session.memberId, body.client_seed), 'เปลี่ยนซีดแล้ว ซีดเดิมเปิดเผยเพื่อตรวจสอบได้'),
  }),
];
