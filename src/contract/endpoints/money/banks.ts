// The banks a member can choose (register, backup account), declared once (contract/endpoint.ts).
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { bankSchema } from '../../money/banks.ts';

export const list = endpoint({ method: 'GET', path: '/api/banks', auth: false, answer: z.array(bankSchema), refusals: [] });
