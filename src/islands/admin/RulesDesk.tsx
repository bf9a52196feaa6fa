// The number rules of one round, or of a category (for every round it makes from now on): the
// numbers reduced or closed there, each lifted with one tap, and a form to set more by bet type:
// numbers typed (or listed by a shortcut: reversals, all doubles, a 19-door set), reduced to any
// percent of the full rate, closed, or opened again. The limits per number and the automatic rule
// are LimitsForm's. Every change is audited by the platform.
import { useState, type SubmitEvent } from 'react';
import { type ScopeRules } from '../../contract/admin/admin-risk.ts';
import { doubles, nineteenDoors, reversals } from '../../rules/lotto/number-sets.ts';
import type { BetType } from '../../contract/lotto/lotto.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { getScopeRules, saveRules } from '../../api/admin/admin-lotto.ts';
import { pickTh as pick, ruleActionTh, rulesDeskTh as t } from '../../i18n/admin/admin-lotto.ts';
import { FormError, TextField } from './fields.tsx';
import LimitsForm from './LimitsForm.tsx';
import { heldNote } from './held-note.ts';

type Action = 'reduced' | 'closed' | 'open';
const ACTIONS: Record<Action, string> = ruleActionTh;
const SOURCES = t.sources;

const typed = (text: string) => text.split(/[\s,]+/).filter(Boolean);

export default function RulesDesk({ first }: { first: ScopeRules }) {
  const ready = useMounted();
  const [view, setView] = useState(first);
  const [betType, setBetType] = useState<BetType>(first.limits[0]?.bet_type ?? 'two_top');
  const [numbers, setNumbers] = useState('');
  const [door, setDoor] = useState('');
  const [action, setAction] = useState<Action>('reduced');
  const [percent, setPercent] = useState('50');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const scope = view.round_id !== null ? { round_id: view.round_id } : { category_id: view.category_id };
  const digits = view.limits.find((limit) => limit.bet_type === betType)?.digits ?? 2;
  const names = new Map(view.limits.map((limit) => [limit.bet_type, limit.name]));

  async function reload() {
    const answer = await getScopeRules(scope);
    if (answer.ok) setView(answer.data);
  }

  async function send(body: { bet_type: BetType; numbers: string[]; action: Action; rate_percent?: number; reason?: string }) {
    setBusy(true);
    const answer = await saveRules({ ...scope, ...body });
    setBusy(false);
    setError(answer.ok ? '' : answer.message);
    setNotice(answer.ok ? `${answer.message} ${t.saved(answer.data.numbers)}${heldNote(answer.data.held_by_category)}` : '');
    if (answer.ok) await reload();
    return answer.ok;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const rate = action === 'reduced' ? { rate_percent: Number(percent) } : {};
    if (await send({ bet_type: betType, numbers: typed(numbers), action, ...rate, reason })) setNumbers('');
  }

  const add = (more: string[]) => setNumbers((now) => [...new Set([...typed(now), ...more])].join(' '));
  const byBet = view.limits.map((limit) => limit.bet_type).filter((bet) => view.rules.some((rule) => rule.bet_type === bet));

  return (
    <section className="flex flex-col gap-4" data-testid="rules-desk">
      <div className="card bg-base-100 p-3 text-sm">
        <h2 className="mb-2 font-semibold">
          {t.title}
          {view.round_id === null ? t.everyRoundOfCategory : t.ofRound}
        </h2>
        {view.rules.length === 0 && <p className="opacity-70">{t.none}</p>}
        {byBet.map((bet) => (
          <div key={bet} className="mb-2">
            <h3 className="font-semibold">{names.get(bet) ?? bet}</h3>
            <ul className="flex flex-wrap gap-2" data-testid={`rules-${bet}`}>
              {view.rules
                .filter((rule) => rule.bet_type === bet)
                .map((rule) => (
                  <li
                    key={`${rule.from}-${rule.number}`}
                    className="badge badge-lg gap-2"
                    data-number={rule.number}
                    data-action={rule.action}
                  >
                    <span className="font-semibold">{rule.number}</span>
                    <span>{rule.action === 'closed' ? ruleActionTh.closed : t.pays(rule.rate_percent, rule.rate)}</span>
                    <span className="opacity-70">
                      {rule.from === 'category' && view.round_id !== null ? t.everyRound : (SOURCES[rule.source] ?? rule.source)}
                    </span>
                    {view.editable && (rule.from === 'round') === (view.round_id !== null) && (
                      <button
                        type="button"
                        className="btn btn-xs"
                        disabled={!ready || busy}
                        aria-label={t.undoOf(rule.number)}
                        onClick={() => void send({ bet_type: rule.bet_type, numbers: [rule.number], action: 'open' })}
                      >
                        {t.undo}
                      </button>
                    )}
                  </li>
                ))}
            </ul>
          </div>
        ))}
        {view.round_id !== null && view.rules.some((rule) => rule.from === 'category') && (
          <a className="link" href={`/admin/lotto/rules?category_id=${view.category_id}`}>
            {t.categoryRules(view.category_name)}
          </a>
        )}
      </div>
      {view.editable && (
        <form className="card bg-base-100 flex flex-col gap-2 p-3" onSubmit={submit} data-testid="rule-form">
          {/* Off until the island runs: a choice made before would not reach its state. */}
          <fieldset className="flex flex-col gap-2" disabled={!ready}>
            <h2 className="font-semibold">{t.set}</h2>
            <label className="flex flex-col gap-1">
              <span className="text-sm">{t.betType}</span>
              <select className="select w-full" value={betType} onChange={(event) => setBetType(event.currentTarget.value as BetType)}>
                {view.limits.map((limit) => (
                  <option key={limit.bet_type} value={limit.bet_type}>
                    {limit.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              <span className="text-sm">{t.numbers}</span>
              <textarea
                className="textarea w-full"
                rows={2}
                inputMode="numeric"
                value={numbers}
                onChange={(event) => setNumbers(event.currentTarget.value)}
                name="numbers"
              />
            </label>
            {digits > 1 && (
              <div className="flex flex-wrap items-end gap-2">
                <button type="button" className="btn btn-sm" onClick={() => add(typed(numbers).flatMap(reversals))}>
                  {pick.reverse}
                </button>
                <button type="button" className="btn btn-sm" onClick={() => add(doubles(digits as 2 | 3))}>
                  {pick.doubles}
                </button>
                {digits === 2 && (
                  <>
                    <input
                      className="input input-sm w-14"
                      inputMode="numeric"
                      maxLength={1}
                      aria-label={t.door}
                      value={door}
                      onChange={(event) => setDoor(event.currentTarget.value)}
                    />
                    <button type="button" className="btn btn-sm" disabled={!/^\d$/.test(door)} onClick={() => add(nineteenDoors(door))}>
                      {pick.nineteen}
                    </button>
                  </>
                )}
              </div>
            )}
            <fieldset className="flex flex-wrap gap-3">
              <legend className="text-sm">{t.what}</legend>
              {(Object.keys(ACTIONS) as Action[]).map((key) => (
                <label key={key} className="flex items-center gap-1">
                  <input type="radio" className="radio radio-sm" name="action" checked={action === key} onChange={() => setAction(key)} />
                  {ACTIONS[key]}
                </label>
              ))}
            </fieldset>
            {action === 'reduced' && (
              <TextField
                name="rate_percent"
                label={pick.ratePercent}
                inputMode="numeric"
                value={percent}
                onChange={(event) => setPercent(event.currentTarget.value)}
              />
            )}
            <TextField name="reason" label={pick.reason} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t.save}
            </button>
            <FormError message={error} />
            {notice && (
              <p role="status" className="alert alert-success text-sm">
                {notice}
              </p>
            )}
          </fieldset>
        </form>
      )}
      <LimitsForm
        scope={scope}
        limits={view.limits}
        editable={view.editable}
        inherited={view.round_id !== null ? t.byCategory : t.byRates}
        onSaved={reload}
      />
    </section>
  );
}
