// Wheel calls as the wheel page makes them (the config comes rendered with the page).
import { z } from 'zod/mini';
import { rotatedSchema } from '../contract/games-table.ts';
import { boardEntrySchema, spinResultSchema, wheelSpinSchema } from '../contract/wheel.ts';
import { callOrThrow } from './client.ts';

export const spinWheel = (paidWith: 'free' | 'points') =>
  callOrThrow('/api/wheel/spin_v2', { method: 'POST', body: { paid_with: paidWith }, data: spinResultSchema });

export const wheelBoard = () => callOrThrow('/api/wheel/board', { data: z.array(boardEntrySchema) });

export const mySpins = () => callOrThrow('/api/wheel/reward', { method: 'POST', data: z.array(wheelSpinSchema) });

export const rotateWheelSeed = () => callOrThrow('/api/wheel/rotate_seed', { method: 'POST', data: rotatedSchema });
