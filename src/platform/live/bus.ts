// The node's live events: a small publish/subscribe bus. A change is told once it has committed
// (db/database.ts afterCommit) as a kind and an id, never its data: whoever hears it reads what it
// needs. Each node numbers what it hears and keeps the last BUFFERED of them, so a stream that
// reconnects to the same node gets what it missed (stream/), or is told to reload when it missed
// more. SQLite: in-process (another process on the same file leaves its events in live_notices:
// notices.ts). PostgreSQL: also NOTIFY on one channel, and one
// LISTEN connection per node brings the other nodes' events (its own it has delivered already).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { log } from '../log.ts';

/** The kinds of change that reach open streams; `member` decides whose streams hear it. */
export type LiveEvent =
  /** The member's wallets moved (money/ledger.ts): their balances are read when sent. */
  | { kind: 'wallets'; member: number; id: 0 }
  /** A deposit request's state changed (paid, cancelled, rejected, expired). */
  | { kind: 'deposit'; member: number; id: number }
  /** A withdrawal's state changed (paid, rejected; a new one asked). */
  | { kind: 'withdrawal'; member: number; id: number }
  /** The member's bills of round `id` changed (settled, refunded, cancelled). */
  | { kind: 'bills'; member: number; id: number }
  /** The member's inbox has new messages: its unread count is read when sent. */
  | { kind: 'inbox'; member: number; id: 0 }
  /** The member's points moved (money/points.ts): read when sent. */
  | { kind: 'points'; member: number; id: 0 }
  /** A session ended (logout, revoked by staff): its open streams close at once. */
  | { kind: 'session'; member: number; id: number }
  /** Round `id` took new shots (`member`: who shot, their own list marks them theirs). */
  | { kind: 'shots'; member: number; id: number }
  /** Round `id` was settled or refunded (its result is out), closed early, made, or had its numbers' rules
   *  changed (0: rounds of a whole category): every member's lobby reads again. */
  | { kind: 'round'; member: 0; id: number }
  /** Round `id` took bets or lost some (a bill cancelled): the risk desks of that round read again. */
  | { kind: 'stakes'; member: 0; id: number }
  /** The content desk changed something: every node forgets the pages and content it keeps. */
  | { kind: 'content'; member: 0; id: 0 }
  /** The deposit desk's reviews changed (a bank text or a slip came, or was dealt with). */
  | { kind: 'desk'; member: 0; id: 0 }
  /** Withdrawal `id` of `member` had its first approval: it waits for a second person. */
  | { kind: 'approval'; member: number; id: number }
  /** A member of staff's session ended (`id`; 0: all of theirs, disabled or a new role): their streams close. */
  | { kind: 'staff'; member: number; id: number };

const KINDS = new Set<string>([
  'wallets',
  'deposit',
  'withdrawal',
  'bills',
  'inbox',
  'points',
  'session',
  'shots',
  'round',
  'stakes',
  'content',
  'desk',
  'approval',
  'staff',
] satisfies LiveEvent['kind'][]);

/** The kinds about no one member's own things: rounds, the node, the staff. */
const NOT_MEMBERS = new Set<LiveEvent['kind']>(['shots', 'round', 'stakes', 'content', 'desk', 'approval', 'staff']);

/** Whether the event is about one member's own things (their stream carries it). */
export function isMemberEvent(event: LiveEvent): boolean {
  return !NOT_MEMBERS.has(event.kind);
}

/** Whether member `member`'s stream carries the event: their own things, and every round's change (the lobby). */
export function reachesMember(event: LiveEvent, member: number): boolean {
  return event.kind === 'round' || (isMemberEvent(event) && event.member === member);
}

/** An event as this node numbered it. */
export interface Heard {
  seq: number;
  event: LiveEvent;
}

/** What a subscriber hears: an event, or null when events may have been lost (the PostgreSQL listener reconnected). */
export type Listener = (heard: Heard | null) => void;

export interface LiveBus {
  /** This node's mark in its event ids: an id from another node (or an earlier run) is not replayed here. */
  readonly node: string;
  publish(event: LiveEvent): void;
  /** Publishes the event once it is known (null: none); closing waits for it (a command line about to exit). */
  publishWhenKnown(event: Promise<LiveEvent | null>): void;
  subscribe(listener: Listener): () => void;
  /** What this node heard after `seq`, or null when its buffer no longer reaches back that far. */
  since(seq: number): Heard[] | null;
  lastSeq(): number;
  close(): Promise<void>;
}

/** Events kept per node for reconnecting streams (a few seconds of a busy node's changes). */
export const BUFFERED = 2_048;
const CHANNEL = 'r999_live';
const RECONNECT_MS = 1_000;

/** The in-process part, the whole bus on SQLite. `send` also tells other nodes (PostgreSQL). */
export function memoryBus(
  send?: (line: string) => void,
  onClose?: () => Promise<void>,
): LiveBus & { hear(event: LiveEvent): void; hearLine(line: string): void; lost(): void } {
  const node = randomBytes(4).toString('hex');
  const listeners = new Set<Listener>();
  /** Events still being made (publishWhenKnown). */
  const pending = new Set<Promise<unknown>>();
  const buffer: Heard[] = [];
  let seq = 0;
  const deliver = (heard: Heard | null) => {
    for (const listener of listeners) {
      try {
        listener(heard);
      } catch (error) {
        log.error({ err: error }, 'a live listener failed');
      }
    }
  };
  const hear = (event: LiveEvent) => {
    const heard = { seq: ++seq, event };
    buffer.push(heard);
    if (buffer.length > BUFFERED) buffer.splice(0, buffer.length - BUFFERED);
    deliver(heard);
  };
  const publish = (event: LiveEvent) => {
    hear(event);
    send?.(`${node}|${event.kind}|${event.member}|${event.id}`);
  };
  return {
    node,
    publish,
    publishWhenKnown(event) {
      const publishing = event
        .then((known) => known && publish(known))
        .catch((error: unknown) => log.warn({ err: (error as Error).message }, 'a live event could not be made'))
        .finally(() => pending.delete(publishing));
      pending.add(publishing);
    },
    hear,
    hearLine(line) {
      const event = parseLine(line, node);
      if (event) hear(event);
    },
    lost: () => deliver(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    since(after) {
      if (after > seq) return null;
      const oldest = buffer[0]?.seq ?? seq + 1;
      if (after < oldest - 1) return null;
      return buffer.filter((heard) => heard.seq > after);
    },
    lastSeq: () => seq,
    close: async () => {
      await Promise.all(pending);
      listeners.clear();
      await onClose?.();
    },
  };
}

/** Reads another node's line; null for anything else (its own, or not ours). */
function parseLine(line: string, node: string): LiveEvent | null {
  const [from, kind, member, id] = line.split('|');
  if (from === node || !kind || !KINDS.has(kind)) return null;
  const numbers = [Number(member), Number(id)];
  if (!numbers.every(Number.isSafeInteger)) return null;
  return { kind, member: numbers[0], id: numbers[1] } as LiveEvent;
}

/** NOTIFY takes at most 8,000 bytes a payload: lines joined by newlines, as many as fit in each. */
const PAYLOAD_BYTES = 7_900;

function payloads(lines: string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const line of lines) {
    if (current && current.length + 1 + line.length > PAYLOAD_BYTES) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${line}` : line;
  }
  if (current) out.push(current);
  return out;
}

/**
 * PostgreSQL: the in-process bus, plus NOTIFY through `notify` (the pool) and one LISTEN client of
 * its own, reconnected after a loss (streams are then told to reload: what was said meanwhile is lost).
 */
export async function postgresBus(url: string, notify: (channel: string, line: string) => Promise<unknown>): Promise<LiveBus> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // Lines said in one turn of the event loop go out together, after it: one NOTIFY for a burst of
  // bills rather than one each, and never a round trip on the path of the call that made the change.
  let pending: string[] = [];
  const flush = () => {
    const lines = pending;
    pending = [];
    if (closed) return;
    for (const payload of payloads(lines))
      void notify(CHANNEL, payload).catch((error: unknown) =>
        log.warn({ err: (error as Error).message }, 'live event not sent to other nodes'),
      );
  };
  const bus = memoryBus(
    (line) => {
      if (pending.push(line) === 1) setImmediate(flush);
    },
    async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  );
  const listen = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'r999-live' });
    const lose = () => {
      if (closed || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void listen(true).catch(() => undefined), RECONNECT_MS);
      retry.unref();
    };
    next.on('notification', (message) => {
      for (const line of message.payload?.split('\n') ?? []) bus.hearLine(line);
    });
    next.on('error', (error) => {
      log.warn({ err: error.message }, 'live listener lost');
      lose();
    });
    next.on('end', lose);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (again) {
        log.info('live listener back');
        // What other nodes said meanwhile was never heard here: the streams are told to reload.
        bus.lost();
      }
    } catch (error) {
      if (!again) {
        client = undefined;
        await next.end().catch(() => undefined);
        throw error;
      }
      log.warn({ err: (error as Error).message }, 'live listener could not reconnect');
      lose();
    }
  };
  await listen(false);
  return bus;
}
