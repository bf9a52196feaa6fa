// Member calls of SPEC.md section 7.
import { z } from 'zod/mini';
import { callOrThrow } from './client.ts';
import { pointsSchema, walletSchema } from '../contract/member.ts';

export const getWallets = () => callOrThrow('/api/member/wallets', { method: 'POST', data: z.array(walletSchema) });
export const getPoints = () => callOrThrow('/api/member/points', { method: 'POST', data: pointsSchema });
