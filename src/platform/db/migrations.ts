// The ordered schema history. Append new migrations at the end.
import type { Migration } from './migrate.ts';
import { agentContent } from './migrations/0001-agent-content.ts';
import { membersAndMoney } from './migrations/0002-members-money.ts';
import { authTables } from './migrations/0003-auth.ts';
import { lottoTables } from './migrations/0004-lotto.ts';
import { lottoDrawSource } from './migrations/0005-lotto-draw-source.ts';
import { resetCodesAndLoginLocks } from './migrations/0006-reset-codes.ts';
import { contentWords } from './migrations/0007-content-words.ts';
import { bankAccountOwners } from './migrations/0008-bank-account-owners.ts';
import { lottoNumberStakes } from './migrations/0009-lotto-number-stakes.ts';
import { lottoRoundIndexes } from './migrations/0010-lotto-round-indexes.ts';

export const migrations: readonly Migration[] = [
  agentContent,
  membersAndMoney,
  authTables,
  lottoTables,
  lottoDrawSource,
  resetCodesAndLoginLocks,
  contentWords,
  bankAccountOwners,
  lottoNumberStakes,
  lottoRoundIndexes,
];
