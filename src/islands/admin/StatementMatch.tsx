// The bank statement box of the deposit desk: the cashier pastes the bank's lines (date, time,
// amount, CSV) or uploads the file; each line comes back matched (the one waiting request of that
// exact amount within its time, confirmed in the desk's dialog that names the member, the amount
// and the credit it gives), ambiguous (several fit: check by hand), unmatched or unreadable.
// Nothing is guessed.
import { useState, type ChangeEvent } from 'react';
import type { StatementLine } from '../../contract/admin/admin-desk.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { confirmStatement, matchStatement } from '../../api/admin/admin-money.ts';
import { formatBaht } from '../../lib/money/money.ts';
import DeskDialog from './DeskDialog.tsx';
import { statementTh as t } from '../../i18n/admin/admin-money.ts';
import { FormError } from './fields.tsx';
import { DecisionForm } from './queue-parts.tsx';

interface Props {
  canDecide: boolean;
  onConfirmed(): Promise<void>;
}

const OUTCOME = {
  matched: { text: t.outcomes.matched, badge: 'badge-success' },
  ambiguous: { text: t.outcomes.ambiguous, badge: 'badge-warning' },
  unmatched: { text: t.outcomes.unmatched, badge: 'badge-ghost' },
  invalid: { text: t.outcomes.invalid, badge: 'badge-error' },
} as const;

export default function StatementMatch({ canDecide, onConfirmed }: Props) {
  // The box and its buttons stay off until the island runs: text pasted before that would not
  // reach the island's state, and a tap would do nothing.
  const ready = useMounted();
  const [text, setText] = useState('');
  const [lines, setLines] = useState<StatementLine[] | null>(null);
  const [done, setDone] = useState<Record<number, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The matched line waiting for the cashier's second look.
  const [asked, setAsked] = useState<StatementLine | null>(null);
  const [askError, setAskError] = useState('');

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (file) setText(await file.text());
  }

  async function match() {
    setBusy(true);
    const answer = await matchStatement({ text });
    setBusy(false);
    setError(answer.ok ? '' : (answer.fields?.text ?? answer.message));
    setLines(answer.ok ? answer.data.lines : null);
    setDone({});
  }

  async function confirmLine() {
    const line = asked;
    if (!line?.proposal) return;
    setBusy(true);
    const answer = await confirmStatement({ deposit_id: line.proposal.id, amount: line.amount, paid_at: line.paid_at });
    setBusy(false);
    // A refused request (1001) stays in the dialog; done, or no longer matching (decided meanwhile), the line says so.
    if (!answer.ok && answer.error === 1001) return setAskError(answer.message);
    setAsked(null);
    setDone((before) => ({ ...before, [line.line]: answer.message }));
    if (answer.ok) await onConfirmed();
  }

  return (
    <section className="card bg-base-100 gap-3 p-4" aria-labelledby="statement-title">
      <h2 id="statement-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="text-sm opacity-80">{t.intro}</p>
      <fieldset className="flex min-w-0 flex-col gap-3" disabled={!ready}>
        <textarea
          className="textarea h-32 w-full font-mono text-sm"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={'2026-11-21,10:05,500.01\n21/11/2569,10:07,"1,000.37"'}
          aria-label={t.text}
          data-testid="statement-text"
        />
        <div className="flex flex-wrap items-center gap-2">
          {/* The browser's own file field speaks the browser's language: a Thai button wraps it (as the slip upload's). */}
          <label className="btn btn-outline has-focus-visible:outline-2 has-focus-visible:outline-primary">
            {t.file}
            <input type="file" accept=".csv,text/csv,text/plain" className="sr-only" onChange={upload} />
          </label>
          <button type="button" className="btn btn-primary" onClick={match} disabled={busy}>
            {t.match}
          </button>
        </div>
      </fieldset>
      <FormError message={error} />
      {lines && (
        <ul className="flex flex-col gap-2" data-testid="statement-lines">
          {lines.map((line) => (
            <li key={line.line} className="border-base-300 flex flex-col gap-1 rounded-box border p-3" data-outcome={line.outcome}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm opacity-70">{t.line(line.line)}</span>
                <span className={`badge ${OUTCOME[line.outcome].badge}`}>{OUTCOME[line.outcome].text}</span>
                {line.amount !== null && <strong>{formatBaht(line.amount)}</strong>}
                {line.paid_at && <span className="text-sm">{formatThaiDateTime(line.paid_at)}</span>}
              </div>
              {line.problem && <p className="text-sm text-error">{line.problem}</p>}
              {line.outcome === 'ambiguous' && line.deposit_ids.length > 0 && (
                <p className="text-sm">
                  {t.candidates} {line.deposit_ids.map((id) => `#${id}`).join(', ')}
                </p>
              )}
              {line.proposal && (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm">
                    #{line.proposal.id} {line.proposal.member_name} · {line.proposal.member_phone}
                  </span>
                  {done[line.line] ? (
                    <span role="status" className="text-sm">
                      {done[line.line]}
                    </span>
                  ) : (
                    canDecide && (
                      <button type="button" className="btn btn-sm btn-primary" onClick={() => (setAskError(''), setAsked(line))}>
                        {t.confirm} #{line.proposal.id}
                      </button>
                    )
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <DeskDialog title={t.dialog} open={asked !== null} onClose={() => setAsked(null)}>
        {asked?.proposal && (
          <DecisionForm
            onDecide={() => void confirmLine()}
            onCancel={() => setAsked(null)}
            error={askError}
            busy={busy}
            submitLabel={t.confirmCredit}
            refusing={false}
          >
            <p>
              #{asked.proposal.id} {asked.proposal.member_name} {t.amount} <strong>{formatBaht(asked.proposal.pay_amount)}</strong>
            </p>
            <p className="text-sm opacity-80">
              {t.statementLine(asked.line)} {asked.amount !== null && formatBaht(asked.amount)}{' '}
              {asked.paid_at && formatThaiDateTime(asked.paid_at)}
            </p>
            <p className="text-sm" data-testid="decision-effect">
              {t.effect(formatBaht(asked.proposal.pay_amount), asked.proposal.member_name)}
            </p>
          </DecisionForm>
        )}
      </DeskDialog>
    </section>
  );
}
