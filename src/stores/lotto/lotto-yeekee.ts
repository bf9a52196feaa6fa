// The Yeekee shot list of the round on screen (SPEC.md section 3, lotto), kept current by the
// store from the first island that shows it until the last one goes. The round's live stream
// (GET /api/lotto/yeekee/stream, a visitor's too) brings new shots within a second, merged as a
// poll's answer is, and says when the result is out; once it is open the list is read once (what
// came before it) and the polls stand down. While it is not open: every 3 s while shooting is
// open and the tab is visible, less often while the result is being worked out, no more once it
// is out (the panel says how often: ShotsCadence).
// Each poll asks only for the shots newer than those held (lib/lotto/yeekee-shots.ts).
import { atom, onMount, onNotify } from 'nanostores';
import { toastError } from '../../api/client.ts';
import { getShots } from '../../api/lotto/lotto.ts';
import type { ShotList } from '../../contract/lotto/lotto.ts';
import { roundEvents, type RoundEventName } from '../../contract/lotto/round-live.ts';
import { ROUND_STREAM_PATH } from '../../contract/lotto/round-live-path.ts';
import { laterOf } from '../../lib/lotto/yeekee-math.ts';
import { mergeShots, pollShots } from '../../lib/lotto/yeekee-shots.ts';
import { serverNow, syncServerTime } from '../server-clock.ts';
import { pollWhileVisible } from '../visible-polling.ts';

/** How often the list is asked for, in ms: while shooting is open, after it closed until the result is out, and when to give up. */
export interface ShotsCadence {
  openMs: number;
  closedMs: number;
  /** A result not out this long after shooting closed comes from elsewhere (operator): stop asking. */
  giveUpMs: number;
}

/** The list of the round on screen; null until its first answer. */
export const $shots = atom<ShotList | null>(null);
/** The first answer failed (polls go on, slower). */
export const $shotsFailed = atom(false);
/** When this member may shoot again (ISO), null for now. */
export const $nextShotAt = atom<string | null>(null);

let round: number | null = null;
let cadence: ShotsCadence | null = null;
/** Someone listens: the store keeps the list current. */
let active = false;
// The list the next poll builds on, and the poll before it: polls run one after another, so each
// one merges into what the previous one left.
let held: ShotList | null = null;
let previous: Promise<unknown> = Promise.resolve();

/** The wait before the next poll at server time `now`, or null while there is nothing to ask. */
export function shotsPollMs(
  list: ShotList | null,
  failed: boolean,
  now: number,
  { openMs, closedMs, giveUpMs }: ShotsCadence,
): number | null {
  if (list === null) return failed ? closedMs : null;
  if (list.yeekee != null) return null;
  const shootUntil = Date.parse(list.shoot_until);
  const opensAt = list.open_at ? Date.parse(list.open_at) : -Infinity;
  // A round that has not opened yet takes no shots; one settled early has its result already.
  if (now >= opensAt && now < shootUntil) return openMs;
  return now < shootUntil + giveUpMs ? closedMs : null;
}

/** The moments the cadence changes without a new answer (opening, closing, giving up), after `now`. */
function nextChange(list: ShotList | null, now: number, giveUpMs: number): number | null {
  if (!list || list.yeekee != null) return null;
  const shootUntil = Date.parse(list.shoot_until);
  const moments = [list.open_at ? Date.parse(list.open_at) : NaN, shootUntil, shootUntil + giveUpMs].filter((at) => at > now);
  return moments.length ? Math.min(...moments) : null;
}

/** The panel of `roundId` is on screen: the store follows that round (a new round starts empty). */
export function showShotsOf(roundId: number, rules: ShotsCadence): void {
  cadence = rules;
  if (round === roundId) return;
  round = roundId;
  held = null;
  $shots.set(null);
  $shotsFailed.set(false);
  $nextShotAt.set(null);
  if (active) firstLoad();
}

/** The round's stream, while the store is mounted and the round's result is not out. */
let source: EventSource | undefined;
let sourceRound: number | null = null;
let streamOpen = false;
let streamRetry: ReturnType<typeof setTimeout> | undefined;
/** A refused stream is tried again after this long (the polls cover meanwhile). */
const STREAM_RETRY_MS = 60_000;

function closeStream(): void {
  clearTimeout(streamRetry);
  source?.close();
  source = undefined;
  sourceRound = null;
  streamOpen = false;
}

/** New shots from the stream: merged into the list held, or the list asked for when they do not fit. */
function heardShots(answer: ShotList): Promise<void> {
  const roundId = round;
  const merge = previous.then(async () => {
    if (round !== roundId || answer.round_id !== roundId) return;
    const merged = held && mergeShots(held, answer);
    if (!merged) return loadShots();
    held = merged;
    syncServerTime(answer.server_time);
    $shots.set(merged);
  });
  previous = merge.catch(() => {});
  return merge;
}

function heard(name: RoundEventName, data: string): void {
  if (name !== 'shots') return refreshShots();
  const parsed = roundEvents.shots.safeParse(JSON.parse(data));
  void (parsed.success ? heardShots(parsed.data) : loadShots()).catch(() => {});
}

/** Follows the round on screen with its stream (none once its result is out). */
function followStream(): void {
  const list = $shots.get();
  const wanted = active && round !== null && typeof EventSource !== 'undefined' && list?.yeekee == null ? round : null;
  if (wanted === sourceRound) return;
  closeStream();
  if (wanted === null) return;
  const stream = new EventSource(`${ROUND_STREAM_PATH}?round_id=${wanted}`);
  source = stream;
  sourceRound = wanted;
  stream.onopen = () => {
    streamOpen = true;
    // What came before the stream was open (or while it reconnected): read once.
    refreshShots();
  };
  stream.onerror = () => {
    streamOpen = false;
    if (stream.readyState !== EventSource.CLOSED) return;
    // Refused (a limit, a platform without round streams): the polls carry on; try again later.
    source = undefined;
    streamRetry = setTimeout(() => {
      sourceRound = null;
      followStream();
    }, STREAM_RETRY_MS);
  };
  for (const name of Object.keys(roundEvents) as RoundEventName[])
    stream.addEventListener(name, (event) => heard(name, (event as MessageEvent<string>).data));
}

/** The first list of a round: a failure is told, and the polls go on slower. */
function firstLoad(): void {
  loadShots().catch((error) => {
    toastError(error);
    $shotsFailed.set(true);
  });
}

export function loadShots(): Promise<void> {
  const roundId = round;
  if (roundId === null) return Promise.resolve();
  const poll = previous.then(async () => {
    const answer = await pollShots(roundId, held, getShots);
    if (round !== roundId) return;
    held = answer;
    syncServerTime(answer.server_time);
    $shots.set(answer);
    $shotsFailed.set(false);
    // A list fetched before this tab's own shot landed must not cut the wait short: keep the later.
    $nextShotAt.set(laterOf($nextShotAt.get(), answer.next_shot_at));
  });
  previous = poll.catch(() => {});
  return poll;
}

/** Ask again now (after a shot, or a refusal that may mean the window or the wait changed). */
export function refreshShots(): void {
  void loadShots().catch(() => {});
}

/** This member's shot landed: the wait runs to `nextShotAt`, and the list shows the shot. */
export function shotTaken(nextShotAt: string): void {
  $nextShotAt.set(nextShotAt);
  refreshShots();
}

onMount($shots, () => {
  if (typeof document === 'undefined') return;
  const pollMs = () => (cadence ? shotsPollMs($shots.get(), $shotsFailed.get(), serverNow(), cadence) : null);
  const poller = pollWhileVisible(() => (streamOpen ? Promise.resolve() : loadShots()), pollMs);
  // The cadence also changes with the clock alone (the round opens or closes): look again then.
  let changeTimer: ReturnType<typeof setTimeout> | undefined;
  const follow = () => {
    followStream();
    poller.reschedule();
    clearTimeout(changeTimer);
    const at = cadence ? nextChange($shots.get(), serverNow(), cadence.giveUpMs) : null;
    if (at !== null) changeTimer = setTimeout(follow, at - serverNow());
  };
  // onNotify, not listen: a listener of its own would keep the store mounted, and polling, for ever.
  const unlisten = [onNotify($shots, follow), onNotify($shotsFailed, follow)];
  active = true;
  // The store starts with the panel's first render (useStore reads it): the round may come next.
  if (round !== null) firstLoad();
  follow();
  return () => {
    active = false;
    closeStream();
    unlisten.forEach((stop) => stop());
    clearTimeout(changeTimer);
    poller.stop();
  };
});
