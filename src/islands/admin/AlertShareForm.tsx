// The risk desk's alert share (setting lotto.risk_alert_share_percent): a number whose stakes reach
// this percentage of its house limit raises an alert, on the grid and in the rounds list. Saved
// through the platform (risk.manage, audited, the command line's own function); the desk reloads
// its grid, the rounds list (no `onSaved`) the page, so every count follows the new share.
import { useId, useState, type FormEvent } from 'react';
import { shareAlert } from '../../api/admin/admin-lotto.ts';
import { alertShareTh as t } from '../../i18n/admin/admin-lotto.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { FormError } from './fields.tsx';

export default function AlertShareForm({ share, onSaved }: { share: number; onSaved?: () => Promise<void> }) {
  const ready = useMounted();
  const id = useId();
  const [text, setText] = useState(String(share));
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    // Anything but a number goes as null: the platform names the problem.
    const answer = await shareAlert({ percent: text.trim() === '' ? null : Number(text) });
    setBusy(false);
    setError(answer.ok ? '' : answer.message);
    setNotice(answer.ok ? answer.message : '');
    if (answer.ok) await (onSaved ? onSaved() : location.reload());
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void save(event)} data-testid="alert-share">
      <label className="text-sm" htmlFor={id}>
        {t.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="input w-24"
          inputMode="numeric"
          name="percent"
          disabled={!ready}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" className="btn" disabled={!ready || busy}>
          {t.save}
        </button>
      </div>
      <FormError message={error} />
      {notice && (
        <p role="status" className="text-success text-sm">
          {notice}
        </p>
      )}
    </form>
  );
}
