// A round's risk grid for one bet type: every number coloured by its stakes against the house limit
// (green, amber past half, red past the alert share), the alerts, a top list sortable by stakes,
// payout or share, a filter, and the chosen numbers set reduced, closed or open again (with the
// shortcuts: a number's reversals, doubles, 19 doors). Read again from the platform's own recount
// when the staff stream says the round took bets (at most once a second), or every 5 seconds while
// the stream is not open, the round open and the tab visible; a number newly past the alert share
// pulses and, with the sound switched on, beeps. Four digits show their 100 hundreds first
// (RiskHundreds), then the chosen hundred's numbers; the top list and the alerts cover every number.
import { useState } from 'react';
import { type RiskCell, type RiskGrid } from '../../contract/admin/admin-risk.ts';
import { doubles, nineteenDoors, reversals } from '../../rules/lotto/number-sets.ts';
import { BET_TYPE_KEYS, BET_TYPES, type BetType } from '../../contract/lotto/lotto.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { getRiskGrid, saveRules } from '../../api/admin/admin-lotto.ts';
import { pickTh as pick, riskDeskTh as t, ruleActionTh } from '../../i18n/admin/admin-lotto.ts';
import AlertShareForm from './AlertShareForm.tsx';
import RiskHundreds from './RiskHundreds.tsx';
import { alertWatch } from './alert-watch.ts';
import { beep } from './beep.ts';
import { FormError } from './fields.tsx';
import { heldNote } from './held-note.ts';
import { baht, NEW_ALERT, shareTone } from './risk-tone.ts';
import { useSoundSwitch } from './use-sound-switch.ts';
import SoundSwitch from './SoundSwitch.tsx';
import { onStaffLive } from './staff-live.ts';
import { useStaffLive } from './use-desk-live.ts';
import Hydrated from '../shell/ui/Hydrated.tsx';

const REFRESH_MS = 5_000;
const SOUND_KEY = 'r999-admin-risk-sound';
type SortKey = 'stake' | 'payout' | 'limit_share';
const SORTS: Record<SortKey, string> = t.sorts;

function tone(cell: RiskCell, alertShare: number): string {
  if (cell.rule === 'closed') return 'bg-base-300 line-through opacity-60';
  return shareTone(cell.limit_share, cell.stake, alertShare);
}

export default function RiskDesk({ first }: { first: RiskGrid }) {
  // The controls stay off until the island runs: a choice made before that would never reach its state.
  const ready = useMounted();
  const [grid, setGrid] = useState(first);
  const [watch] = useState(() => {
    const watching = alertWatch();
    watching(first.bet_type, first.alert_numbers);
    return watching;
  });
  const [fresh, setFresh] = useState<string[]>([]);
  const [sound, switchSound] = useSoundSwitch(SOUND_KEY);
  const [picked, setPicked] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortKey>('stake');
  const [percent, setPercent] = useState('50');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const betType = grid.bet_type as BetType;
  const live = grid.round.status === 'open';

  /** The grid again: another bet type starts at its riskiest hundred (four digits), the same type stays on its hundred. */
  async function reload(type: BetType = betType, prefix = type === betType ? (grid.prefix ?? undefined) : undefined) {
    const answer = await getRiskGrid({ round_id: grid.round.round_id, bet_type: type, prefix });
    if (!answer.ok) return setError(answer.message);
    const news = watch(answer.data.bet_type, answer.data.alert_numbers);
    if (news.length > 0 && sound) beep();
    setFresh((now) => [...new Set([...(type === betType ? now : []), ...news])]);
    setGrid(answer.data);
  }

  // While the round is open: told by the stream, or polled while it is not open and the tab visible.
  const roundId = grid.round.round_id;
  useStaffLive(
    (read) => [onStaffLive('risk', (told) => told.round_id === roundId && read())],
    async () => {
      if (live) await reload();
    },
    REFRESH_MS,
    roundId,
  );

  async function apply(action: 'reduced' | 'closed' | 'open') {
    setBusy(true);
    const body = {
      round_id: grid.round.round_id,
      bet_type: betType,
      numbers: picked,
      action,
      reason,
      ...(action === 'reduced' ? { rate_percent: Number(percent) } : {}),
    };
    const answer = await saveRules(body);
    setBusy(false);
    setError(answer.ok ? '' : answer.message);
    setNotice(answer.ok ? `${answer.message} ${pick.numbers(picked.length)}${heldNote(answer.data.held_by_category)}` : '');
    if (answer.ok) {
      setPicked([]);
      await reload();
    }
  }

  const toggle = (number: string) => setPicked((now) => (now.includes(number) ? now.filter((n) => n !== number) : [...now, number]));
  const add = (numbers: string[]) =>
    setPicked((now) => [...new Set([...now, ...numbers.filter((n) => grid.cells.some((cell) => cell.number === n))])]);
  const shown = grid.cells.filter((cell) => cell.number.includes(filter.trim()));
  const top = [...grid.top].sort((a, b) => b[sort] - a[sort]).slice(0, 20);
  const digits = BET_TYPES[betType].digits;
  // Another hundred: a whole number searched in the last one would hide all of it.
  function pickHundred(prefix: string) {
    if (/^\d{4}$/.test(filter.trim()) && !filter.trim().startsWith(prefix)) setFilter('');
    void reload(betType, prefix);
  }
  // A whole four-digit number typed in the search opens its hundred.
  function search(text: string) {
    setFilter(text);
    const wanted = text.trim();
    if (digits === 4 && /^\d{4}$/.test(wanted) && wanted.slice(0, 2) !== grid.prefix) void reload(betType, wanted.slice(0, 2));
  }

  // The desk waits for its island: a number tapped or a rate typed before would be lost.
  return (
    <Hydrated>
      <section className="flex flex-col gap-4" data-testid="risk-desk">
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1">
            <span className="text-sm">{t.betType}</span>
            <select
              className="select"
              disabled={!ready}
              value={betType}
              onChange={(event) => void reload(event.currentTarget.value as BetType)}
              data-testid="risk-bet-type"
            >
              {BET_TYPE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {BET_TYPES[key].name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-sm">{t.find}</span>
            <input
              className="input w-28"
              inputMode="numeric"
              disabled={!ready}
              value={filter}
              onChange={(event) => search(event.currentTarget.value)}
            />
          </label>
          <p className="text-sm opacity-80">
            {t.figures(baht(grid.rate), baht(grid.house_number_max), baht(grid.member_number_max), baht(grid.takings))}
            {live ? t.live : ''}
          </p>
        </div>
        <div className="card bg-base-100 flex flex-col gap-2 p-3">
          <AlertShareForm share={grid.alert_share_percent} onSaved={() => reload()} />
          {live && <SoundSwitch on={sound} onToggle={switchSound} ready={ready} label={t.sound} testId="risk-sound" className="text-sm" />}
        </div>
        {fresh.length > 0 && (
          <p className="alert alert-info flex flex-wrap text-sm" aria-live="polite" data-testid="risk-new-alerts">
            <span>{t.fresh(fresh.slice(0, 20).join(' '))}</span>
            <button type="button" className="btn btn-sm" onClick={() => setFresh([])}>
              {t.seen}
            </button>
          </p>
        )}
        {grid.alerts.length > 0 && (
          <ul className="alert alert-warning flex flex-col items-start gap-1 text-sm" data-testid="risk-alerts">
            {grid.alerts.slice(0, 10).map((alert, at) => (
              <li key={alert} className={fresh.includes(grid.alert_numbers[at]!) ? 'font-semibold' : ''}>
                {alert}
              </li>
            ))}
            {grid.alerts.length > 10 && <li>{t.more(grid.alerts.length - 10)}</li>}
          </ul>
        )}
        {digits === 4 && <RiskHundreds grid={grid} fresh={fresh.map((number) => number.slice(0, 2))} onPick={pickHundred} />}
        {digits === 4 && <h2 className="text-sm font-semibold">{t.hundred(grid.prefix)}</h2>}
        <div className={`grid gap-1 ${digits === 3 ? 'grid-cols-10' : 'grid-cols-5 sm:grid-cols-10'}`} data-testid="risk-grid">
          {shown.map((cell) => (
            <button
              key={cell.number}
              type="button"
              className={`rounded p-1 text-center text-xs ${tone(cell, grid.alert_share_percent)} ${picked.includes(cell.number) ? 'ring-primary ring-2' : ''} ${fresh.includes(cell.number) ? NEW_ALERT : ''}`}
              aria-pressed={picked.includes(cell.number)}
              title={t.cell(baht(cell.stake), baht(cell.payout), cell.payout_share, cell.limit_share)}
              onClick={() => toggle(cell.number)}
              data-number={cell.number}
              data-rule={cell.rule}
              data-new-alert={fresh.includes(cell.number) || undefined}
            >
              <span className="block font-semibold">{cell.number}</span>
              {cell.stake > 0 && <span className="block">{baht(cell.stake)}</span>}
              {cell.rule === 'reduced' && <span className="block">x{baht(cell.rate)}</span>}
            </button>
          ))}
        </div>
        <div className="card bg-base-100 flex flex-col gap-2 p-3">
          <p className="text-sm">
            {t.picked(picked.length)}
            {picked.length > 0 ? `: ${picked.slice(0, 30).join(' ')}${picked.length > 30 ? ' …' : ''}` : ''}
          </p>
          <div className="flex flex-wrap gap-2">
            {picked.length === 1 && digits > 1 && (
              <button type="button" className="btn btn-sm" onClick={() => add(reversals(picked[0]!))}>
                {pick.reverse}
              </button>
            )}
            {(digits === 2 || digits === 3) && (
              <button type="button" className="btn btn-sm" onClick={() => add(doubles(digits))}>
                {pick.doubles}
              </button>
            )}
            {digits === 2 && picked.length === 1 && (
              <button type="button" className="btn btn-sm" onClick={() => add(nineteenDoors(picked[0]![0]!))}>
                {pick.nineteen} {picked[0]![0]}
              </button>
            )}
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setPicked([])}>
              {t.clear}
            </button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1">
              <span className="text-sm">{pick.ratePercent}</span>
              <input
                className="input w-24"
                inputMode="numeric"
                value={percent}
                onChange={(event) => setPercent(event.currentTarget.value)}
                name="rate_percent"
              />
            </label>
            <label className="flex flex-1 flex-col gap-1">
              <span className="text-sm">{pick.reason}</span>
              <input className="input w-full" value={reason} onChange={(event) => setReason(event.currentTarget.value)} name="reason" />
            </label>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-warning" disabled={busy || picked.length === 0} onClick={() => void apply('reduced')}>
              {ruleActionTh.reduced}
            </button>
            <button type="button" className="btn btn-error" disabled={busy || picked.length === 0} onClick={() => void apply('closed')}>
              {ruleActionTh.closed}
            </button>
            <button type="button" className="btn" disabled={busy || picked.length === 0} onClick={() => void apply('open')}>
              {ruleActionTh.open}
            </button>
          </div>
          <FormError message={error} />
          {notice && (
            <p role="status" className="alert alert-success text-sm">
              {notice}
            </p>
          )}
        </div>
        <div className="card bg-base-100 p-3">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <h2 className="font-semibold">{t.riskiest}</h2>
            <select
              className="select select-sm"
              value={sort}
              onChange={(event) => setSort(event.currentTarget.value as SortKey)}
              aria-label={t.sortBy}
            >
              {Object.entries(SORTS).map(([key, label]) => (
                <option key={key} value={key}>
                  {`${t.sortBy}${label}`}
                </option>
              ))}
            </select>
          </div>
          {top.length === 0 ? (
            <p className="text-sm opacity-70">{t.noStake}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="table-sm table" data-testid="risk-top">
                <thead>
                  <tr>
                    <th>{t.number}</th>
                    <th>{t.stake}</th>
                    <th>{t.payout}</th>
                    <th title={t.payoutShareNote}>{t.payoutShare}</th>
                    <th title={t.limitShareNote}>{t.limitShare}</th>
                  </tr>
                </thead>
                <tbody>
                  {top.map((cell) => (
                    <tr key={cell.number}>
                      <td>{cell.number}</td>
                      <td>{baht(cell.stake)}</td>
                      <td>{baht(cell.payout)}</td>
                      <td>{cell.payout_share}%</td>
                      <td>{cell.limit_share}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>
    </Hydrated>
  );
}
