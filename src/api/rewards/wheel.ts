// Wheel calls as the wheel page makes them (the config comes rendered with the page), declared in
// contract/endpoints/rewards/wheel.ts.
import * as wheel from '../../contract/endpoints/rewards/wheel.ts';
import { requestOrThrow } from '../client.ts';

export const spinWheel = (paidWith: 'free' | 'points') => requestOrThrow(wheel.spinV2, { body: { paid_with: paidWith } });

export const wheelBoard = () => requestOrThrow(wheel.board);

export const mySpins = () => requestOrThrow(wheel.spins);

export const rotateWheelSeed = () => requestOrThrow(wheel.rotateSeed);
