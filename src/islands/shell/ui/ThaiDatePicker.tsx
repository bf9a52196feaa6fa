// The site's date picker: the chosen day reads in Thai with the Buddhist-era year, and the dialog
// shows Thai months, BE years (a year list, so a birth year is one choice, not years of month
// taps) and the month's days. What it keeps and sends is the ISO date (YYYY-MM-DD) the API takes;
// with a `name` it is also a form field (a hidden input), so the page's plain GET form still works.
// Our own (about 2 KB): a calendar library with its date library would weigh more than the pages
// using it.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { datePickerTh as t } from '../../../i18n/shell/date-picker.ts';
import { addMonths, daysIn, firstWeekday, isoDate, openingMonth, type Month } from '../../../lib/shell/calendar.ts';
import { BE_OFFSET, bangkokDay, formatThaiDate } from '../../../rules/bangkok-calendar.ts';
import { ChevronRightIcon } from './icons.tsx';
import Modal from './Modal.tsx';

interface Props {
  /** What the member reads the field as (its label's words). */
  label: string;
  value: string;
  onValue: (iso: string) => void;
  /** Submitted with the page's form under this name. */
  name?: string;
  min?: string;
  max?: string;
  /** The member may empty the field (a filter); a required date offers no clear button. */
  clearable?: boolean;
  /** Off until its island runs (a plain form's field): a tap before then would open nothing. */
  disabled?: boolean;
  testId?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const EARLIEST = '1900-01-01';
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Today in Bangkok, only to open the calendar on a sensible month. */
const bangkokToday = () => bangkokDay(Date.now());

export default function ThaiDatePicker({
  label,
  value: given,
  onValue,
  name,
  min = EARLIEST,
  max,
  clearable = false,
  disabled = false,
  testId,
  ...aria
}: Props) {
  // A date from the address may be anything: only a real ISO date is shown and sent.
  const value = ISO_DATE.test(given) ? given : '';
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Month>(() => openingMonth(value, max, bangkokToday()));
  const latestYear = Number((max ?? bangkokToday()).slice(0, 4)) + (max ? 0 : 1);
  const years = Array.from({ length: latestYear - Number(min.slice(0, 4)) + 1 }, (_, i) => latestYear - i);
  const inRange = (iso: string) => iso >= min && (!max || iso <= max);
  const text = value ? formatThaiDate(value) : t.choose;

  function show() {
    setShown(openingMonth(value, max, bangkokToday()));
    setOpen(true);
  }

  function choose(iso: string) {
    onValue(iso);
    setOpen(false);
  }

  const lead = firstWeekday(shown);
  const days = Array.from({ length: daysIn(shown) }, (_, i) => isoDate(shown.year, shown.month, i + 1));
  const step = (count: number) => setShown(addMonths(shown, count));
  const canStep = (count: number) => {
    const target = addMonths(shown, count);
    const first = isoDate(target.year, target.month, 1);
    const last = isoDate(target.year, target.month, daysIn(target));
    return last >= min && (!max || first <= max);
  };

  return (
    <>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <button
        type="button"
        className={`input w-full justify-start tabular-nums ${aria['aria-invalid'] ? 'input-error' : ''} ${value ? '' : 'text-base-content/60'}`}
        aria-label={`${label} ${text}`}
        aria-haspopup="dialog"
        data-testid={testId}
        data-value={value}
        disabled={disabled}
        onClick={show}
        {...aria}
      >
        {text}
      </button>
      {/* In the body, not inside the field's <label>: a click in the dialog must not press the field again. */}
      {open
        ? createPortal(
            <Modal open onClose={() => setOpen(false)} width={360} label={t.dialog(label)}>
              <div className="space-y-3 p-4">
                <h2 className="font-semibold">{t.dialog(label)}</h2>
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square"
                    aria-label={t.previous}
                    disabled={!canStep(-1)}
                    onClick={() => step(-1)}
                  >
                    <ChevronRightIcon className="size-4" style={{ transform: 'scaleX(-1)' }} />
                  </button>
                  <select
                    className="select select-sm min-w-0 flex-1"
                    aria-label={t.month}
                    value={shown.month}
                    onChange={(event) => setShown({ ...shown, month: Number(event.target.value) })}
                  >
                    {t.months.map((month, index) => (
                      <option key={month} value={index}>
                        {month}
                      </option>
                    ))}
                  </select>
                  <select
                    className="select select-sm w-24"
                    aria-label={t.year}
                    value={shown.year}
                    onChange={(event) => setShown({ ...shown, year: Number(event.target.value) })}
                  >
                    {years.map((year) => (
                      <option key={year} value={year}>
                        {year + BE_OFFSET}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square"
                    aria-label={t.next}
                    disabled={!canStep(1)}
                    onClick={() => step(1)}
                  >
                    <ChevronRightIcon className="size-4" />
                  </button>
                </div>
                <div
                  className="grid gap-1 text-center text-sm"
                  style={{ gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
                  role="group"
                  aria-label={`${t.months[shown.month]} ${shown.year + BE_OFFSET}`}
                >
                  {t.weekdays.map((day) => (
                    <span key={day} className="py-1 text-xs text-base-content/60" aria-hidden="true">
                      {day}
                    </span>
                  ))}
                  {days.map((iso, index) => (
                    <button
                      key={iso}
                      type="button"
                      className={`btn btn-sm ${iso === value ? 'btn-primary' : 'btn-ghost'} px-0 tabular-nums`}
                      style={index === 0 ? { gridColumnStart: lead + 1 } : undefined}
                      aria-label={formatThaiDate(iso)}
                      aria-pressed={iso === value}
                      disabled={!inRange(iso)}
                      onClick={() => choose(iso)}
                    >
                      {index + 1}
                    </button>
                  ))}
                </div>
                <div className="flex gap-2">
                  {clearable && value ? (
                    <button type="button" className="btn btn-outline btn-sm flex-1" onClick={() => choose('')}>
                      {t.clear}
                    </button>
                  ) : null}
                  <button type="button" className="btn btn-ghost btn-sm flex-1" onClick={() => setOpen(false)}>
                    {t.close}
                  </button>
                </div>
              </div>
            </Modal>,
            document.body,
          )
        : null}
    </>
  );
}
