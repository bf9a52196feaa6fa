// The member's session start and reminder interval for the default layout's play-time reminder
// (responsible play), read on the server so the reminder falls at the same moment on every page.
import type { AstroCookies } from 'astro';
import { sessionSummarySchema, type SessionSummary } from '../contract/responsible.ts';
import { readEnvelope } from '../contract/envelope.ts';
import { dispatch } from './gateway.ts';
import { readSession } from './session-cookie.ts';

export async function sessionReminder(cookies: AstroCookies): Promise<SessionSummary | null> {
  const token = readSession(cookies);
  if (!token) return null;
  try {
    const response = await dispatch({ method: 'GET', path: '/api/member/responsible/session', token });
    const body = readEnvelope(await response.json().catch(() => null));
    if (body?.error !== 0) return null;
    const parsed = sessionSummarySchema.safeParse(body.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // no reminder rather than no page
  }
}
