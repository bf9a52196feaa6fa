// Auth calls of SPEC.md section 7: the rules on the member's fields both sides apply, and the shapes
// of the answers. The requests, with every field's Thai message, are in auth-requests.ts.
import { z } from 'zod/mini';
import { userInfoSchema } from './member.ts';

/** A Thai mobile number: 10 digits starting 06, 08 or 09. */
export const THAI_MOBILE = /^0[689]\d{8}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * DOMAIN.md's minimum age (the Thai minimum for lottery). The operator may change it (the platform's
 * setting starts from this); the agent configuration answer carries the live value.
 */
export const MIN_AGE_YEARS = 20;

export const loginDataSchema = z.object({
  expires_at: z.optional(z.string()),
  user: z.optional(userInfoSchema),
});
/** A reset code was (or, for a phone with no member, seemed to be) sent: when to offer a new one. */
export const resetCodeSentSchema = z.object({
  resend_after_seconds: z.int().check(z.nonnegative()),
  expires_in_minutes: z.number().check(z.positive()),
});
/** The refusal data of a request for a code that came too soon. */
export const resetTooSoonSchema = z.object({ resend_after_seconds: z.int().check(z.positive()) });
export const checkAccountSchema = z.object({ phone: z.string(), taken: z.boolean() });

/** Log-in refused because the member is on a break (responsible play; the platform's catalogue). */
export const LOGIN_ON_BREAK_ERROR = 1401;
