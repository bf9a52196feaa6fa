// A Bangkok minute the desk schedules by (a page's publish and expiry, a row's active dates, a
// coupon's expiry): the day picked with the site's Thai date picker (Buddhist era, Thai months, as
// members read dates) and the time typed on the 24-hour clock. The form gets YYYY-MM-DDTHH:mm in a
// hidden input under `name`; the platform checks it is a real minute of the calendar.
import { useId, useState } from 'react';
import { bangkokDay } from '../../rules/bangkok-calendar.ts';
import { adminTh } from '../../i18n/admin/admin-common.ts';
import ThaiDatePicker from '../shell/ui/ThaiDatePicker.tsx';

interface Props {
  name: string;
  label: string;
  /** YYYY-MM-DDTHH:mm, or '' for none. */
  defaultValue: string;
  error?: string;
  /** A required minute offers no way to clear its day. */
  required?: boolean;
}

/** "9.30", "930" or "9:30" typed: 09:30. Anything else stays as typed, for the platform to refuse in Thai. */
function tidyTime(text: string): string {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : text.trim();
}

export default function MinuteField({ name, label, defaultValue, error, required = false }: Props) {
  const id = useId();
  const [day, setDay] = useState(defaultValue.slice(0, 10));
  const [time, setTime] = useState(defaultValue.slice(11, 16));
  // The years offered: a schedule is near; an old row's date still shows as it is.
  const thisYear = Number(bangkokDay(Date.now()).slice(0, 4));
  const described = error ? `${id}-error` : undefined;

  function pick(iso: string) {
    setDay(iso);
    if (iso && !time) setTime('00:00');
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex min-w-0 flex-col gap-1">
      <span id={`${id}-label`} className="text-sm">
        {label}
      </span>
      <input type="hidden" name={name} value={day ? `${day}T${time}` : ''} />
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <ThaiDatePicker
            label={label}
            value={day}
            onValue={pick}
            min={`${thisYear - 5}-01-01`}
            max={`${thisYear + 10}-12-31`}
            clearable={!required}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
        </div>
        <input
          type="text"
          className={`input w-20 shrink-0 tabular-nums ${error ? 'input-error' : ''}`}
          aria-label={adminTh.time(label)}
          aria-describedby={described}
          inputMode="numeric"
          placeholder="00:00"
          maxLength={5}
          value={time}
          disabled={!day}
          onChange={(event) => setTime(event.currentTarget.value)}
          onBlur={() => setTime(tidyTime(time))}
        />
        <span className="shrink-0 text-sm">{adminTh.oClock}</span>
      </div>
      {error && (
        <span id={described} className="text-error text-sm">
          {error}
        </span>
      )}
    </div>
  );
}
