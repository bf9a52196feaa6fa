// Auth calls of SPEC.md section 7, declared in contract/endpoints/account/auth.ts.
import { z } from 'zod/mini';
import * as auth from '../../contract/endpoints/account/auth.ts';
import { request, requestOrThrow } from '../client.ts';
import { registerRequest } from '../../contract/account/auth-requests.ts';
import { LOGIN_ON_BREAK_ERROR, resetTooSoonSchema } from '../../contract/account/auth.ts';

export interface Credentials {
  username: string;
  password: string;
}

export interface Registration {
  phone: string;
  /** The code the phone got by SMS */
  phone_code: string;
  password: string;
  full_name: string;
  bank_code: string;
  bank_account: string;
  birth_date: string;
  ref_code?: string;
}

export type RegistrationField = keyof Registration;
export type FieldErrors = Partial<Record<RegistrationField, string>>;
const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'phone',
  'phone_code',
  'password',
  'full_name',
  'bank_code',
  'bank_account',
  'birth_date',
  'ref_code',
];

/** The field a registration refusal that is not a validation one is about (codes of the platform's catalogue). */
const REFUSAL_FIELD: Record<number, RegistrationField> = {
  1101: 'phone', // phone already registered
  1102: 'birth_date', // under the minimum age
  1103: 'ref_code', // unknown referral code
  1104: 'bank_code', // unknown bank
  1106: 'bank_account', // the account belongs to another member
  1210: 'phone_code', // wrong or expired code for the phone
};

const fieldMessages = z.object({ fields: z.record(z.string(), z.string()) });

/**
 * Every field's Thai message from a registration refusal, so the form shows them all at once: a
 * validation refusal carries one message per field (`data.fields`); a business refusal is about
 * one field. Unknown fields and codes give nothing (the form then shows the message on its own).
 */
export function registrationFieldErrors(error: number, message: string, refusal: unknown): FieldErrors {
  const fields: FieldErrors = {};
  const parsed = fieldMessages.safeParse(refusal);
  if (parsed.success) {
    for (const [name, text] of Object.entries(parsed.data.fields)) {
      if (REGISTRATION_FIELDS.includes(name as RegistrationField) && text) fields[name as RegistrationField] = text;
    }
  }
  const field = REFUSAL_FIELD[error];
  if (field && !fields[field]) fields[field] = message;
  return fields;
}

/**
 * The fields the contract's rules refuse, checked in the browser with the platform's own schema:
 * what the form can tell at once when it does not send the registration (the passwords differ).
 */
export function registrationRuleErrors(form: Registration): FieldErrors {
  const fields: FieldErrors = {};
  for (const name of REGISTRATION_FIELDS) {
    const parsed = z.safeParse(registerRequest.shape[name], form[name]);
    if (!parsed.success) fields[name] = parsed.error.issues[0]?.message;
  }
  return fields;
}

/** Log-in refused because the member is on a break: what is left can still be withdrawn. */
export const isBreakRefusal = (error: number) => error === LOGIN_ON_BREAK_ERROR;

export const login = (credentials: Credentials) => request(auth.login, { body: { ...credentials }, allowBadRequest: true });

export const register = (form: Registration) => request(auth.register, { body: { ...form }, allowBadRequest: true });

export const checkAccount = (phone: string) => requestOrThrow(auth.checkAccount, { body: { phone }, allowBadRequest: true });

export const logout = () => request(auth.logout);

export const getUserInfo = () => requestOrThrow(auth.userInfo);

export const changePassword = (old_password: string, new_password: string) =>
  requestOrThrow(auth.changePassword, { body: { old_password, new_password }, allowBadRequest: true });

/** Step 1 of a reset: a one-time code goes to the phone by SMS. The envelope, as a refusal may say when to ask again. */
export const requestResetCode = (phone: string) => request(auth.resetPassword, { body: { phone }, allowBadRequest: true });

/** Before registering: a one-time code to the phone by SMS. The envelope, as a refusal may say when to ask again. */
export const requestPhoneCode = (phone: string) => request(auth.registerPhoneCode, { body: { phone }, allowBadRequest: true });

/** Step 2: the code from the SMS sets the new password. */
export const resetPassword = (phone: string, code: string, new_password: string) =>
  requestOrThrow(auth.resetPasswordV2, { body: { phone, code, new_password }, allowBadRequest: true });

/** The seconds to wait before asking for another code, when a request for one came too soon. */
export function codeWaitSeconds(refusal: unknown): number | null {
  const tooSoon = resetTooSoonSchema.safeParse(refusal);
  return tooSoon.success ? tooSoon.data.resend_after_seconds : null;
}

/** The code that allows a change of the backup bank account, sent by SMS to the member's phone. */
export const requestSubBankCode = () => request(auth.subBankCode, { allowBadRequest: true });

export const updateSubBankAccount = (bank_code: string, bank_account: string, code: string) =>
  requestOrThrow(auth.updateSubBank, { body: { bank_code, bank_account, code }, allowBadRequest: true });
