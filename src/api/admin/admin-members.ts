// The members desk's calls (a member's page: adjust, lock, end sessions, a new code), declared in
// contract/endpoints/admin/admin-members.ts.
import * as members from '../../contract/endpoints/admin/admin-members.ts';
import { adminCall, type BodyOf } from './admin.ts';

type MemberBody = BodyOf<typeof members.lock>;

export const adjustBalance = (body: BodyOf<typeof members.adjust>) => adminCall(members.adjust, { body });
/** A second person's yes or no to an adjustment above the threshold. */
export const decideAdjustment = (body: BodyOf<typeof members.adjustDecide>) => adminCall(members.adjustDecide, { body });
export const lockMember = (body: MemberBody) => adminCall(members.lock, { body });
export const unlockMember = (body: MemberBody) => adminCall(members.unlock, { body });
export const endSessions = (body: BodyOf<typeof members.endSessions>) => adminCall(members.endSessions, { body });
export const resetCode = (body: BodyOf<typeof members.resetCode>) => adminCall(members.resetCode, { body });
