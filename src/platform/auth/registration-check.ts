// A registration checked whole, so the member hears every wrong field in one answer: each field
// against the contract's rule, then what the records refuse (age, bank, a phone or bank account
// already registered, an unknown referral code). The answer keeps the envelope: the first refusal's
// code and message, and `data.fields` with one Thai message per wrong field.
import { z } from 'zod/mini';
import { registerRequest } from '../../contract/account/auth-requests.ts';
import { findBank } from '../banks.ts';
import type { Clock, Db } from '../db/database.ts';
import { BusinessError, ERRORS, type ErrorKey, type MessageParams } from '../errors.ts';
import { bankAccountOwner, findMemberByPhone, findMemberByRefCode } from '../member/index.ts';
import { getSetting } from '../settings.ts';
import { ageOn, bangkokDay } from '../../rules/bangkok-calendar.ts';

type Registration = z.output<typeof registerRequest>;
type Field = keyof Registration;

/** The form's order: the answer's message is about the first wrong field. */
const FIELDS = Object.keys(registerRequest.shape) as Field[];

export interface CheckedRegistration {
  registration: Registration;
  referrerId: number | null;
}

export async function checkRegistration(db: Db, now: Clock, body: Record<string, unknown>): Promise<CheckedRegistration> {
  const fields: Partial<Record<Field, string>> = {};
  const values: Partial<Record<Field, unknown>> = {};
  for (const field of FIELDS) {
    const parsed = z.safeParse(registerRequest.shape[field], body[field]);
    if (parsed.success) values[field] = parsed.data;
    else fields[field] = parsed.error.issues[0]?.message ?? ERRORS.VALIDATION.message;
  }
  const ruleRefused = Object.keys(fields).length > 0;
  const known = values as Partial<Registration>;

  const refusals: BusinessError[] = [];
  const refuse = (field: Field, key: ErrorKey, params?: MessageParams) => {
    const refusal = new BusinessError(key, params);
    fields[field] = refusal.message;
    refusals.push(refusal);
  };

  if (known.phone && (await findMemberByPhone(db, known.phone))) refuse('phone', 'PHONE_TAKEN');
  if (known.bank_code && !(await findBank(db, known.bank_code))) refuse('bank_code', 'BANK_UNKNOWN');
  else if (known.bank_code && known.bank_account && (await bankAccountOwner(db, known.bank_code, known.bank_account)) !== undefined) {
    refuse('bank_account', 'BANK_ACCOUNT_TAKEN');
  }
  if (known.birth_date) {
    const minAge = await getSetting(db, 'member.min_age_years');
    if (ageOn(known.birth_date, bangkokDay(now().getTime())) < minAge) refuse('birth_date', 'UNDER_AGE', { age: minAge });
  }
  const referrer = known.ref_code ? await findMemberByRefCode(db, known.ref_code) : undefined;
  if (known.ref_code && !referrer) refuse('ref_code', 'REF_CODE_UNKNOWN');

  const wrong = FIELDS.filter((field) => fields[field]);
  if (wrong.length === 0) return { registration: known as Registration, referrerId: referrer?.id ?? null };
  const data = { fields: Object.fromEntries(wrong.map((field) => [field, fields[field]])) };
  // A field against the rules is a validation refusal; only records refused: the first one's own code.
  const [first] = refusals;
  if (ruleRefused || !first) throw new BusinessError('VALIDATION', undefined, data, fields[wrong[0]!]);
  throw new BusinessError(first.key, undefined, data, first.message);
}
