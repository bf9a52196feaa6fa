// The sooth calls of SPEC.md section 7, open to visitors (statistics of public tables), declared
// once (contract/endpoint.ts).
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { soothDetailRequest, soothDetailSchema, soothRoomSchema } from '../../community/sooth.ts';

export const rooms = endpoint({
  method: 'POST',
  path: '/api/sooth/baccarat',
  auth: 'optional',
  answer: z.array(soothRoomSchema),
  refusals: [],
});
export const detail = endpoint({
  method: 'POST',
  path: '/api/sooth/detail',
  auth: 'optional',
  body: soothDetailRequest,
  answer: soothDetailSchema,
  refusals: ['SOOTH_ROOM_NOT_FOUND'],
});
