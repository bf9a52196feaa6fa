// The face of platform/live/: the node's bus of live events (bus.ts), bound to the platform's
// database, and the one way a feature tells of a change: `tell`, after its transaction commits.
import { sql } from 'kysely';
import { afterCommit, contextOf, type Db, type DbContext } from '../db/database.ts';
import { memoryBus, postgresBus, type LiveBus, type LiveEvent } from './bus.ts';
import { noticeReader, noticeWriter } from './notices.ts';

export type { Heard, LiveBus, LiveEvent } from './bus.ts';
export { isMemberEvent, reachesMember } from './bus.ts';

interface Live {
  bus: LiveBus;
  root: Db;
  /** Whose wallet is whose: ownership never changes, so each is read once. */
  owners: Map<number, number>;
}

const lives = new WeakMap<DbContext, Live>();
const OWNERS_KEPT = 100_000;

/** Opens the node's bus for a platform's database (on PostgreSQL its LISTEN connection; on a shared SQLite file its notices) and binds it. */
export async function openLive(root: Db, across: { postgresUrl?: string; notices?: 'read' | 'write' } = {}): Promise<LiveBus> {
  const bus = await openBus(root, across);
  lives.set(contextOf(root), { bus, root, owners: new Map() });
  return bus;
}

async function openBus(root: Db, { postgresUrl, notices }: { postgresUrl?: string; notices?: 'read' | 'write' }): Promise<LiveBus> {
  if (postgresUrl) return postgresBus(postgresUrl, (channel, line) => sql`SELECT pg_notify(${channel}, ${line})`.execute(root));
  if (notices === 'write') {
    const writer = noticeWriter(root);
    return memoryBus(writer.send, writer.flush);
  }
  if (notices !== 'read') return memoryBus();
  let stop = () => undefined as void;
  const bus = memoryBus(undefined, async () => stop());
  stop = await noticeReader(root, (line) => bus.hearLine(line));
  return bus;
}

/** The bus of the platform `db` belongs to (a root or a transaction). */
export function liveOf(db: Db): LiveBus {
  const live = lives.get(contextOf(db));
  if (!live) throw new Error('no live bus bound to this database');
  return live.bus;
}

/** Tells the event once the change `db` is making commits (never when it rolls back). */
export function tell(db: Db, event: LiveEvent): void {
  const live = lives.get(contextOf(db));
  // A database opened without a platform (a migration, the copy tool) has nobody listening.
  if (!live) return;
  afterCommit(db, () => live.bus.publish(event));
}

/** The wallet's owner's balances moved: told after the commit, the owner read then (and kept). */
export function tellWalletMoved(db: Db, walletId: number): void {
  const live = lives.get(contextOf(db));
  if (!live) return;
  afterCommit(db, () => {
    const known = live.owners.get(walletId);
    if (known !== undefined) return live.bus.publish({ kind: 'wallets', member: known, id: 0 });
    // Read after the commit (no query in the movement's transaction); the bus waits for it before
    // it closes, so a command line's credit is told before the process exits.
    live.bus.publishWhenKnown(
      live.root
        .selectFrom('wallets')
        .select('member_id')
        .where('id', '=', walletId)
        .executeTakeFirst()
        .then((row) => {
          if (!row) return null;
          if (live.owners.size >= OWNERS_KEPT) live.owners.clear();
          live.owners.set(walletId, row.member_id);
          return { kind: 'wallets', member: row.member_id, id: 0 } as const;
        }),
    );
  });
}
