// Staff for the back office's API tests: made as the first owner is (`npm run operator -- staff
// add`), enrolled through the calls with a code an authenticator computes (tests/support/totp.ts);
// the enrolment's answer opens the staff session, which the client keeps as the staff cookie.
import { expect } from 'vitest';
import { enrolToken, totpCode } from '../support/totp.ts';
import { Member } from './client.ts';
import { operator } from './lotto-helpers.ts';

let counter = 0;

/** A member of staff of `role`, logged in (the client holds the staff cookie). */
export async function staffMember(role: string): Promise<Member & { name: string }> {
  const name = `${role}-${process.pid % 1000}-${Date.now() % 100_000}-${++counter}`;
  const printed = await operator('staff', 'add', name, role, '--by', 'api-tests');
  const path = printed.trim().split('\n').at(-1)!;
  const token = enrolToken(path);
  const staff = Object.assign(new Member(), { name });
  const info = await staff.get(`/api/admin/enrol?token=${token}`);
  expect(info.body.error, info.body.message).toBe(0);
  const enrolled = await staff.post('/api/admin/enrol', { token, password: 'staff-pass-123', code: totpCode(info.body.data.secret, Date.now()) });
  expect(enrolled.body.error, enrolled.body.message).toBe(0);
  return staff;
}
