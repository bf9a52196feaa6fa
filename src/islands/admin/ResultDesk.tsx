// An outside draw's result, staged: the numbers entered, the preview (winning lines per bet type,
// payout, the round's house result) shown before any money moves, then confirmed (by a second
// person above the setting) to settle. Or the round voided with a reason members will read. A
// round whose numbers the platform draws itself (committed, or Yeekee's shots) can only be voided.
// The platform takes a result from the draw time on; one typed in the first minutes after it is
// previewed with a warning.
import { useState, type SubmitEvent } from 'react';
import type { ResultPreview } from '../../contract/admin/admin-risk.ts';
import { confirmResult, stageResult, voidRound } from '../../api/admin/admin-lotto.ts';
import { resultDeskTh as t } from '../../i18n/admin/admin-lotto.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { FormError, TextField } from './fields.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

const baht = (value: number) => value.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pair = (value: FormDataEntryValue | null) =>
  String(value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);

interface Props {
  roundId: number;
  /** An outside draw's round: its result is entered here. */
  external: boolean;
  first: ResultPreview | null;
}

export default function ResultDesk({ roundId, external, first }: Props) {
  const [preview, setPreview] = useState(first);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function stage(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      round_id: roundId,
      three_top: String(form.get('three_top') ?? '').trim(),
      two_bottom: String(form.get('two_bottom') ?? '').trim(),
      three_front: pair(form.get('three_front')),
      three_bottom: pair(form.get('three_bottom')),
      four_top: String(form.get('four_top') ?? '').trim() || undefined,
    };
    setBusy(true);
    const answer = await stageResult(body);
    setBusy(false);
    setError(answer.ok || answer.fields ? '' : answer.message);
    setFields(answer.ok ? {} : (answer.fields ?? {}));
    if (answer.ok) setPreview(answer.data);
  }

  async function confirm() {
    if (!preview) return;
    setBusy(true);
    const answer = await confirmResult({ round_id: roundId, staged_id: preview.staged_id });
    setBusy(false);
    setError(answer.ok ? '' : answer.message);
    if (answer.ok) setDone(t.settled(answer.message, answer.data.bills, baht(answer.data.paid)));
  }

  async function submitVoid(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setBusy(true);
    const answer = await voidRound({ round_id: roundId, reason });
    setBusy(false);
    setError(answer.ok || answer.fields ? '' : answer.message);
    setFields(answer.ok ? {} : (answer.fields ?? {}));
    if (answer.ok) setDone(t.voided(answer.message, answer.data.bills, baht(answer.data.refunded)));
  }

  if (done)
    return (
      <div className="mt-4 flex flex-col gap-2">
        <p role="status" className="alert alert-success text-sm">
          {done}
        </p>
        <a className="link text-sm" href="/admin/lotto/rounds">
          {t.back}
        </a>
      </div>
    );
  // The desk waits for its island: a result sent before would be a plain GET of this page.
  return (
    <Hydrated>
      <section className="mt-4 grid gap-4 lg:grid-cols-2" data-testid="result-desk">
        {!external && <p className="card bg-base-100 p-3 text-sm">{t.automatic}</p>}
        {external && (
          <form className="card bg-base-100 flex flex-col gap-2 p-3" onSubmit={stage}>
            <h2 className="font-semibold">{t.enter}</h2>
            <TextField name="three_top" label={t.threeTop} inputMode="numeric" maxLength={3} error={fields.three_top} />
            <TextField name="two_bottom" label={t.twoBottom} inputMode="numeric" maxLength={2} error={fields.two_bottom} />
            <TextField name="three_front" label={t.threeFront} inputMode="numeric" error={fields.three_front} />
            <TextField name="three_bottom" label={t.threeBottom} inputMode="numeric" error={fields.three_bottom} />
            <TextField name="four_top" label={t.fourTop} inputMode="numeric" maxLength={4} error={fields.four_top} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t.preview}
            </button>
            <p className="text-sm opacity-70">{t.previewNote}</p>
          </form>
        )}
        {preview && (
          <div className="card bg-base-100 flex flex-col gap-2 p-3 text-sm" data-testid="result-preview">
            <h2 className="font-semibold">
              {t.previewTitle(preview.result.four_top, preview.result.three_top, preview.result.two_bottom, preview.entered_by)}
            </h2>
            <ul>
              {preview.by_bet_type.map((row) => (
                <li key={row.bet_type}>{t.byBetType(row.name, row.winning_lines, baht(row.payout))}</li>
              ))}
            </ul>
            <p>{t.totals(baht(preview.payout_total), baht(preview.refund_total), baht(preview.takings))}</p>
            <p className={preview.house_result < 0 ? 'text-error font-semibold' : 'font-semibold'}>{t.house(baht(preview.house_result))}</p>
            {preview.early && (
              <p role="alert" className="alert alert-warning text-sm" data-testid="result-early">
                {t.early(formatThaiDateTime(preview.entered_at), formatThaiDateTime(preview.draw_at))}
              </p>
            )}
            {preview.second_person && <p className="text-warning">{t.secondPerson(preview.entered_by)}</p>}
            <button type="button" className="btn btn-success" disabled={busy} onClick={() => void confirm()}>
              {t.confirm}
            </button>
          </div>
        )}
        <form className="card bg-base-100 flex flex-col gap-2 p-3" onSubmit={submitVoid}>
          <h2 className="font-semibold">{t.voidTitle}</h2>
          <TextField name="reason" label={t.voidReason} error={fields.reason} />
          <button type="submit" className="btn btn-error" disabled={busy}>
            {t.void}
          </button>
        </form>
        <div className="lg:col-span-2">
          <FormError message={error} />
        </div>
      </section>
    </Hydrated>
  );
}
