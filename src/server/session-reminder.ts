// The member's session start and reminder interval for the default layout's play-time reminder
// (responsible play), read on the server so the reminder falls at the same moment on every page.
import type { AstroCookies } from 'astro';
import * as responsible from '../contract/endpoints/account/responsible.ts';
import type { SessionSummary } from '../contract/account/responsible.ts';
import { load } from './page-load.ts';

/** Null (no reminder rather than no page) without a session or when the call failed. */
export async function sessionReminder(cookies: AstroCookies): Promise<SessionSummary | null> {
  return (await load(responsible.session, { cookies })).data;
}
