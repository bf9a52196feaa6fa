// Numbers opened on a round that its category still reduces or closes for every round (a category's
// rule holds in each of its rounds): the desk says so after "เปิดรับตามปกติ", not a silent no-op.
import { heldNoteTh } from '../../i18n/admin/admin-lotto.ts';

export const heldNote = (held: number) => (held > 0 ? heldNoteTh(held) : '');
