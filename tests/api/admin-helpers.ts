// The back office over HTTP: members of staff made as the operator does (the command line on the
// test server's database), enrolled through the calls with codes an authenticator app would show
// (otpauth), each with a cookie jar of their own.
import { expect, inject } from 'vitest';
import * as adminStaff from '../../src/contract/endpoints/admin/admin-staff.ts';
import type { StaffRole } from '../../src/contract/admin/staff.ts';
import { runOperator, type OperatorDatabase } from '../support/operator.ts';
import { enrolToken, totpCode } from '../support/totp.ts';
import { Member, loopbackAddress } from './client.ts';

export const STAFF_PASSWORD = 'staff-pass-1';

/** `npm run operator -- ...` on a server's database (default the shared test server's). */
export function operatorOn(where: OperatorDatabase, ...args: string[]): Promise<string> {
  return runOperator(where, args);
}

const shared = () => ({ dataDir: inject('dataDir'), databaseUrl: inject('databaseUrl') });

export interface StaffClient {
  name: string;
  role: StaffRole;
  secret: string;
  recoveryCodes: string[];
  /** Holds the staff cookie the enrolment set. */
  client: Member;
}

let counter = 0;
/** A name no other test file uses. */
export function staffName(role: string): string {
  counter += 1;
  return `${role}-${process.pid}-${counter}-${Math.floor(Math.random() * 1e6)}`;
}

/** A member of staff added from the command line and enrolled over HTTP: their session is open. */
export async function enrolledStaff(role: StaffRole, baseUrl: string = inject('baseUrl'), where = shared()): Promise<StaffClient> {
  const name = staffName(role);
  const printed = await operatorOn(where, 'staff', 'add', name, role, '--by', 'api-tests');
  const path = printed.split('\n').find((line) => line.startsWith('/admin/enrol?token='));
  expect(path, printed).toBeDefined();
  const token = enrolToken(path!);
  const client = new Member(loopbackAddress(), baseUrl);
  const info = await client.send(adminStaff.enrolInfo, { token });
  expect(info.body.error, info.body.message).toBe(0);
  const secret = info.body.data.secret;
  const enrolled = await client.send(adminStaff.enrol, { token, password: STAFF_PASSWORD, code: totpCode(secret, Date.now()) });
  expect(enrolled.body.error, enrolled.body.message).toBe(0);
  return { name, role, secret, recoveryCodes: enrolled.body.data.recovery_codes, client };
}

/**
 * The code of the next 30-second step: the platform accepts one step either side (a phone's clock
 * a little ahead), and the current step's code was just used by the enrolment.
 */
export const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

/** The desk tests' shorthand: a logged-in client of `role`, carrying the staff member's name. */
export async function staffMember(role: StaffRole): Promise<Member & { name: string }> {
  const staff = await enrolledStaff(role);
  return Object.assign(staff.client, { name: staff.name });
}
