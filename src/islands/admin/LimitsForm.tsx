// The limits per number of a round or a category, per bet type: the house limit (stakes of every
// member summed), the per-member limit, and the automatic rule (past a share of the house limit the
// number is reduced or closed by itself, each time audited). A table of what is in force, and a
// form filled from the bet type chosen.
import { useState, type SubmitEvent } from 'react';
import type { ScopeLimit } from '../../contract/admin/admin-risk.ts';
import type { BetType } from '../../contract/lotto/lotto.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { saveLimits } from '../../api/admin/admin-lotto.ts';
import { limitsTh as t } from '../../i18n/admin/admin-lotto.ts';
import { FormError, TextField } from './fields.tsx';

type Auto = 'none' | 'reduced' | 'closed';
const AUTO: Record<Auto, string> = t.auto;
const baht = (value: number) => value.toLocaleString('th-TH');

interface Props {
  scope: { round_id: number } | { category_id: number };
  limits: ScopeLimit[];
  editable: boolean;
  /** Where a limit not set here comes from, in words. */
  inherited: string;
  onSaved: () => Promise<void>;
}

function autoText(limit: ScopeLimit): string {
  if (!limit.auto_action) return t.noAuto;
  const then = limit.auto_action === 'closed' ? t.auto.closed : t.pays(limit.auto_rate_percent ?? 50);
  return t.rule(limit.auto_share_percent, then);
}

export default function LimitsForm({ scope, limits, editable, inherited, onSaved }: Props) {
  const ready = useMounted();
  const [betType, setBetType] = useState<BetType | ''>('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [auto, setAuto] = useState<Auto>('none');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = limits.find((limit) => limit.bet_type === betType);

  function choose(type: BetType | '') {
    const limit = limits.find((row) => row.bet_type === type);
    setBetType(type);
    setError('');
    setNotice('');
    setAuto(limit?.auto_action ?? 'none');
    setFields(
      limit
        ? {
            house: String(limit.house_number_max),
            member: String(limit.member_number_max),
            share: String(limit.auto_share_percent ?? 80),
            rate: String(limit.auto_rate_percent ?? 50),
          }
        : {},
    );
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    const body = {
      ...scope,
      bet_type: chosen.bet_type,
      house_number_max: Number(fields.house),
      member_number_max: Number(fields.member),
      ...(auto === 'none' ? {} : { auto_action: auto, auto_share_percent: Number(fields.share) }),
      ...(auto === 'reduced' ? { auto_rate_percent: Number(fields.rate) } : {}),
    };
    setBusy(true);
    const answer = await saveLimits(body);
    setBusy(false);
    setError(answer.ok ? '' : answer.message);
    if (answer.ok) {
      await onSaved();
      setNotice(`${answer.message}: ${chosen.name}`);
    }
  }

  const field = (key: string, label: string) => (
    <TextField
      name={key}
      label={label}
      inputMode="numeric"
      value={fields[key] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setFields((now) => ({ ...now, [key]: value }));
      }}
    />
  );

  return (
    <div className="card bg-base-100 flex flex-col gap-2 p-3 text-sm" data-testid="limits">
      <h2 className="font-semibold">{t.title}</h2>
      <ul className="flex flex-col gap-1">
        {limits.map((limit) => (
          <li key={limit.bet_type} data-bet={limit.bet_type}>
            <span className="font-semibold">{limit.name}</span>
            {t.line(limit.rate, baht(limit.house_number_max), baht(limit.member_number_max), autoText(limit))}
            <span className="opacity-70"> · {limit.set_here ? t.setHere : inherited}</span>
          </li>
        ))}
      </ul>
      {editable && (
        <form className="flex flex-col gap-2" onSubmit={submit} data-testid="limit-form">
          {/* Off until the island runs: a choice made before would not reach its state. */}
          <fieldset className="flex flex-col gap-2" disabled={!ready}>
            <label className="flex flex-col gap-1">
              <span className="text-sm">{t.edit}</span>
              <select className="select w-full" value={betType} onChange={(event) => choose(event.currentTarget.value as BetType | '')}>
                <option value="">{t.pick}</option>
                {limits.map((limit) => (
                  <option key={limit.bet_type} value={limit.bet_type}>
                    {limit.name}
                  </option>
                ))}
              </select>
            </label>
            {chosen && (
              <>
                {field('house', t.house)}
                {field('member', t.member)}
                <label className="flex flex-col gap-1">
                  <span className="text-sm">{t.when}</span>
                  <select className="select w-full" value={auto} onChange={(event) => setAuto(event.currentTarget.value as Auto)}>
                    {(Object.keys(AUTO) as Auto[]).map((key) => (
                      <option key={key} value={key}>
                        {AUTO[key]}
                      </option>
                    ))}
                  </select>
                </label>
                {auto !== 'none' && field('share', t.share)}
                {auto === 'reduced' && field('rate', t.rate)}
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {t.save}
                </button>
              </>
            )}
            <FormError message={error} />
            {notice && (
              <p role="status" className="alert alert-success">
                {notice}
              </p>
            )}
          </fieldset>
        </form>
      )}
    </div>
  );
}
