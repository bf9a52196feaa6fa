// The session's running result for the play-time reminder: stakes and returns on the member's
// wallets since the session began (ledger rows bet, payout, refund).
import type { SessionSummary } from '../../contract/responsible.ts';
import type { Db } from '../db/database.ts';
import type { Session } from '../http.ts';
import { toBaht } from '../money/money.ts';
import { getSetting } from '../settings.ts';

export async function sessionSummary(db: Db, session: Session): Promise<SessionSummary> {
  const { created_at: startedAt } = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('ledger as l')
    .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
    .select((eb) => [
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when('l.amount', '<', 0)
              .then(eb.neg(eb.ref('l.amount')))
              .else(0)
              .end(),
          ),
          eb.lit(0),
        )
        .as('stake'),
      eb.fn
        .coalesce(eb.fn.sum<number>(eb.case().when('l.amount', '>', 0).then(eb.ref('l.amount')).else(0).end()), eb.lit(0))
        .as('returned'),
    ])
    .where('w.member_id', '=', session.memberId)
    .where('l.type', 'in', ['bet', 'payout', 'refund'])
    .where('l.created_at', '>=', startedAt)
    .executeTakeFirstOrThrow();
  const stake = Number(rows.stake);
  const returned = Number(rows.returned);
  return {
    started_at: new Date(startedAt).toISOString(),
    reminder_minutes: await getSetting(db, 'responsible.reminder_minutes'),
    stake: toBaht(stake),
    returned: toBaht(returned),
    net: toBaht(returned - stake),
  };
}
