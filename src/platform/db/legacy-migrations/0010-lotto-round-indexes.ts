import type { Migration } from './migration.ts';

// The lobby asks, on every visit, which rounds are open now and each category's next round. Both
// read the pending rounds through (state, result_at) and filtered every one of them: a day of
// Yeekee rounds ahead, sorted again per category. Pending rounds by the time they open answer the
// first (pending and already open: the few open or waiting for a result) and a category's pending
// rounds by open time the second (the first row is the answer).
export const lottoRoundIndexes: Migration = {
  name: 'lotto round indexes for the lobby',
  sql: `
    CREATE INDEX lotto_rounds_pending_open ON lotto_rounds(state, open_at);
    CREATE INDEX lotto_rounds_category_open ON lotto_rounds(category_id, state, open_at);
  `,
};
