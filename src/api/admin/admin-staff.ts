// The staff's own calls (log-in, enrolment, log-out) and the owner's staff desk, declared in
// contract/endpoints/admin/admin-staff.ts.
import * as staff from '../../contract/endpoints/admin/admin-staff.ts';
import { adminCall, type BodyOf } from './admin.ts';

export const logIn = (body: BodyOf<typeof staff.staffLogin>) => adminCall(staff.staffLogin, { body });
/** The log-in's second step: the authenticator's code for the first step's challenge. */
export const logInCode = (body: BodyOf<typeof staff.staffLoginCode>) => adminCall(staff.staffLoginCode, { body });
export const enrol = (body: BodyOf<typeof staff.enrol>) => adminCall(staff.enrol, { body });
export const logOut = () => adminCall(staff.staffLogout);

export const getStaff = () => adminCall(staff.staffList);
export const inviteStaff = (body: BodyOf<typeof staff.staffInvite>) => adminCall(staff.staffInvite, { body });
export const changeRole = (body: BodyOf<typeof staff.staffRole>) => adminCall(staff.staffRole, { body });
export const disableStaff = (body: BodyOf<typeof staff.staffDisable>) => adminCall(staff.staffDisable, { body });
export const relinkStaff = (body: BodyOf<typeof staff.staffRelink>) => adminCall(staff.staffRelink, { body });
