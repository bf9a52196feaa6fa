// The staff's live stream (GET /api/admin/stream): a desk hears when its list changed instead of
// asking every few seconds. `queue` says which desk (deposits: a request made, paid, cancelled,
// expired, a bank text or a slip for a cashier; withdrawals: asked or decided), gathered over
// GATHER_MS so a burst is one read; `approval` names a withdrawal waiting for a second person.
// Each goes only to a role with the permission to read it (a cashier never hears of approvals it
// cannot give); `risk` names a round whose stakes changed, at most once a RISK_GATHER_MS per round,
// so its risk desks sound a number newly past its share within a second without asking meanwhile.
// A staff session that ends (logout, a role changed, disabled) closes its streams at
// once, on every node. A stream that opens reads its desk once (subscribe, then read): nothing is
// replayed. Limits, heartbeats and the node's stop: sse.ts.
import type { Permission } from '../../contract/admin/staff.ts';
import type { StaffDesk, StaffEventName } from '../../contract/admin/staff-live.ts';
import type { Db } from '../db/database.ts';
import type { StaffIdentity } from '../http.ts';
import { liveOf, type Heard, type LiveBus } from '../live/index.ts';
import { can, staffSessionStillLive } from '../staff/index.ts';
import { eventText, onStreamsEnd, openStream, type OpenStream } from './sse.ts';

/** Changes heard within this long of the first are one `queue` event. */
const GATHER_MS = 100;
/** A round's bets heard within this long of the first are one `risk` event: a busy round's recount is not run per bill. */
const RISK_GATHER_MS = 1_000;

const READS: Record<StaffDesk, Permission> = { deposits: 'deposits.read', withdrawals: 'withdrawals.read' };

interface StaffStream {
  stream: OpenStream;
  staff: StaffIdentity;
}

interface Watching {
  open: Set<StaffStream>;
  /** Desks changed since the last `queue` went out. */
  changed: Set<StaffDesk>;
  timer?: NodeJS.Timeout;
  /** Rounds whose stakes changed since their last `risk` went out. */
  staked: Set<number>;
  riskTimer?: NodeJS.Timeout;
}

const watching = new WeakMap<LiveBus, Watching>();

function staffOf(root: Db): Watching {
  const bus = liveOf(root);
  const known = watching.get(bus);
  if (known) return known;
  const made: Watching = { open: new Set(), changed: new Set(), staked: new Set() };
  /** To the streams whose role has `permission` (none: every stream; `reload` carries nothing). */
  const send = (name: StaffEventName, data: unknown, permission?: Permission) => {
    const text = eventText(bus, bus.lastSeq(), name, data);
    for (const one of made.open) if (!permission || can(one.staff.role, permission)) one.stream.write(text);
  };
  const changed = (desk: StaffDesk) => {
    made.changed.add(desk);
    made.timer ??= setTimeout(() => {
      made.timer = undefined;
      for (const one of made.changed) send('queue', { desk: one }, READS[one]);
      made.changed.clear();
    }, GATHER_MS);
  };
  const staked = (round: number) => {
    made.staked.add(round);
    made.riskTimer ??= setTimeout(() => {
      made.riskTimer = undefined;
      for (const one of made.staked) send('risk', { round_id: one }, 'risk.manage');
      made.staked.clear();
    }, RISK_GATHER_MS);
  };
  const hear = (heard: Heard | null) => {
    // Events may have been lost (the listener reconnected): every desk reads its list again.
    if (!heard) return send('reload', null);
    const { event } = heard;
    switch (event.kind) {
      case 'deposit':
      case 'desk':
        return changed('deposits');
      case 'withdrawal':
        return changed('withdrawals');
      case 'stakes':
        return staked(event.id);
      case 'approval':
        changed('withdrawals');
        return send('approval', { id: event.id }, 'withdrawals.second_approval');
      case 'staff':
        for (const one of [...made.open])
          if (one.staff.id === event.member && (event.id === 0 || one.staff.sessionId === event.id)) one.stream.end();
        return;
      default:
        return;
    }
  };
  const unsubscribe = bus.subscribe(hear);
  onStreamsEnd(root, () => {
    unsubscribe();
    clearTimeout(made.timer);
    clearTimeout(made.riskTimer);
    watching.delete(bus);
  });
  watching.set(bus, made);
  return made;
}

/** Opens a stream for the staff session (sse.ts: its limits; the address's count is shared with the members'). */
export function openStaffStream(db: Db, staff: StaffIdentity, address: string): Promise<ReadableStream<Uint8Array>> {
  const staffStreams = staffOf(db);
  const bus = liveOf(db);
  let entry: StaffStream | undefined;
  return openStream(db, {
    member: null,
    session: null,
    address,
    // Ends when the session does by time (idle, or past its hours), checked at each heartbeat.
    alive: () => staffSessionStillLive(db, staff.sessionId),
    join(stream) {
      entry = { stream, staff };
      staffStreams.open.add(entry);
    },
    leave() {
      if (entry) staffStreams.open.delete(entry);
    },
    first: async () => eventText(bus, bus.lastSeq(), null),
  });
}
