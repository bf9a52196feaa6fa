// Auth calls of SPEC.md section 7.
import { z } from 'zod';
import { call, callOrThrow } from './client.ts';
import { checkAccountSchema, loginDataSchema, resetCodeSentSchema, userInfoSchema } from './schemas.ts';

export interface Credentials {
  username: string;
  password: string;
}

export interface Registration {
  phone: string;
  password: string;
  full_name: string;
  bank_code: string;
  bank_account: string;
  birth_date: string;
  ref_code?: string;
}

const none = z.unknown();

export const login = (credentials: Credentials) =>
  call('/api/login', { method: 'POST', body: { ...credentials }, data: loginDataSchema, allowBadRequest: true });

export const register = (form: Registration) =>
  call('/api/register', { method: 'POST', body: { ...form }, data: loginDataSchema, allowBadRequest: true });

export const checkAccount = (phone: string) =>
  callOrThrow('/api/check_account', { method: 'POST', body: { phone }, data: checkAccountSchema, allowBadRequest: true });

export const logout = () => call('/api/logout', { method: 'POST', data: none });

export const getUserInfo = () => callOrThrow('/api/get_user_info', { data: userInfoSchema });

export const changePassword = (old_password: string, new_password: string) =>
  callOrThrow('/api/member/change_password', { method: 'POST', body: { old_password, new_password }, data: none, allowBadRequest: true });

/** Step 1 of a reset: a one-time code goes to the phone by SMS. The envelope, as a refusal may say when to ask again. */
export const requestResetCode = (phone: string) =>
  call('/api/reset_password', { method: 'POST', body: { phone }, data: resetCodeSentSchema, allowBadRequest: true });

/** Step 2: the code from the SMS sets the new password. */
export const resetPassword = (phone: string, code: string, new_password: string) =>
  callOrThrow('/api/reset_password_v2', { method: 'POST', body: { phone, code, new_password }, data: none, allowBadRequest: true });

export const updateSubBankAccount = (bank_code: string, bank_account: string) =>
  callOrThrow('/api/member/update_sub_bank_account', {
    method: 'POST',
    body: { bank_code, bank_account },
    data: none,
    allowBadRequest: true,
  });
