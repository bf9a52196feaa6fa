// The session's running result for the play-time reminder: stakes and returns on the member's
// wallets since the session began (ledger rows bet, payout, refund).
import type { SessionSummary } from '../../contract/account/responsible.ts';
import type { Db } from '../db/database.ts';
import type { Session } from '../http.ts';
import { ledgerStakeAndReturn, toBaht } from '../money/index.ts';

import { getSetting } from '../settings.ts';

export async function sessionSummary(db: Db, session: Session): Promise<SessionSummary> {
  const { created_at: startedAt } = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  const { stake, returned } = await ledgerStakeAndReturn(db, session.memberId, { types: ['bet', 'payout', 'refund'], since: startedAt });
  return {
    started_at: new Date(startedAt).toISOString(),
    reminder_minutes: await getSetting(db, 'responsible.reminder_minutes'),
    stake: toBaht(stake),
    returned: toBaht(returned),
    net: toBaht(returned - stake),
  };
}
