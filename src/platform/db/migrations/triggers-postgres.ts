// The rules of triggers-sqlite.ts (migrations 0002, 0004, 0005, 0008, 0009) in PL/pgSQL, same
// trigger names and messages. Where PostgreSQL needs more than a translation, it says why:
// - A trigger's WHEN may not hold a subquery, so a rule that reads another row is a function.
// - Several connections write at once: the ledger check locks the wallet row, so two ledger rows
//   for one wallet from two nodes take turns, and the second reads the balance the first left (the
//   issue's "two debits serialise"). FOR NO KEY UPDATE, not FOR UPDATE: a transaction that has
//   already written a row referencing the wallet (a bill's wallet_id) holds FOR KEY SHARE on it
//   through the foreign key, and FOR UPDATE would wait for every other such transaction while they
//   wait for it (a deadlock, found only after deadlock_timeout); FOR NO KEY UPDATE conflicts with
//   itself and with the balance update, not with key shares.
// - "Balance changes only through the ledger": SQLite compares the new balance with the newest
//   ledger row by id. PostgreSQL hands out ids before the row lock is taken, so a later commit can
//   hold a smaller id; instead the balance may change only from inside the ledger's own trigger
//   (pg_trigger_depth() > 1), which sets it to the checked balance_after.
// - TRUNCATE skips row triggers: refused on both ledgers as well.
// One statement each (dollar-quoted bodies hold semicolons).

/** A trigger that refuses with its first argument as the message. */
const refuse = `CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING MESSAGE = TG_ARGV[0];
END $$`;

/**
 * Refuses a change made by a statement of the application (depth 1 inside this function), lets
 * through one made by another trigger's function (depth 2 and more). Read in the body: a WHEN
 * clause is evaluated before the depth counts this trigger.
 */
const refuseOutsideTrigger = `CREATE FUNCTION refuse_outside_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION USING MESSAGE = TG_ARGV[0];
  END IF;
  RETURN NEW;
END $$`;

function refuseTrigger(name: string, when: string, table: string, condition: string | null, message: string): string {
  const guard = condition ? ` WHEN (${condition})` : '';
  return `CREATE TRIGGER ${name} ${when} ON ${table} FOR EACH ROW${guard} EXECUTE FUNCTION refuse_change('${message}')`;
}

function appendOnly(table: string, message: string): string[] {
  return [
    refuseTrigger(`${table}_no_update`, 'BEFORE UPDATE', table, null, message),
    refuseTrigger(`${table}_no_delete`, 'BEFORE DELETE', table, null, message),
  ];
}

/** Money on wallets.balance through ledger, points on members.points through point_ledger. */
function balanceRules(o: {
  ledger: string;
  owner: string;
  ownerKey: string;
  balance: string;
  startTrigger: string;
  startMessage: string;
  followMessage: string;
  onlyTrigger: string;
  onlyMessage: string;
  moveTrigger: string;
  appendMessage: string;
}): string[] {
  return [
    refuseTrigger(o.startTrigger, 'BEFORE INSERT', o.owner, `NEW.${o.balance} <> 0`, o.startMessage),
    `CREATE FUNCTION ${o.ledger}_balance_after_matches() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_balance bigint;
BEGIN
  -- Locked to the end of the transaction: the next row for this owner waits, then reads ours.
  SELECT ${o.balance} INTO current_balance FROM ${o.owner} WHERE id = NEW.${o.ownerKey} FOR NO KEY UPDATE;
  IF NEW.balance_after IS DISTINCT FROM current_balance + NEW.amount THEN
    RAISE EXCEPTION USING MESSAGE = '${o.followMessage}';
  END IF;
  RETURN NEW;
END $$`,
    `CREATE TRIGGER ${o.ledger}_balance_after_matches BEFORE INSERT ON ${o.ledger}
  FOR EACH ROW EXECUTE FUNCTION ${o.ledger}_balance_after_matches()`,
    `CREATE FUNCTION ${o.moveTrigger}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ${o.owner} SET ${o.balance} = NEW.balance_after WHERE id = NEW.${o.ownerKey};
  RETURN NULL;
END $$`,
    `CREATE TRIGGER ${o.moveTrigger} AFTER INSERT ON ${o.ledger} FOR EACH ROW EXECUTE FUNCTION ${o.moveTrigger}()`,
    `CREATE TRIGGER ${o.onlyTrigger} BEFORE UPDATE OF ${o.balance} ON ${o.owner}
  FOR EACH ROW EXECUTE FUNCTION refuse_outside_trigger('${o.onlyMessage}')`,
    ...appendOnly(o.ledger, o.appendMessage),
    `CREATE TRIGGER ${o.ledger}_no_truncate BEFORE TRUNCATE ON ${o.ledger}
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('${o.appendMessage}')`,
  ];
}

export const postgresTriggers: readonly string[] = [
  refuse,
  refuseOutsideTrigger,

  // 0002: balance == sum of the ledger rows, never below zero (the CHECKs), rows never edited.
  ...balanceRules({
    ledger: 'ledger',
    owner: 'wallets',
    ownerKey: 'wallet_id',
    balance: 'balance',
    startTrigger: 'wallets_start_empty',
    startMessage: 'a wallet starts at 0; credit it through the ledger',
    followMessage: 'ledger balance_after does not follow the wallet balance',
    onlyTrigger: 'wallets_balance_only_by_ledger',
    onlyMessage: 'wallet balance changes only through the ledger',
    moveTrigger: 'ledger_moves_balance',
    appendMessage: 'ledger rows are append-only',
  }),
  ...balanceRules({
    ledger: 'point_ledger',
    owner: 'members',
    ownerKey: 'member_id',
    balance: 'points',
    startTrigger: 'members_start_without_points',
    startMessage: 'a member starts at 0 points; add them through the point ledger',
    followMessage: 'point balance_after does not follow the member points',
    onlyTrigger: 'members_points_only_by_ledger',
    onlyMessage: 'points change only through the point ledger',
    moveTrigger: 'point_ledger_moves_points',
    appendMessage: 'point ledger rows are append-only',
  }),

  // 0004 and 0005: public records, never edited or removed.
  ...appendOnly('yeekee_shots', 'yeekee shots are append-only'),
  ...appendOnly('lotto_official_results', 'official results are append-only'),
  ...appendOnly('lotto_draw_source_changes', 'draw source changes are append-only'),

  // 0008: one member per bank account, kept in step with the members' two account columns.
  `CREATE FUNCTION members_main_bank_owned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bank_account_owners (bank_code, bank_account, member_id) VALUES (NEW.bank_code, NEW.bank_account, NEW.id);
  RETURN NULL;
END $$`,
  `CREATE TRIGGER members_main_bank_owned AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION members_main_bank_owned()`,
  `CREATE FUNCTION members_main_bank_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM bank_account_owners
  WHERE member_id = OLD.id AND bank_code = OLD.bank_code AND bank_account = OLD.bank_account;
  INSERT INTO bank_account_owners (bank_code, bank_account, member_id) VALUES (NEW.bank_code, NEW.bank_account, NEW.id);
  RETURN NULL;
END $$`,
  `CREATE TRIGGER members_main_bank_moved AFTER UPDATE OF bank_code, bank_account ON members FOR EACH ROW
  WHEN (OLD.bank_code IS DISTINCT FROM NEW.bank_code OR OLD.bank_account IS DISTINCT FROM NEW.bank_account)
  EXECUTE FUNCTION members_main_bank_moved()`,
  `CREATE FUNCTION members_sub_bank_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM bank_account_owners
  WHERE member_id = OLD.id AND bank_code IS NOT DISTINCT FROM OLD.sub_bank_code
    AND bank_account IS NOT DISTINCT FROM OLD.sub_bank_account;
  IF NEW.sub_bank_code IS NOT NULL THEN
    INSERT INTO bank_account_owners (bank_code, bank_account, member_id) VALUES (NEW.sub_bank_code, NEW.sub_bank_account, NEW.id);
  END IF;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER members_sub_bank_moved AFTER UPDATE OF sub_bank_code, sub_bank_account ON members FOR EACH ROW
  WHEN (OLD.sub_bank_code IS DISTINCT FROM NEW.sub_bank_code OR OLD.sub_bank_account IS DISTINCT FROM NEW.sub_bank_account)
  EXECUTE FUNCTION members_sub_bank_moved()`,

  // 0009: stakes per number kept as lines are written and bills cancelled (0028-stake-payouts
  // replaces these two functions with ones that keep payout_centi too).
  `CREATE FUNCTION lotto_bill_lines_staked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bill_status text;
  bill_member bigint;
BEGIN
  SELECT status, member_id INTO bill_status, bill_member FROM lotto_bills WHERE id = NEW.bill_id;
  IF bill_status <> 'cancelled' THEN
    INSERT INTO lotto_number_stakes AS s (round_id, bet_type, number, member_id, amount)
      VALUES (NEW.round_id, NEW.bet_type, NEW.number, 0, NEW.amount)
      ON CONFLICT (round_id, bet_type, number, member_id) DO UPDATE SET amount = s.amount + EXCLUDED.amount;
    INSERT INTO lotto_number_stakes AS s (round_id, bet_type, number, member_id, amount)
      VALUES (NEW.round_id, NEW.bet_type, NEW.number, bill_member, NEW.amount)
      ON CONFLICT (round_id, bet_type, number, member_id) DO UPDATE SET amount = s.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER lotto_bill_lines_staked AFTER INSERT ON lotto_bill_lines FOR EACH ROW EXECUTE FUNCTION lotto_bill_lines_staked()`,
  `CREATE FUNCTION lotto_bills_cancelled_unstaked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lotto_number_stakes s
  SET amount = s.amount - (
    SELECT SUM(l.amount) FROM lotto_bill_lines l
    WHERE l.bill_id = NEW.id AND l.round_id = s.round_id AND l.bet_type = s.bet_type AND l.number = s.number
  )
  WHERE s.member_id IN (0, NEW.member_id)
    AND (s.round_id, s.bet_type, s.number) IN (SELECT round_id, bet_type, number FROM lotto_bill_lines WHERE bill_id = NEW.id);
  RETURN NULL;
END $$`,
  `CREATE TRIGGER lotto_bills_cancelled_unstaked AFTER UPDATE OF status ON lotto_bills FOR EACH ROW
  WHEN (NEW.status = 'cancelled' AND OLD.status <> 'cancelled')
  EXECUTE FUNCTION lotto_bills_cancelled_unstaked()`,
  // What the stakes are summed from never changes after the fact.
  refuseTrigger(
    'lotto_bills_cancel_final',
    'BEFORE UPDATE OF status',
    'lotto_bills',
    "OLD.status = 'cancelled' AND NEW.status <> 'cancelled'",
    'a cancelled bill stays cancelled',
  ),
  refuseTrigger(
    'lotto_bills_owner_fixed',
    'BEFORE UPDATE OF member_id, round_id',
    'lotto_bills',
    'OLD.member_id IS DISTINCT FROM NEW.member_id OR OLD.round_id IS DISTINCT FROM NEW.round_id',
    'a bill keeps its member and round',
  ),
  refuseTrigger(
    'lotto_bill_lines_stake_fixed',
    'BEFORE UPDATE OF bill_id, round_id, bet_type, number, amount',
    'lotto_bill_lines',
    'OLD.bill_id IS DISTINCT FROM NEW.bill_id OR OLD.round_id IS DISTINCT FROM NEW.round_id' +
      ' OR OLD.bet_type IS DISTINCT FROM NEW.bet_type OR OLD.number IS DISTINCT FROM NEW.number' +
      ' OR OLD.amount IS DISTINCT FROM NEW.amount',
    'a bill line keeps its number and stake',
  ),
  refuseTrigger('lotto_bill_lines_no_delete', 'BEFORE DELETE', 'lotto_bill_lines', null, 'bill lines are never removed'),
];
