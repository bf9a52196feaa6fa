// The bill builder's conveniences (issue 27), declared in contract/endpoints/lotto/lotto-sets.ts: the
// member's number sets, and an earlier bill's lines for the round open now (ดึงโพย).
import * as sets from '../../contract/endpoints/lotto/lotto-sets.ts';
import type { NumberSetLine } from '../../contract/lotto/lotto-sets.ts';
import { request, requestOrThrow } from '../client.ts';

export const getSets = () => requestOrThrow(sets.setList);
/** Refusals (the name taken, too many sets) come back as the envelope, to show beside the form. */
export const saveSet = (name: string, lines: NumberSetLine[]) => request(sets.setSave, { body: { name, lines } });
export const renameSet = (setId: number, name: string) => request(sets.setRename, { body: { set_id: setId, name } });
export const deleteSet = (setId: number) => requestOrThrow(sets.setDelete, { body: { set_id: setId } });
export const getBillReuse = (billId: number) => requestOrThrow(sets.billReuse, { query: { bill_id: billId } });
