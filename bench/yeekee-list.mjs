// The Yeekee shot list of a round with 3,000 shots: the bytes of the whole list, and of the list
// asked for with `since` (the newest shot id the client already has), which should carry only the
// shots after it.
import { check, figure } from './budgets.mjs';
import { BROWSER_HEADERS, insertShots, otherYeekeeRound, shooterPool } from './site.mjs';
import { compressedSizes, rawGet } from './sizes.mjs';

export const SHOTS = 3000;
/** The client is this many shots behind when it asks again. */
export const NEW_SHOTS = 10;

async function list(baseUrl, query) {
  const answer = await rawGet(`${baseUrl}/api/lotto/yeekee/list?${query}`, { ...BROWSER_HEADERS, accept: 'application/json' });
  const envelope = JSON.parse(answer.body.toString('utf8'));
  return {
    status: answer.status,
    error: envelope.error,
    shots: envelope.data?.shots?.length ?? null,
    shotIds: (envelope.data?.shots ?? []).map((shot) => shot.shot_id),
    encoding: answer.headers['content-encoding'] ?? null,
    wire: answer.wire.length,
    ...compressedSizes(answer.body),
  };
}

export async function measureYeekeeList({ site, exceptRoundId = 0 }) {
  const { db, url: baseUrl } = site;
  const roundId = await otherYeekeeRound(db, exceptRoundId);
  const shooters = await db.selectFrom('members').select('id').where('phone', 'like', '07%').orderBy('id').limit(500).execute();
  const memberIds = shooters.length ? shooters.map((row) => row.id) : (await shooterPool(db, 500)).map((shooter) => shooter.memberId);
  const idsNewestFirst = await insertShots(db, roundId, memberIds, SHOTS);
  const since = idsNewestFirst[NEW_SHOTS];
  const full = await list(baseUrl, `round_id=${roundId}`);
  const delta = await list(baseUrl, `round_id=${roundId}&since=${since}`);
  const onlyNewer = delta.error === 0 && delta.shots === NEW_SHOTS && delta.shotIds.every((id) => id > since);
  return { roundId, shotsInRound: idsNewestFirst.length, since, newShots: NEW_SHOTS, full, withSince: delta, onlyNewer };
}

export function yeekeeListChecks(result) {
  const part = 'yeekee list';
  const describe = (answer) =>
    `${answer.shots} shots; raw ${answer.raw}, gzip ${answer.gzip}, brotli ${answer.brotli}, wire ${answer.wire} (${answer.encoding ?? 'not compressed'})`;
  return [
    figure({
      part,
      label: `full list, ${result.shotsInRound} shots (wire)`,
      value: result.full.wire,
      unit: 'B',
      detail: describe(result.full),
    }),
    {
      // Passes only when every shot sent is newer than `since`, not merely when the count matches.
      ...check({
        part,
        label: `with since, ${result.newShots} newer shots: only those are sent`,
        value: result.withSince.shots,
        unit: 'shots',
        op: '=',
        budget: result.newShots,
        detail: `${result.onlyNewer ? '' : '`since` ignored: '}${describe(result.withSince)}`,
      }),
      pass: result.onlyNewer,
    },
    figure({ part, label: 'list with since (wire)', value: result.withSince.wire, unit: 'B' }),
  ];
}
