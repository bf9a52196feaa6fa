// The wheel calls of SPEC.md section 7 (both versions answer alike), and (docs/api.md, "Calls beyond the
// spec") rotating the seed to verify spins; declared once (contract/endpoint.ts). All for a member.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { rotatedSchema } from '../../games/games-table.ts';
import {
  boardEntrySchema,
  spinRequest,
  spinResultSchema,
  wheelConfigSchema,
  wheelRotateRequest,
  wheelSpinSchema,
} from '../../rewards/wheel.ts';

const SPIN = ['WHEEL_CLOSED', 'WHEEL_NO_FREE_SPINS', 'INSUFFICIENT_POINTS'] as const;

export const config = endpoint({ method: 'GET', path: '/api/wheel/config', auth: true, answer: wheelConfigSchema, refusals: [] });
export const configV2 = endpoint({ method: 'GET', path: '/api/wheel/config_v2', auth: true, answer: wheelConfigSchema, refusals: [] });
export const spin = endpoint({
  method: 'POST',
  path: '/api/wheel/spin',
  auth: true,
  body: spinRequest,
  answer: spinResultSchema,
  refusals: SPIN,
});
export const spinV2 = endpoint({
  method: 'POST',
  path: '/api/wheel/spin_v2',
  auth: true,
  body: spinRequest,
  answer: spinResultSchema,
  refusals: SPIN,
});
export const spins = endpoint({ method: 'POST', path: '/api/wheel/reward', auth: true, answer: z.array(wheelSpinSchema), refusals: [] });
export const board = endpoint({ method: 'GET', path: '/api/wheel/board', auth: true, answer: z.array(boardEntrySchema), refusals: [] });
export const rotateSeed = endpoint({
  method: 'POST',
  path: '/api/wheel/rotate_seed',
  auth: true,
  body: wheelRotateRequest,
  answer: rotatedSchema,
  refusals: [],
});
