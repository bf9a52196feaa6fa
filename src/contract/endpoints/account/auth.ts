// The account calls of SPEC.md section 7: register, log in and out, the member's info, passwords
// and the backup bank account, declared once (contract/endpoint.ts).
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import {
  changePasswordRequest,
  loginRequest,
  phoneRequest,
  resetPasswordRequest,
  subBankAccountRequest,
} from '../../account/auth-requests.ts';
import { checkAccountSchema, loginDataSchema, resetCodeSentSchema } from '../../account/auth.ts';
import { userInfoSchema } from '../../account/member.ts';

/** Calls that answer only their message: the site reads nothing of their data. */
const none = z.unknown();
const RESET_LIMITS = ['RESET_TOO_SOON', 'RESET_RATE_LIMITED'] as const;

// No body schema: the platform reads every field itself (auth/registration-check.ts), so all wrong
// ones are told at once (the form checks them with auth-requests.ts registerRequest).
export const register = endpoint({
  method: 'POST',
  path: '/api/register',
  auth: false,
  answer: loginDataSchema,
  refusals: ['PHONE_TAKEN', 'PHONE_CODE_INVALID', 'UNDER_AGE', 'REF_CODE_UNKNOWN', 'BANK_UNKNOWN', 'BANK_ACCOUNT_TAKEN'],
});
/** Before registering: a one-time code by SMS to the phone (not a member's yet), under the reset's limits. */
export const registerPhoneCode = endpoint({
  method: 'POST',
  path: '/api/register/phone_code',
  auth: false,
  body: phoneRequest,
  answer: resetCodeSentSchema,
  refusals: ['PHONE_TAKEN', ...RESET_LIMITS],
});
export const login = endpoint({
  method: 'POST',
  path: '/api/login',
  auth: false,
  body: loginRequest,
  answer: loginDataSchema,
  refusals: ['LOGIN_FAILED', 'LOGIN_LOCKED', 'LOGIN_ON_BREAK', 'LOGIN_ACCOUNT_LOCKED'],
});
export const checkAccount = endpoint({
  method: 'POST',
  path: '/api/check_account',
  auth: false,
  body: phoneRequest,
  answer: checkAccountSchema,
  refusals: [],
});
export const logout = endpoint({ method: 'POST', path: '/api/logout', auth: true, answer: none, refusals: [] });
export const userInfo = endpoint({ method: 'GET', path: '/api/get_user_info', auth: true, answer: userInfoSchema, refusals: [] });
export const changePassword = endpoint({
  method: 'POST',
  path: '/api/member/change_password',
  auth: true,
  body: changePasswordRequest,
  answer: none,
  refusals: ['OLD_PASSWORD_WRONG', 'PASSWORD_UNCHANGED'],
});
/** Step 1 of a reset: a one-time code by SMS (the same answer whether the phone is a member's or not). */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/reset_password',
  auth: false,
  body: phoneRequest,
  answer: resetCodeSentSchema,
  refusals: RESET_LIMITS,
});
/** Step 2: the code sets the new password. */
export const resetPasswordV2 = endpoint({
  method: 'POST',
  path: '/api/reset_password_v2',
  auth: false,
  body: resetPasswordRequest,
  answer: none,
  refusals: ['RESET_CODE_INVALID'],
});
export const subBankCode = endpoint({
  method: 'POST',
  path: '/api/member/sub_bank_account_code',
  auth: true,
  answer: resetCodeSentSchema,
  refusals: RESET_LIMITS,
});
export const updateSubBank = endpoint({
  method: 'POST',
  path: '/api/member/update_sub_bank_account',
  auth: true,
  body: subBankAccountRequest,
  answer: userInfoSchema,
  refusals: ['BANK_UNKNOWN', 'SUB_BANK_SAME_AS_MAIN', 'BANK_ACCOUNT_TAKEN', 'RESET_CODE_INVALID'],
});
