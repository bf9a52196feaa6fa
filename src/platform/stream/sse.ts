// One server-sent event stream, whoever it is for (a member's own: member-streams.ts; a round's
// watchers: round-streams.ts): its body, its limits and its end. The node's streams of a platform
// share one registry: the per-session and per-address counts (settings live.*), one heartbeat
// comment every HEARTBEAT_MS that keeps proxies from closing an idle one (and ends a stream whose
// session has expired meanwhile: a logout ends it at once, time passing tells no one), and the
// node's stop (SIGTERM) ending them all. A reader that falls behind is dropped (the front door
// watches the socket's buffer; the queue here is bounded too).
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { liveOf, type LiveBus } from '../live/index.ts';
import { getSetting } from '../settings.ts';

export const HEARTBEAT_MS = 20_000;
/** How long a client waits before reconnecting (the stream's `retry:`). */
const RETRY_MS = 3_000;
/** Bytes queued for one stream past which its reader is taken to be gone. */
const QUEUE_LIMIT = 256 * 1024;

export interface OpenStream {
  /** The member whose session opened it; null for a visitor watching a round. */
  member: number | null;
  session: number | null;
  address: string;
  /** Whether its session is still live at `now` (a platform clock's time); none: a visitor's, always. */
  alive?: (now: number) => boolean | Promise<boolean>;
  write(text: string): void;
  end(): void;
}

interface Registry {
  open: Set<OpenStream>;
  perSession: Map<number, number>;
  perAddress: Map<string, number>;
  heartbeat: NodeJS.Timeout;
  /** What each kind of stream does when the node stops (unsubscribing from the bus). */
  stops: (() => void)[];
}

const registries = new WeakMap<LiveBus, Registry>();
const encoder = new TextEncoder();
// An event sent to many streams is one string: encoded once, its bytes shared by every queue.
let lastText = '';
let lastBytes = new Uint8Array();

function bytesOf(text: string): Uint8Array {
  if (text !== lastText) {
    lastBytes = encoder.encode(text);
    lastText = text;
  }
  return lastBytes;
}

/** An event's lines: its id (this node's mark and number), its name and its JSON; no name: the id alone. */
export const eventText = (bus: LiveBus, seq: number, name: string | null, data?: unknown): string =>
  `id: ${bus.node}.${seq}\n${name ? `event: ${name}\ndata: ${JSON.stringify(data ?? null)}\n` : ''}\n`;

/** The heartbeat: a comment to each stream, and the end of each whose session is no longer live. */
export function beatStreams(db: Db): void {
  const registry = registries.get(liveOf(db));
  if (!registry) return;
  const now = nowMs(db);
  for (const stream of registry.open) {
    const alive = stream.alive?.(now) ?? true;
    if (alive === true) stream.write(': \n\n');
    else if (alive === false) stream.end();
    else void alive.then((still) => (still ? stream.write(': \n\n') : stream.end())).catch(() => stream.write(': \n\n'));
  }
}

function registryOf(db: Db): Registry {
  const bus = liveOf(db);
  let registry = registries.get(bus);
  if (registry) return registry;
  const made: Registry = {
    open: new Set(),
    perSession: new Map(),
    perAddress: new Map(),
    heartbeat: setInterval(() => beatStreams(db), HEARTBEAT_MS),
    stops: [],
  };
  made.heartbeat.unref();
  registries.set(bus, (registry = made));
  return registry;
}

/** Runs `stop` when the node's streams end (endStreams); a kind of stream registers once per bus. */
export function onStreamsEnd(db: Db, stop: () => void): void {
  registryOf(db).stops.push(stop);
}

function count<K>(map: Map<K, number>, key: K, by: number): void {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}

export interface StreamOpening {
  member: number | null;
  session: number | null;
  address: string;
  alive?: OpenStream['alive'];
  /** Adds the stream to its kind's watchers (before `first`: nothing said meanwhile is lost). */
  join(stream: OpenStream): void;
  leave(stream: OpenStream): void;
  /** The stream's first lines (what it missed, or its id now); events heard meanwhile wait for them. */
  first(): Promise<string>;
}

/**
 * Opens a stream, or refuses (STREAM_SESSION_LIMIT, STREAM_ADDRESS_LIMIT) when this node already
 * holds as many as the settings allow. Its body ends with `end()`, when the node stops, or when the
 * reader goes (cancel).
 */
export async function openStream(db: Db, opening: StreamOpening): Promise<ReadableStream<Uint8Array>> {
  const registry = registryOf(db);
  const [perSession, perAddress] = await Promise.all([
    getSetting(db, 'live.streams_per_session'),
    getSetting(db, 'live.streams_per_address'),
  ]);
  if (opening.session !== null && (registry.perSession.get(opening.session) ?? 0) >= perSession) fail('STREAM_SESSION_LIMIT');
  if ((registry.perAddress.get(opening.address) ?? 0) >= perAddress) fail('STREAM_ADDRESS_LIMIT');
  // Counted before the first await below: two opening at once cannot both pass the limit.
  if (opening.session !== null) count(registry.perSession, opening.session, 1);
  count(registry.perAddress, opening.address, 1);
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  // What is heard while the first lines are read waits for them, so ids go up in order.
  let held: string[] | null = [];
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      cancel: () => stream.end(),
    },
    { highWaterMark: 0 },
  );
  const stream: OpenStream = {
    member: opening.member,
    session: opening.session,
    address: opening.address,
    alive: opening.alive,
    write(text) {
      if (!open || !controller) return;
      if (held) return void held.push(text);
      if ((controller.desiredSize ?? 0) < -QUEUE_LIMIT) return stream.end();
      controller.enqueue(bytesOf(text));
    },
    end() {
      if (!open) return;
      open = false;
      registry.open.delete(stream);
      opening.leave(stream);
      if (stream.session !== null) count(registry.perSession, stream.session, -1);
      count(registry.perAddress, stream.address, -1);
      try {
        controller?.close();
      } catch {
        // Already cancelled by the reader.
      }
    },
  };
  registry.open.add(stream);
  opening.join(stream);
  try {
    const first = `retry: ${RETRY_MS}\n` + (await opening.first());
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
  const registry = registries.get(bus);
  if (!registry) return;
  registries.delete(bus);
  clearInterval(registry.heartbeat);
  for (const stop of registry.stops) stop();
  for (const stream of [...registry.open]) stream.end();
}

/** Streams this node holds (the metrics and tests read it). */
export function openStreams(db: Db): number {
  return registries.get(liveOf(db))?.open.size ?? 0;
}
