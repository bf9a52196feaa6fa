// The from/to days of a page's date filter (/winloss, /member/statement): Thai BE dates picked with
// the site's date picker, sent by the page's plain GET form as ISO dates (from, to).
import { useState } from 'react';
import ThaiDatePicker from './ui/ThaiDatePicker.tsx';

interface Props {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
}

export default function DateRangeFields({ from: initialFrom, to: initialTo, fromLabel, toLabel }: Props) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  return (
    <>
      <label className="block space-y-1 text-sm">
        <span className="block">{fromLabel}</span>
        <ThaiDatePicker label={fromLabel} name="from" value={from} onValue={setFrom} max={to || undefined} clearable testId="date-from" />
      </label>
      <label className="block space-y-1 text-sm">
        <span className="block">{toLabel}</span>
        <ThaiDatePicker label={toLabel} name="to" value={to} onValue={setTo} min={from || undefined} clearable testId="date-to" />
      </label>
    </>
  );
}
