// The sooth call as the formulas page makes it when the member picks another room, declared in
// contract/endpoints/community/sooth.ts.
import * as sooth from '../../contract/endpoints/community/sooth.ts';
import { requestOrThrow } from '../client.ts';

export const soothDetail = (roomId: number) => requestOrThrow(sooth.detail, { body: { room_id: roomId }, allowBadRequest: true });
