// The back office's staff calls (issue 25): log-in (password, then a TOTP or recovery code),
// enrolment by a one-time link, who is logged in, and the owner's staff desk.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { STAFF_STREAM_PATH, staffEvents } from '../../admin/staff-live.ts';
import {
  challengeSchema,
  disableRequest,
  enrolInfoSchema,
  enrolLinkSchema,
  enrolledSchema,
  enrolQuery,
  enrolRequest,
  inviteRequest,
  relinkRequest,
  roleRequest,
  staffCodeRequest,
  staffListSchema,
  staffLoginRequest,
  staffMeSchema,
  staffSessionSchema,
} from '../../admin/admin-staff.ts';

const none = z.unknown();

/** Step 1: name and password; answers the challenge the second step sends back. */
export const staffLogin = endpoint({
  method: 'POST',
  path: '/api/admin/login',
  auth: false,
  body: staffLoginRequest,
  answer: challengeSchema,
  refusals: ['STAFF_LOGIN_FAILED', 'STAFF_LOGIN_LOCKED'],
});
/** Step 2: the app's code or a recovery code; opens the staff session (the door keeps it in a cookie). */
export const staffLoginCode = endpoint({
  method: 'POST',
  path: '/api/admin/login/code',
  auth: false,
  body: staffCodeRequest,
  answer: staffSessionSchema,
  refusals: ['STAFF_CODE_INVALID', 'STAFF_STEP_EXPIRED', 'STAFF_LOGIN_LOCKED'],
});
export const staffLogout = endpoint({ method: 'POST', path: '/api/admin/logout', auth: 'staff', answer: none, refusals: [] });
export const staffMe = endpoint({ method: 'GET', path: '/api/admin/me', auth: 'staff', answer: staffMeSchema, refusals: [] });
/** The desks' live stream: text/event-stream on success (contract/admin/staff-live.ts); each event only to a role that may read it. */
export const staffStream = endpoint({
  method: 'GET',
  path: STAFF_STREAM_PATH,
  auth: 'staff',
  answer: none,
  events: staffEvents,
  refusals: ['STREAM_ADDRESS_LIMIT'],
});
export const enrolInfo = endpoint({
  method: 'GET',
  path: '/api/admin/enrol',
  auth: false,
  query: enrolQuery,
  answer: enrolInfoSchema,
  refusals: ['STAFF_ENROLMENT_INVALID'],
});
/** Sets the password, proves the app with a first code, answers the recovery codes once and opens a session. */
export const enrol = endpoint({
  method: 'POST',
  path: '/api/admin/enrol',
  auth: false,
  body: enrolRequest,
  answer: enrolledSchema,
  refusals: ['STAFF_ENROLMENT_INVALID', 'STAFF_CODE_INVALID'],
});
/** The staff list's calls: an owner's (staff.manage). */
const manage = { auth: 'staff', permission: 'staff.manage' } as const;

export const staffList = endpoint({
  method: 'GET',
  path: '/api/admin/staff',
  ...manage,
  answer: staffListSchema,
  refusals: [],
});
export const staffInvite = endpoint({
  method: 'POST',
  path: '/api/admin/staff/invite',
  ...manage,
  body: inviteRequest,
  answer: enrolLinkSchema,
  refusals: ['STAFF_NAME_TAKEN'],
});
export const staffRole = endpoint({
  method: 'POST',
  path: '/api/admin/staff/role',
  ...manage,
  body: roleRequest,
  answer: none,
  refusals: ['STAFF_NOT_FOUND', 'STAFF_SELF', 'STAFF_LAST_OWNER', 'STAFF_DISABLED'],
});
export const staffDisable = endpoint({
  method: 'POST',
  path: '/api/admin/staff/disable',
  ...manage,
  body: disableRequest,
  answer: none,
  refusals: ['STAFF_NOT_FOUND', 'STAFF_SELF', 'STAFF_LAST_OWNER', 'STAFF_DISABLED'],
});
/** A new enrolment link (a lost phone): the old password and app stop working until it is used. */
export const staffRelink = endpoint({
  method: 'POST',
  path: '/api/admin/staff/relink',
  ...manage,
  body: relinkRequest,
  answer: enrolLinkSchema,
  refusals: ['STAFF_NOT_FOUND', 'STAFF_SELF', 'STAFF_DISABLED'],
});
