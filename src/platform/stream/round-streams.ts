// A Yeekee round's live stream (GET /api/lotto/yeekee/stream?round_id=): whoever has the round on
// screen, a visitor too, hears its new shots within a second and its result when it is out. The
// node reads a round's new shots once for all its watchers (not once per watcher): shots heard
// within GATHER_MS go out together as one `shots` event, the list call's `since` answer (the
// client merges it as it merges a poll's), `mine` marked for the watchers who shot. A stream that
// opens or reconnects asks the list itself once open (subscribe, then read: nothing falls between).
import type { Db } from '../db/database.ts';
import { liveOf, type Heard, type LiveBus } from '../live/index.ts';
import { log } from '../log.ts';
import { latestShotId, listShotsSince } from '../lotto/index.ts';
import { eventText, onStreamsEnd, openStream, type OpenStream } from './sse.ts';

/** Shots heard within this long of the first are read and sent together. */
const GATHER_MS = 100;

interface Watched {
  streams: Set<OpenStream>;
  /** The newest shot id sent (or there when the first watcher came); read once, then carried on. */
  sent: Promise<number>;
  /** Who shot since the last send: their own streams get the batch with `mine` marked. */
  shooters: Set<number>;
  timer?: NodeJS.Timeout;
  /** The last event's number, the id of what is sent. */
  seq: number;
}

const watching = new WeakMap<LiveBus, Map<number, Watched>>();

/** Reads and sends the shots of `round` newer than those sent, to each watcher. */
async function sendShots(db: Db, bus: LiveBus, roundId: number, watched: Watched): Promise<number> {
  const after = await watched.sent;
  const shooters = [...watched.shooters];
  watched.shooters.clear();
  const list = await listShotsSince(db, roundId, null, after);
  const newest = list.shots[0]?.shot_id ?? after;
  if (newest === after) return after;
  const text = eventText(bus, watched.seq, 'shots', list);
  const own = new Map<number, string>();
  for (const member of shooters.filter((one) => [...watched.streams].some((stream) => stream.member === one)))
    own.set(member, eventText(bus, watched.seq, 'shots', await listShotsSince(db, roundId, member, after)));
  for (const stream of watched.streams) stream.write((stream.member !== null && own.get(stream.member)) || text);
  return newest;
}

function roundsOf(root: Db): Map<number, Watched> {
  const bus = liveOf(root);
  const known = watching.get(bus);
  if (known) return known;
  const rounds = new Map<number, Watched>();
  const hear = (heard: Heard | null) => {
    // Events may have been lost: every watcher reads its round again.
    if (!heard) {
      for (const watched of rounds.values()) for (const stream of watched.streams) stream.write(eventText(bus, bus.lastSeq(), 'reload'));
      return;
    }
    const { event, seq } = heard;
    const watched = rounds.get(event.id);
    if (!watched || (event.kind !== 'shots' && event.kind !== 'round')) return;
    watched.seq = seq;
    if (event.kind === 'round') {
      for (const stream of watched.streams) stream.write(eventText(bus, seq, 'round', { round_id: event.id }));
      return;
    }
    watched.shooters.add(event.member);
    if (watched.timer) return;
    watched.timer = setTimeout(() => {
      watched.timer = undefined;
      const sent = watched.sent;
      watched.sent = sendShots(root, bus, event.id, watched).catch((error: unknown) => {
        log.warn({ err: (error as Error).message, round: event.id }, 'new shots could not be read');
        return sent;
      });
    }, GATHER_MS);
  };
  const unsubscribe = bus.subscribe(hear);
  onStreamsEnd(root, () => {
    unsubscribe();
    for (const watched of rounds.values()) clearTimeout(watched.timer);
    watching.delete(bus);
  });
  watching.set(bus, rounds);
  return rounds;
}

export interface RoundStreamAsk {
  round: number;
  /** The watcher's member and session, when logged in (their shots are marked theirs). */
  member: number | null;
  session: number | null;
  address: string;
}

/** Opens a stream of the round's shots and result (sse.ts: its limits). The round must be a Yeekee round: `check` refuses otherwise. */
export async function openRoundStream(db: Db, ask: RoundStreamAsk): Promise<ReadableStream<Uint8Array>> {
  const rounds = roundsOf(db);
  const bus = liveOf(db);
  return openStream(db, {
    member: ask.member,
    session: ask.session,
    address: ask.address,
    join(stream) {
      let watched = rounds.get(ask.round);
      if (!watched) {
        watched = { streams: new Set(), sent: latestShotId(db, ask.round).catch(() => 0), shooters: new Set(), seq: bus.lastSeq() };
        rounds.set(ask.round, watched);
      }
      watched.streams.add(stream);
    },
    leave(stream) {
      const watched = rounds.get(ask.round);
      watched?.streams.delete(stream);
      if (watched?.streams.size === 0) {
        clearTimeout(watched.timer);
        rounds.delete(ask.round);
      }
    },
    first: async () => eventText(bus, bus.lastSeq(), null),
  });
}
