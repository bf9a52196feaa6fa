// The from/to days of a page's date filter (/winloss, /member/statement): Thai BE dates picked with
// the site's date picker, sent by the page's plain GET form as ISO dates (from, to).
import { useState } from 'react';
import { useMounted } from '../../../hooks/use-mounted.ts';
import ThaiDatePicker from './ThaiDatePicker.tsx';

interface Props {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
}

export default function DateRangeFields({ from: initialFrom, to: initialTo, fromLabel, toLabel }: Props) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  // The fields stay off until the island runs (a tap before would open nothing); not a disabled
  // fieldset: the page's form, sent before that, must still carry the days (the hidden inputs).
  const mounted = useMounted();
  return (
    <>
      <label className="block space-y-1 text-sm">
        <span className="block">{fromLabel}</span>
        <ThaiDatePicker
          label={fromLabel}
          name="from"
          value={from}
          onValue={setFrom}
          max={to || undefined}
          clearable
          disabled={!mounted}
          testId="date-from"
        />
      </label>
      <label className="block space-y-1 text-sm">
        <span className="block">{toLabel}</span>
        <ThaiDatePicker
          label={toLabel}
          name="to"
          value={to}
          onValue={setTo}
          min={from || undefined}
          clearable
          disabled={!mounted}
          testId="date-to"
        />
      </label>
    </>
  );
}
