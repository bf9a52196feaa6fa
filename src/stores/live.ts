// The member's live stream in the browser: one EventSource per tab, opened by the header's wallet
// chip (members only: a visitor's page never loads this). `wallets` sets $wallets and `points`
// $points; `reload` (more was missed than the server kept) reads them again; every event, checked
// against its schema, goes to the islands that listen (live-events.ts). The polls ask only while
// the stream is not open: opening, reconnecting, or refused (a node restarting, a limit's 429, a
// platform that has no stream: 404), when it is tried again after reconnectDelay. The schemas
// (and zod) load with the first event, not with the page.
import { LIVE_EVENT_NAMES, type LiveEventName } from '../contract/account/live-names.ts';
import { MEMBER_STREAM_PATH } from '../contract/account/live-path.ts';
import { $wallets, refreshWallets } from './account/session.ts';
import { $isLoggedIn } from './account/user.ts';
import { $points } from './rewards/quest.ts';
import { heardLive, liveOpen, setLiveOpen } from './live-events.ts';
import { reconnectDelay } from '../lib/shell/reconnect-delay.ts';
/** How long after the page's load the stream opens. */
const QUIET_MS = 1_500;

let source: EventSource | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;
/** Times the browser gave up on the stream since it was last open. */
let failures = 0;

async function heard(name: LiveEventName, data: string): Promise<void> {
  if (name === 'reload') {
    heardLive('reload', null);
    return refreshWallets();
  }
  const { liveEvents } = await import('../contract/account/live.ts');
  const parsed = liveEvents[name].safeParse(JSON.parse(data));
  if (!parsed.success) return;
  if (name === 'wallets') $wallets.set(parsed.data as never);
  if (name === 'points') $points.set((parsed.data as { point: number }).point);
  heardLive(name, parsed.data as never);
}

function close(): void {
  clearTimeout(retry);
  source?.close();
  source = undefined;
  setLiveOpen(false);
}

/**
 * Opens the tab's stream (a member logged in, none open yet) once the page has loaded and had
 * QUIET_MS to settle: it never competes with the page's own first requests, and a page is seen
 * as done loading (network idle) before the stream holds its connection open for good.
 */
export function startLive(): void {
  const begin = () => void setTimeout(open, QUIET_MS);
  if (document.readyState === 'complete') begin();
  else addEventListener('load', begin, { once: true });
}

function open(): void {
  if (source || !$isLoggedIn.get() || typeof EventSource === 'undefined') return;
  const stream = new EventSource(MEMBER_STREAM_PATH);
  source = stream;
  stream.onopen = () => {
    // Opened again after the browser gave up: a new stream has no Last-Event-ID to be given what
    // it missed, so the balances are read once (the islands read theirs on `reload`).
    if (failures > 0) void refreshWallets().catch(() => undefined);
    failures = 0;
    setLiveOpen(true);
  };
  stream.onerror = () => {
    setLiveOpen(false);
    // CONNECTING: the browser reconnects by itself (with Last-Event-ID). CLOSED: refused, try later
    // (the poll covers meanwhile).
    if (stream.readyState !== EventSource.CLOSED) return;
    close();
    retry = setTimeout(open, reconnectDelay(failures++));
  };
  for (const name of LIVE_EVENT_NAMES)
    stream.addEventListener(name, (event) => void heard(name, (event as MessageEvent<string>).data).catch(() => undefined));
}

$isLoggedIn.listen((loggedIn) => {
  if (!loggedIn) close();
});

/** The chip's poll: the wallets (through `refresh`, the chip's own) only while the stream is not open to bring them. */
export function pollWallets(refresh: () => Promise<void>): Promise<void> {
  return liveOpen() ? Promise.resolve() : refresh();
}
