// A supervisor's or the owner's answer to a result alert on a round already paid: nothing undoes a
// paid round (DOMAIN.md), so they check the official announcement, put any member's credit right on
// the money desk, and acknowledge here with a note of what they checked (audited; the platform
// refuses without the role or a note). The page reloads: the alert has left the list.
import { useState, type SubmitEvent } from 'react';
import { acknowledgeAlert } from '../../api/admin/admin-lotto.ts';
import { resultAlertsTh as t } from '../../i18n/admin/admin-lotto.ts';
import { FormError, TextField } from './fields.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

export default function AlertAcknowledge({ alertId }: { alertId: number }) {
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function acknowledge(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '');
    setBusy(true);
    const answer = await acknowledgeAlert({ alert_id: alertId, note });
    setBusy(false);
    setError(answer.ok || answer.fields ? '' : answer.message);
    setFields(answer.ok ? {} : (answer.fields ?? {}));
    if (answer.ok) location.reload();
  }

  return (
    <Hydrated>
      <form className="flex flex-col gap-2" onSubmit={(event) => void acknowledge(event)} data-testid="alert-acknowledge">
        <TextField name="note" label={t.noteLabel} error={fields.note} maxLength={200} autoComplete="off" />
        <button type="submit" className="btn btn-sm self-start" disabled={busy}>
          {t.acknowledge}
        </button>
        <FormError message={error} />
      </form>
    </Hydrated>
  );
}
