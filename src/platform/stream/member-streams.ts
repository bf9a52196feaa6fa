// The member's live stream (GET /api/member/stream): server-sent events from this node's bus
// (platform/live/), for the member's own changes, and every round's (the lobby reads again). Each event carries an id (this node's mark
// and its number); a reconnect with Last-Event-ID gets what it missed from the node's buffer, or
// `reload` when the buffer no longer reaches back (or the id is another node's). A session that
// ends (logout, revoked, a break) closes its streams on every node; one that expires, at the next
// heartbeat (sse.ts). Limits, heartbeats and the
// node's stop: sse.ts.
import type { LiveEventName } from '../../contract/account/live.ts';
import type { Db } from '../db/database.ts';
import { unreadCount } from '../inbox/index.ts';
import { isMemberEvent, liveOf, reachesMember, type Heard, type LiveBus, type LiveEvent } from '../live/index.ts';
import { log } from '../log.ts';
import { listWallets, memberPoints } from '../money/index.ts';
import { memberDeposit } from '../payments/index.ts';
import { withdrawalState } from '../withdrawals/index.ts';
import { eventText, onStreamsEnd, openStream, type OpenStream } from './sse.ts';

/** Each member's open streams on this node, per platform (its bus). */
const watching = new WeakMap<LiveBus, Map<number, Set<OpenStream>>>();

const line = (bus: LiveBus, seq: number, name: LiveEventName | null, data?: unknown): string => eventText(bus, seq, name, data);

/** The event's lines for one member's streams, its data read now (never a stale balance). */
async function render(db: Db, bus: LiveBus, seq: number, event: LiveEvent): Promise<string | null> {
  switch (event.kind) {
    case 'wallets':
      return line(bus, seq, 'wallets', await listWallets(db, event.member));
    case 'deposit': {
      const deposit = await memberDeposit(db, event.member, event.id);
      return line(bus, seq, 'deposit', { id: deposit.id, status: deposit.status });
    }
    case 'withdrawal': {
      const withdrawal = await withdrawalState(db, event.member, event.id);
      return withdrawal && line(bus, seq, 'withdrawal', withdrawal);
    }
    case 'bills':
      return line(bus, seq, 'bills', { round_id: event.id });
    case 'inbox':
      return line(bus, seq, 'inbox', { unread: await unreadCount(db, event.member) });
    case 'points':
      return line(bus, seq, 'points', { point: await memberPoints(db, event.member) });
    case 'round':
      return line(bus, seq, 'round', { round_id: event.id });
    default:
      return null;
  }
}

/** The node's members' streams of the platform whose root handle is `root` (made with the first). */
function membersOf(root: Db): Map<number, Set<OpenStream>> {
  const bus = liveOf(root);
  const known = watching.get(bus);
  if (known) return known;
  const byMember = new Map<number, Set<OpenStream>>();
  const reading = new Map<number, Promise<void>>();
  const hear = (heard: Heard | null) => {
    // Events may have been lost (the listener reconnected): every stream reads everything again.
    if (!heard) {
      for (const streams of byMember.values()) for (const stream of streams) stream.write(line(bus, bus.lastSeq(), 'reload'));
      return;
    }
    const { event, seq } = heard;
    // A round's change is the same lines for everyone, written at once, or after a member's own
    // events still being read (their ids stay in order).
    if (event.kind === 'round') {
      const text = line(bus, seq, 'round', { round_id: event.id });
      for (const [member, streams] of byMember) {
        const before = reading.get(member);
        if (before) void before.then(() => byMember.get(member)?.forEach((stream) => stream.write(text)));
        else for (const stream of streams) stream.write(text);
      }
      return;
    }
    if (!isMemberEvent(event)) return;
    const watchers = byMember.get(event.member);
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
        if (text) for (const stream of byMember.get(event.member) ?? []) stream.write(text);
      })
      .catch((error: unknown) => log.warn({ err: (error as Error).message, kind: event.kind }, 'a live event could not be read'))
      .finally(() => {
        if (reading.get(event.member) === done) reading.delete(event.member);
      });
    reading.set(event.member, done);
  };
  const unsubscribe = bus.subscribe(hear);
  onStreamsEnd(root, () => {
    unsubscribe();
    watching.delete(bus);
  });
  watching.set(bus, byMember);
  return byMember;
}

/** What a reconnecting stream missed, rendered: its own member's events after `lastEventId`. */
async function missed(db: Db, bus: LiveBus, member: number, lastEventId: string | null): Promise<string> {
  if (!lastEventId) return line(bus, bus.lastSeq(), null);
  const [node, seqText] = lastEventId.split('.');
  const seq = Number(seqText);
  const heard = node === bus.node && Number.isSafeInteger(seq) ? bus.since(seq) : null;
  if (!heard) return line(bus, bus.lastSeq(), 'reload');
  const own = heard.filter((one) => one.event.kind !== 'session' && reachesMember(one.event, member));
  // The balances once (read now), each deposit once, each round once: the latest of each is what counts.
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
  /** When the session expires (platform clock): the stream ends at the first heartbeat after. */
  expiresAt: number;
  address: string;
  lastEventId: string | null;
}

/** Opens a stream for the member's session (sse.ts: its limits); it ends when the session does. */
export function openMemberStream(db: Db, ask: StreamAsk): Promise<ReadableStream<Uint8Array>> {
  const byMember = membersOf(db);
  const bus = liveOf(db);
  return openStream(db, {
    member: ask.member,
    session: ask.session,
    address: ask.address,
    alive: (now) => now < ask.expiresAt,
    join(stream) {
      const watchers = byMember.get(ask.member) ?? new Set();
      watchers.add(stream);
      byMember.set(ask.member, watchers);
    },
    leave(stream) {
      const watchers = byMember.get(ask.member);
      watchers?.delete(stream);
      if (watchers?.size === 0) byMember.delete(ask.member);
    },
    first: () => missed(db, bus, ask.member, ask.lastEventId),
  });
}
