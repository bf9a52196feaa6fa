// The banks a member can choose (register, backup account): the platform's list, not the site's.
import { z } from 'zod/mini';
import { bankSchema } from '../contract/banks.ts';
import { callOrThrow } from './client.ts';

export const getBanks = () => callOrThrow('/api/banks', { data: z.array(bankSchema) });
