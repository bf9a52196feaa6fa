// The member's live stream (GET /api/member/stream): server-sent events from this node's bus
// (platform/live/), for the member's own changes only. Each event carries an id (this node's mark
// and its number); a reconnect with Last-Event-ID gets what it missed from the node's buffer, or
// `reload` when the buffer no longer reaches back (or the id is another node's). Open streams are
// bounded per session and per address (settings live.*); a session that ends (logout, revoked,
// a break) closes its streams on every node; a heartbeat comment every HEARTBEAT_MS keeps proxies
// from closing an idle one; a reader that falls behind is dropped (the front door watches the
// socket's buffer, and the queue here is bounded too).
import type { LiveEventName } from '../../contract/account/live.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { liveOf, type Heard, type LiveBus, type LiveEvent } from '../live/index.ts';
import { log } from '../log.ts';
import { listWallets } from '../money/index.ts';
import { memberDeposit } from '../payments/index.ts';
import { getSetting } from '../settings.ts';

export const HEARTBEAT_MS = 20_000;
/** How long a client waits before reconnecting (the stream's `retry:`). */
const RETRY_MS = 3_000;
/** Bytes queued for one stream past which its reader is taken to be gone. */
const QUEUE_LIMIT = 256 * 1024;

interface OpenStream {
  member: number;
  session: number;
  address: string;
  write(text: string): void;
  end(): void;
}

/** This node's open streams for one platform. */
interface Streams {
  byMember: Map<number, Set<OpenStream>>;
  perSession: Map<number, number>;
  perAddress: Map<string, number>;
  heartbeat: NodeJS.Timeout;
  stop(): void;
}

const registries = new WeakMap<LiveBus, Streams>();
const encoder = new TextEncoder();

const line = (bus: LiveBus, seq: number, name: LiveEventName | null, data?: unknown): string =>
  `id: ${bus.node}.${seq}\n${name ? `event: ${name}\ndata: ${JSON.stringify(data ?? null)}\n` : ''}\n`;

function each(streams: Streams): OpenStream[] {
  return [...streams.byMember.values()].flatMap((set) => [...set]);
}

function count(map: Map<string | number, number>, key: string | number, by: number): void {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}

/** The event's lines for one member's streams, its data read now (never a stale balance). */
async function render(db: Db, bus: LiveBus, seq: number, event: LiveEvent): Promise<string | null> {
  if (event.kind === 'wallets') return line(bus, seq, 'wallets', await listWallets(db, event.member));
  if (event.kind === 'deposit') {
    const deposit = await memberDeposit(db, event.member, event.id);
    return line(bus, seq, 'deposit', { id: deposit.id, status: deposit.status });
  }
  return null;
}

/** The node's streams of the platform whose root handle is `root` (made with the first). */
function registryOf(root: Db): Streams {
  const bus = liveOf(root);
  const known = registries.get(bus);
  if (known) return known;
  const streams: Streams = {
    byMember: new Map(),
    perSession: new Map(),
    perAddress: new Map(),
    heartbeat: setInterval(() => {
      for (const stream of each(streams)) stream.write(': \n\n');
    }, HEARTBEAT_MS),
    stop: () => undefined,
  };
  streams.heartbeat.unref();
  const reading = new Map<number, Promise<void>>();
  const hear = (heard: Heard | null) => {
    // Events may have been lost (the listener reconnected): every stream reads everything again.
    if (!heard) {
      for (const stream of each(streams)) stream.write(line(bus, bus.lastSeq(), 'reload'));
      return;
    }
    const { event, seq } = heard;
    const watchers = streams.byMember.get(event.member);
    if (!watchers) return;
    if (event.kind === 'session') {
      for (const stream of watchers) if (stream.session === event.id) stream.end();
      return;
    }
    // A member's events are read one after another, so their ids reach the streams in order.
    const before = reading.get(event.member) ?? Promise.resolve();
    const done = before
      .then(() => render(root, bus, seq, event))
      .then((text) => {
        if (text) for (const stream of streams.byMember.get(event.member) ?? []) stream.write(text);
      })
      .catch((error: unknown) => log.warn({ err: (error as Error).message, kind: event.kind }, 'a live event could not be read'))
      .finally(() => {
        if (reading.get(event.member) === done) reading.delete(event.member);
      });
    reading.set(event.member, done);
  };
  const unsubscribe = bus.subscribe(hear);
  streams.stop = () => {
    unsubscribe();
    clearInterval(streams.heartbeat);
    for (const stream of each(streams)) stream.end();
  };
  registries.set(bus, streams);
  return streams;
}

/** What a reconnecting stream missed, rendered: its own member's events after `lastEventId`. */
async function missed(db: Db, bus: LiveBus, member: number, lastEventId: string | null): Promise<string> {
  if (!lastEventId) return line(bus, bus.lastSeq(), null);
  const [node, seqText] = lastEventId.split('.');
  const seq = Number(seqText);
  const heard = node === bus.node && Number.isSafeInteger(seq) ? bus.since(seq) : null;
  if (!heard) return line(bus, bus.lastSeq(), 'reload');
  const own = heard.filter((one) => one.event.member === member && one.event.kind !== 'session');
  // The balances once (read now), each deposit once: the latest of each is what counts.
  const latest = new Map<string, Heard>();
  for (const one of own) latest.set(`${one.event.kind}:${one.event.id}`, one);
  let text = '';
  for (const one of [...latest.values()].sort((a, b) => a.seq - b.seq)) text += (await render(db, bus, one.seq, one.event)) ?? '';
  // Nothing of theirs: the id moves on to now, so the next reconnect asks from here.
  return text || line(bus, bus.lastSeq(), null);
}

export interface StreamAsk {
  member: number;
  session: number;
  address: string;
  lastEventId: string | null;
}

/**
 * Opens a stream for the member's session, or refuses (STREAM_SESSION_LIMIT, STREAM_ADDRESS_LIMIT)
 * when this node already holds as many as the settings allow. Its body ends when the session does,
 * when the node stops (endStreams), or when the reader goes (cancel).
 */
export async function openMemberStream(db: Db, ask: StreamAsk): Promise<ReadableStream<Uint8Array>> {
  const streams = registryOf(db);
  const bus = liveOf(db);
  const [perSession, perAddress] = await Promise.all([
    getSetting(db, 'live.streams_per_session'),
    getSetting(db, 'live.streams_per_address'),
  ]);
  if ((streams.perSession.get(ask.session) ?? 0) >= perSession) fail('STREAM_SESSION_LIMIT');
  if ((streams.perAddress.get(ask.address) ?? 0) >= perAddress) fail('STREAM_ADDRESS_LIMIT');
  // Counted before the first await below: two opening at once cannot both pass the limit.
  count(streams.perSession, ask.session, 1);
  count(streams.perAddress, ask.address, 1);
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  // What is heard while the missed events are read waits for them, so ids go up in order.
  let held: string[] | null = [];
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      cancel: () => stream.end(),
    },
    { highWaterMark: 0 },
  );
  const stream: OpenStream = {
    member: ask.member,
    session: ask.session,
    address: ask.address,
    write(text) {
      if (!open || !controller) return;
      if (held) return void held.push(text);
      if ((controller.desiredSize ?? 0) < -QUEUE_LIMIT) return stream.end();
      controller.enqueue(encoder.encode(text));
    },
    end() {
      if (!open) return;
      open = false;
      const watchers = streams.byMember.get(stream.member);
      watchers?.delete(stream);
      if (watchers?.size === 0) streams.byMember.delete(stream.member);
      count(streams.perSession, stream.session, -1);
      count(streams.perAddress, stream.address, -1);
      try {
        controller?.close();
      } catch {
        // Already cancelled by the reader.
      }
    },
  };
  const watchers = streams.byMember.get(ask.member) ?? new Set();
  watchers.add(stream);
  streams.byMember.set(ask.member, watchers);
  try {
    const first = `retry: ${RETRY_MS}\n` + (await missed(db, bus, ask.member, ask.lastEventId));
    const waiting = held;
    held = null;
    for (const text of [first, ...waiting]) stream.write(text);
  } catch (error) {
    stream.end();
    throw error;
  }
  return body;
}

/** Ends every stream this node holds for the platform (SIGTERM: clients reconnect to a live node). */
export function endStreams(db: Db): void {
  const bus = liveOf(db);
  registries.get(bus)?.stop();
  registries.delete(bus);
}

/** Streams this node holds (the metrics and tests read it). */
export function openStreams(db: Db): number {
  const streams = registries.get(liveOf(db));
  return streams ? each(streams).length : 0;
}
