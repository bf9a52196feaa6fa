// LINE's configuration (issue 44), from the environment: the Messaging API channel's secret (the
// webhook's signature) and access token (pushes and replies), and the LINE Login channel whose ID
// tokens link a member: LINE_LOGIN_CHANNEL_ID, else the channel of the LIFF app the site already
// has (LIFF_ID's digits before the dash are its LINE Login channel). Any of them missing: no LINE
// at all (no profile section, nothing queued, the webhook refused). Bound to the platform's
// database like the clock, so a test gives its platform a configuration of its own.
import { contextOf, type Db, type DbContext } from '../db/database.ts';

export interface LineConfig {
  channelSecret: string;
  channelAccessToken: string;
  /** The LINE Login channel id: the ID token's audience. */
  loginChannelId: string;
  /** The LIFF app the profile logs in with (null: LINE Login's own page is the operator's to wire). */
  liffId: string | null;
  /** https://api.line.me, or the fake LINE server of the tests and the demo. */
  apiBase: string;
}

const LIFF_ID = /^(\d{6,20})-[A-Za-z0-9]{4,20}$/;
const CHANNEL_ID = /^\d{6,20}$/;

export function lineConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LineConfig | null {
  const channelSecret = env.LINE_CHANNEL_SECRET?.trim();
  const channelAccessToken = env.LINE_CHANNEL_ACCESS_TOKEN?.trim();
  const liff = LIFF_ID.exec(env.LIFF_ID?.trim() ?? '');
  const loginChannelId = env.LINE_LOGIN_CHANNEL_ID?.trim() || liff?.[1];
  if (!channelSecret || !channelAccessToken || !loginChannelId || !CHANNEL_ID.test(loginChannelId)) return null;
  const apiBase = (env.LINE_API_BASE?.trim() || 'https://api.line.me').replace(/\/+$/, '');
  const protocol = new URL(apiBase).protocol; // a malformed URL stops the start, not every send later
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`LINE_API_BASE must be http(s), got ${protocol}`);
  return { channelSecret, channelAccessToken, loginChannelId, liffId: liff?.[0] ?? null, apiBase };
}

const configs = new WeakMap<DbContext, LineConfig | null>();

export function bindLine(db: Db, config: LineConfig | null): void {
  configs.set(contextOf(db), config);
}

/** The platform's LINE, or null: not configured. */
export function lineOf(db: Db): LineConfig | null {
  return configs.get(contextOf(db)) ?? null;
}
