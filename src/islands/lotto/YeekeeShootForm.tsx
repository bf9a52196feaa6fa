// The shooting form: a 5-digit number (numeric keypad on phones), "ยิงเลข" and "สุ่มเลข".
// After a shot the button counts down to next_shot_at (one shot per 10 s, on the server clock).
import { useState, type SubmitEvent } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import { shootNumber } from '../../api/lotto/lotto.ts';
import { lottoYeekee as t } from '../../i18n/lotto/lotto-yeekee.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import FormError from '../shell/ui/FormError.tsx';
import { isShotNumber } from '../../rules/lotto/yeekee.ts';
import { cleanShotInput, randomShotNumber, secondsUntil } from '../../lib/lotto/yeekee-math.ts';

interface Props {
  roundId: number;
  /** Server now, in ms. */
  now: number;
  /** False until hydrated and the list has said whether shooting is open. */
  enabled: boolean;
  /** When this member may shoot again (ISO), null for now. */
  nextShotAt: string | null;
  onShot: (nextShotAt: string) => void;
  /** A refusal (too soon, closed): the panel asks the server again for the wait and the window. */
  onRefused: () => void;
}

export default function YeekeeShootForm({ roundId, now, enabled, nextShotAt, onShot, onRefused }: Props) {
  const [number, setNumber] = useState('');
  const { error, setError, busy, run } = useSubmit();
  const wait = secondsUntil(nextShotAt, now);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!isShotNumber(number)) return setError(t.needFive);
    void run(async () => {
      let answer;
      try {
        answer = await shootNumber(roundId, number);
      } catch (refusal) {
        onRefused();
        throw refusal; // shown below the form by useSubmit
      }
      notify.success(t.shot(answer.shot.number));
      setNumber('');
      onShot(answer.next_shot_at);
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t.title} className="space-y-2">
      <label className="block">
        <span className="mb-1 block text-sm text-base-content/80">{t.numberLabel}</span>
        <input
          name="yeekee_number"
          className="input input-lg w-full text-center font-mono text-2xl tracking-[0.4em]"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={5}
          placeholder={t.numberPlaceholder}
          value={number}
          onChange={(event) => {
            setNumber(cleanShotInput(event.target.value));
            if (error) setError('');
          }}
          disabled={!enabled}
        />
      </label>
      <div className="grid grid-cols-[1fr_2fr] gap-2">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setNumber(randomShotNumber());
            setError('');
          }}
          disabled={!enabled || busy}
        >
          {t.random}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!enabled || busy || wait > 0} data-testid="yeekee-shoot">
          {busy ? t.shooting : wait > 0 ? t.wait(wait) : t.shoot}
        </button>
      </div>
      <FormError message={error} />
    </form>
  );
}
