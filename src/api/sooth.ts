// The sooth call as the formulas page makes it when the member picks another room.
import { soothDetailSchema } from '../contract/sooth.ts';
import { callOrThrow } from './client.ts';

export const soothDetail = (roomId: number) =>
  callOrThrow('/api/sooth/detail', { method: 'POST', body: { room_id: roomId }, data: soothDetailSchema, allowBadRequest: true });
