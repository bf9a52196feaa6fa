// The bill builder of a lotto round (phone first): bet type chips, a keypad (the physical keyboard
// works too), shortcuts, the lines with their rates and stakes, and validate -> confirm -> create.
// The bill itself lives in the lotto store; this island only turns taps into store actions.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import { toastError } from '../../api/client.ts';
import { getBillReuse } from '../../api/lotto/lotto-sets.ts';
import type { BillReuse, NumberSet } from '../../contract/lotto/lotto-sets.ts';
import { lottoConveniences as tc } from '../../i18n/lotto/lotto-conveniences.ts';
import type { PastedLine } from '../../lib/lotto/paste-numbers.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import type { BetType, RoundDetail, RoundLimit } from '../../contract/lotto/lotto.ts';
import BillAmountInput from './BillAmountInput.tsx';
import BillBar from './BillBar.tsx';
import BillBetTypes from './BillBetTypes.tsx';
import BillConfirm from './BillConfirm.tsx';
import BillCountdown from './BillCountdown.tsx';
import BillKeypad from './BillKeypad.tsx';
import BillLines from './BillLines.tsx';
import BillShortcuts from './BillShortcuts.tsx';
import BillTools from './BillTools.tsx';
import NumberRules from './NumberRules.tsx';
import YeekeeShotRule from './YeekeeShotRule.tsx';
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';
import { shortcutById, type ShortcutId } from '../../lib/lotto/lotto-shortcuts.ts';
import { withReturnPath } from '../../lib/account/return-path.ts';
import { serverNow, syncServerTime } from '../../stores/server-clock.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import {
  $billCache,
  $billInputData,
  $billRate,
  $billRefusals,
  $billTotal,
  $lottoWallets,
  DEFAULT_STAKE,
  addLines,
  addNumbers,
  clearLines,
  isStake,
  closeRound,
  confirmBill,
  loadLottoWallets,
  openRound,
  removeLine,
  setAllAmounts,
  setDefaultAmount,
  setLineAmount,
  validate,
  type AddOutcome,
  type BillRefusal,
} from '../../stores/lotto/lotto.ts';

// The conveniences' dialogs load with their first opening: the round page does not carry them.
const NumberSetsDialog = lazy(() => import('./NumberSetsDialog.tsx'));
const PasteDialog = lazy(() => import('./PasteDialog.tsx'));
const ReuseDialog = lazy(() => import('./ReuseDialog.tsx'));

interface Props {
  round: RoundDetail;
  limit: RoundLimit | null;
  /** A visitor sees the countdown and a call to log in instead of the builder. */
  member: boolean;
}

export default function LottoBill({ round, limit, member }: Props) {
  useEffect(() => syncServerTime(round.server_time), [round.server_time]);
  return (
    <div className="space-y-2" data-testid="lotto-bill">
      <BillCountdown closeAt={round.close_at}>
        {round.min_shots !== undefined ? (
          <YeekeeShotRule roundId={round.round_id} count={round.shot_count ?? 0} minShots={round.min_shots} short />
        ) : null}
      </BillCountdown>
      {member ? (
        <Builder round={round} limit={limit} />
      ) : (
        <>
          <VisitorCall roundId={round.round_id} />
          {limit ? <NumberRules betTypes={round.bet_types} hot={limit.hot} closed={limit.closed} scope="round" heading="h2" /> : null}
        </>
      )}
    </div>
  );
}

/** Logging in or registering from here comes back to this round. */
function VisitorCall({ roundId }: { roundId: number }) {
  const here = `/lotto/${roundId}`;
  return (
    <section className="rounded-2xl border border-primary/30 bg-base-100 p-5 text-center" data-testid="lotto-login-call">
      <h2 className="text-lg font-semibold">{t.visitor.title}</h2>
      <p className="mt-1 text-sm text-base-content/70">{t.visitor.text}</p>
      <div className="mt-4 flex justify-center gap-3">
        <a href={withReturnPath('/login', here)} className="btn btn-primary">
          {t.visitor.login}
        </a>
        <a href={withReturnPath('/register', here)} className="btn btn-outline">
          {t.visitor.register}
        </a>
      </div>
    </section>
  );
}

/** Toasts what the member should know about a number typed that was not added as typed. */
function reportTyped(outcome: AddOutcome): void {
  if (outcome.closed.length > 0) notify.error(t.toast.closed(outcome.closed.join(', ')));
  if (outcome.todTriples > 0) notify.error(t.toast.todTriple);
  if (outcome.hot.length > 0) notify.warning(t.toast.hotAdded(outcome.hot.join(', ')));
  if (outcome.added.length === 0 && outcome.duplicates > 0 && outcome.closed.length === 0) notify.info(t.toast.duplicate);
}

/** A shortcut's one sentence: how many lines of how many it added, and what it left out and why. */
function shortcutReport(name: string, outcome: AddOutcome): { text: string; complete: boolean } {
  const left = [
    outcome.closed.length > 0 ? t.shortcuts.closed(outcome.closed.join(', ')) : '',
    outcome.todTriples > 0 ? t.shortcuts.todTriples(outcome.todTriples) : '',
    outcome.duplicates > 0 ? t.shortcuts.duplicates(outcome.duplicates) : '',
    outcome.noStake > 0 ? t.shortcuts.noStake(outcome.noStake) : '',
    outcome.unavailable > 0 ? tc.unavailable(outcome.unavailable) : '',
  ].filter(Boolean);
  const head = t.shortcuts.added(name, outcome.added.length, outcome.asked);
  return { text: left.length > 0 ? `${head} ${t.shortcuts.leftOut} ${left.join(', ')}` : head, complete: left.length === 0 };
}

function Builder({ round, limit }: { round: RoundDetail; limit: RoundLimit | null }) {
  const mounted = useMounted();
  const input = useStore($billInputData);
  const cache = useStore($billCache);
  const book = useStore($billRate);
  const refusals = useStore($billRefusals);
  const total = useStore($billTotal);
  const wallets = useStore($lottoWallets);

  const betTypes = round.bet_types;
  const [selected, setSelected] = useState<BetType[]>(() => (betTypes[0] ? [betTypes[0].bet_type] : []));
  const [typed, setTyped] = useState('');
  const [mode, setMode] = useState<ShortcutId | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [walletId, setWalletId] = useState<number | null>(null);
  const [busy, setBusy] = useState<'validate' | 'create' | null>(null);
  const [closedNow, setClosedNow] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; shortOfMoney: boolean } | null>(null);
  const [placedBill, setPlacedBill] = useState<number | null>(null);
  /** What the last shortcut added and left out, kept above the lines until the next one. */
  const [shortcutNote, setShortcutNote] = useState<{ text: string; complete: boolean } | null>(null);
  /** The convenience dialog open: number sets or paste. */
  const [tool, setTool] = useState<'sets' | 'paste' | null>(null);
  /** ดึงโพย: an earlier bill's lines as checked against this round, shown before adding. */
  const [reuse, setReuse] = useState<BillReuse | null>(null);

  // Loading a round clears the cached bill and its input (SPEC.md section 4).
  useEffect(() => openRound(round, limit), [round, limit]);

  // Betting stops at close time even if the page stays open.
  useEffect(() => {
    syncServerTime(round.server_time); // this effect runs before the parent's
    const left = Date.parse(round.close_at) - serverNow();
    if (left <= 0) return setClosedNow(true);
    const timer = setTimeout(() => setClosedNow(true), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [round.close_at, round.server_time]);

  useEffect(() => {
    if (!closedNow) return;
    setConfirmOpen(false);
    closeRound(round.round_id);
    notify.error(t.toast.roundClosed);
  }, [closedNow, round.round_id]);

  // A deposit from here comes back to this round, where the lines are kept (stores/lotto/lotto-drafts.ts).
  const depositHref = withReturnPath('/member/deposit', `/lotto/${round.round_id}`);

  const ready = mounted && book?.roundId === round.round_id;
  const lines = ready ? input.lines : [];
  const validated = ready && cache?.roundId === round.round_id;
  const locked = !ready || closedNow || busy !== null;
  const digits = betTypes.find((b) => b.bet_type === selected[0])?.digits ?? 0;
  const length = mode ? shortcutById(mode).input : digits;
  // A refused price (2.50, empty): the keypad and the shortcuts add nothing and say why.
  const stakeReady = !ready || isStake(input.defaultAmount);

  /** False (and the member told why) while the price field holds a refused price. */
  function stakeOk(): boolean {
    if (!stakeReady) notify.error(t.keypad.noStake);
    return stakeReady;
  }

  function toggleBet(betType: BetType) {
    const betDigits = betTypes.find((b) => b.bet_type === betType)?.digits;
    if (selected.includes(betType)) return setSelected(selected.filter((b) => b !== betType));
    if (betDigits === digits) return setSelected([...selected, betType]);
    // Another digit count: start over with that bet type alone.
    setSelected([betType]);
    setTyped('');
    if (mode && shortcutById(mode).digits !== betDigits) setMode(null);
  }

  function chooseMode(next: ShortcutId | null) {
    setMode(next);
    setTyped('');
  }

  function typeDigit(digit: string) {
    if (selected.length === 0) return void notify.info(t.chooseBetType);
    if (!stakeOk()) return;
    const next = typed + digit;
    if (next.length < length) return setTyped(next);
    const numbers = mode ? shortcutById(mode).expand(next) : [next];
    const outcome = addNumbers(selected, numbers);
    if (mode) reportShortcut(mode, outcome);
    else reportTyped(outcome);
    setTyped('');
    setPlacedBill(null);
  }

  function applyShortcut(id: ShortcutId) {
    if (!stakeOk()) return;
    reportShortcut(id, addNumbers(selected, shortcutById(id).expand('')));
    setPlacedBill(null);
  }

  function reportShortcut(id: ShortcutId, outcome: AddOutcome) {
    reportAdded(t.shortcuts.names[id], outcome);
  }

  /** What a shortcut, a set, a paste or an old bill added and left out, above the lines and as a toast. */
  function reportAdded(name: string, outcome: AddOutcome) {
    const report = shortcutReport(name, outcome);
    setShortcutNote(report);
    if (report.complete) notify.success(report.text, { duration: 1500 });
    else notify.warning(report.text);
    if (outcome.hot.length > 0) notify.warning(t.toast.hotAdded(outcome.hot.join(', ')));
  }

  function addSet(set: NumberSet) {
    setTool(null);
    reportAdded(tc.sets.reportName(set.name), addLines(set.lines));
    setPlacedBill(null);
  }

  function addPasted(pasted: PastedLine[]) {
    setTool(null);
    const wishes = selected.flatMap((betType) => pasted.map((line) => ({ bet_type: betType, number: line.number, amount: line.amount })));
    reportAdded(tc.paste.reportName, addLines(wishes));
    setPlacedBill(null);
  }

  function addReused(answer: BillReuse) {
    setReuse(null);
    const wishes = answer.lines.filter((line) => line.ok).map((line) => ({ ...line, number: line.input_number }));
    reportAdded(tc.reuse.reportName(answer.bill_id), addLines(wishes));
    setPlacedBill(null);
  }

  // ดึงโพย from the bill list (ReuseButton.tsx): `?reuse=<bill>` asks the platform to check that
  // bill's lines against this round, once (the address loses it, so a reload does not ask again).
  useEffect(() => {
    if (!ready) return;
    const billId = Number(new URLSearchParams(window.location.search).get('reuse'));
    if (!Number.isSafeInteger(billId) || billId <= 0) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    getBillReuse(billId)
      .then((answer) => {
        // The round closed meanwhile: the category's next one.
        if (answer.round.round_id === round.round_id) setReuse(answer);
        else goTo(`/lotto/${answer.round.round_id}?reuse=${billId}`);
      })
      .catch(toastError);
  }, [ready, round.round_id]);

  // The physical keyboard drives the keypad while no field or dialog has the focus.
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});
  const builder = useRef<HTMLDivElement>(null);
  keyHandler.current = (event) => {
    if (locked || confirmOpen || event.ctrlKey || event.metaKey || event.altKey) return;
    // Not while the builder is out of sight (a Yeekee round showing its shooting view).
    if (!builder.current?.getClientRects().length) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    // A dialog open over the builder (sets, paste, an old bill) has the keys: Escape is its own.
    if (document.querySelector('dialog[open]')) return;
    if (/^\d$/.test(event.key)) typeDigit(event.key);
    else if (event.key === 'Backspace') setTyped(typed.slice(0, -1));
    else if (event.key === 'Escape') setTyped('');
    else return;
    event.preventDefault();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function openConfirm() {
    setConfirmOpen(true);
    loadLottoWallets()
      .then((list) => {
        setWalletId((current) => {
          if (current !== null && list.some((w) => w.id === current)) return current;
          return (list.find((w) => w.wallet_type_id === 1) ?? list[0])?.id ?? null;
        });
      })
      .catch(toastError);
  }

  /** The platform's message above the lines; the first refused line is brought into view. */
  function showRefusal({ message, refusedLines, shortOfMoney }: BillRefusal) {
    setRefusal({ message, shortOfMoney });
    notify.error(message);
    if (refusedLines > 0)
      requestAnimationFrame(() => document.querySelector('[data-refused]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
  }

  async function submit() {
    setRefusal(null);
    if (validated) return openConfirm();
    setBusy('validate');
    try {
      const outcome = await validate();
      if (outcome.ok) openConfirm();
      else if (outcome.message) showRefusal(outcome);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  }

  async function place() {
    setBusy('create');
    try {
      const outcome = await confirmBill(walletId ?? undefined);
      setConfirmOpen(false);
      if (outcome.ok) {
        setPlacedBill(outcome.billId);
        setTyped('');
        notify.success(t.toast.created(outcome.billId), {
          action: { label: t.success.viewBills, onClick: () => window.location.assign('/lotto/bills') },
        });
      } else if (outcome.message) showRefusal(outcome);
    } catch (error) {
      // No answer: the dialog stays open and "ยืนยันแทง" again sends the same key.
      toastError(error);
    } finally {
      setBusy(null);
    }
  }

  // The hot and closed numbers of the chosen bet types, under the keypad before any is typed.
  const rules = { hot: book?.hot ?? limit?.hot ?? [], closed: book?.closed ?? limit?.closed ?? [] };
  const numbersOf = (list: { bet_type: BetType; number: string }[]) =>
    [...new Set(list.filter((entry) => selected.includes(entry.bet_type)).map((entry) => entry.number))].join(' ');
  const hotHere = numbersOf(rules.hot);
  const closedHere = numbersOf(rules.closed);

  const modeName = mode ? t.shortcuts.names[mode] : '';
  const hint =
    selected.length === 0
      ? t.chooseBetType
      : !stakeReady
        ? t.keypad.noStake
        : `${mode ? t.shortcuts.modeOn(modeName) : ''}${length === 1 ? t.keypad.hintDigit : t.keypad.hint(length)}`;

  return (
    <>
      {closedNow ? (
        <div role="alert" className="alert alert-error alert-soft text-red-300">
          {t.toast.roundClosed}
          <a href="/lotto/lobby" className="link">
            {t.backToLobby}
          </a>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 md:items-start" ref={builder}>
        <section className="space-y-3 rounded-2xl border border-base-300 bg-base-100 p-3" aria-label={t.pageTitle}>
          <BillBetTypes betTypes={betTypes} selected={selected} onToggle={toggleBet} disabled={locked} />
          <BillShortcuts
            digits={digits}
            mode={mode}
            onMode={chooseMode}
            onApply={applyShortcut}
            disabled={locked || selected.length === 0}
          />
          <BillTools
            onSets={() => setTool('sets')}
            onPaste={() => (selected.length === 0 ? notify.info(tc.paste.chooseBetType) : setTool('paste'))}
            disabled={locked}
          />
          <BillKeypad
            length={Math.max(length, 1)}
            typed={typed}
            hint={hint}
            hintAlert={selected.length > 0 && !stakeReady}
            onDigit={typeDigit}
            onDelete={() => setTyped(typed.slice(0, -1))}
            onClear={() => setTyped('')}
            disabled={locked || selected.length === 0}
            note={
              hotHere || closedHere ? (
                <span data-testid="keypad-rules">
                  {hotHere ? <span className="text-warning">{` · ${t.rules.keypadHot} ${hotHere}`}</span> : null}
                  {closedHere ? <span className="text-red-300">{` · ${t.rules.keypadClosed} ${closedHere}`}</span> : null}
                </span>
              ) : null
            }
            aside={
              <label className="flex w-28 shrink-0 flex-col gap-1">
                <span className="text-xs text-base-content/70">{t.amount.default}</span>
                <BillAmountInput
                  value={ready ? input.defaultAmount : DEFAULT_STAKE}
                  onValue={setDefaultAmount}
                  label={t.amount.default}
                  disabled={locked}
                  className="w-full"
                  size="md"
                  testId="default-amount"
                />
              </label>
            }
          />
        </section>

        <div className="space-y-3">
          {placedBill !== null ? (
            <div role="status" className="alert alert-success alert-soft" data-testid="bill-placed">
              <span>{t.toast.created(placedBill)}</span>
              <a href="/lotto/bills" className="link font-medium">
                {t.success.viewBills}
              </a>
            </div>
          ) : null}
          {shortcutNote ? (
            <p
              role="status"
              className={`rounded-xl px-3 py-2 text-sm ${shortcutNote.complete ? 'bg-base-200' : 'bg-warning/10 text-warning'}`}
              data-testid="shortcut-note"
            >
              {shortcutNote.text}
            </p>
          ) : null}
          {refusal ? (
            <div
              role="alert"
              className="rounded-xl border border-error/40 bg-error/10 px-4 py-3 text-sm text-red-300"
              data-testid="bill-refusal"
            >
              <p>{refusal.message}</p>
              {Object.keys(refusals).length > 0 ? <p className="mt-0.5 text-xs">{t.refusedHint}</p> : null}
              {refusal.shortOfMoney ? (
                <p className="mt-1">
                  {t.depositKeepsBill}{' '}
                  <a href={depositHref} className="link font-medium text-primary" data-testid="refusal-deposit">
                    {t.confirm.deposit}
                  </a>
                </p>
              ) : null}
            </div>
          ) : null}
          <NumberRules betTypes={betTypes} hot={rules.hot} closed={rules.closed} scope="round" heading="h2" />
          <BillLines
            lines={lines}
            book={book}
            refusals={refusals}
            defaultAmount={ready ? input.defaultAmount : DEFAULT_STAKE}
            onAmount={setLineAmount}
            onRemove={removeLine}
            onSetAll={setAllAmounts}
            onClearAll={() => {
              clearLines();
              setRefusal(null);
            }}
            disabled={locked}
          />
        </div>
      </div>
      <BillBar
        count={lines.length}
        total={ready ? total : 0}
        validated={validated}
        busy={busy === 'validate'}
        disabled={locked}
        onSubmit={() => void submit()}
      />
      <BillConfirm
        open={confirmOpen}
        check={validated ? (cache?.check ?? null) : null}
        book={book}
        wallets={wallets}
        walletId={walletId}
        onWallet={setWalletId}
        busy={busy === 'create'}
        depositHref={depositHref}
        onConfirm={() => void place()}
        onClose={() => setConfirmOpen(false)}
      />
      <Suspense fallback={null}>
        {tool === 'sets' ? <NumberSetsDialog open onClose={() => setTool(null)} lines={lines} onAdd={addSet} /> : null}
        {tool === 'paste' ? (
          <PasteDialog
            open
            onClose={() => setTool(null)}
            betNames={selected.map((betType) => betTypes.find((b) => b.bet_type === betType)?.name ?? betType)}
            digits={digits}
            defaultAmount={input.defaultAmount}
            onAdd={addPasted}
          />
        ) : null}
        {reuse ? <ReuseDialog reuse={reuse} onClose={() => setReuse(null)} onAdd={addReused} /> : null}
      </Suspense>
    </>
  );
}
