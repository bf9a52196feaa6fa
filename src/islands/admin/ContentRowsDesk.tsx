// One of the content desk's lists (announcements, events, promotions, coupons; content-rows.ts):
// every row as a form of its fields, saved one at a time, and a blank form for a new one at the
// end. Pictures are uploaded from the device; dates are Bangkok minutes (MinuteField). Members see a change at once.
import { useState, type SubmitEvent } from 'react';
import { getRows, saveRow } from '../../api/admin/admin-content.ts';
import { FormError, TextField } from './fields.tsx';
import MinuteField from './MinuteField.tsx';
import PictureInput from './PictureInput.tsx';
import { ROW_DESKS, type DeskRow, type RowDeskName, type RowField } from './content-rows.ts';
import { bangkokMinute, usePictureUpload } from './picture-upload.ts';
import RowsDesk from './RowsDesk.tsx';
import { contentFormTh as formTh } from '../../i18n/admin/admin-content.ts';

/** What the form says of a field, as the save call takes it. */
function valueOf(field: RowField, form: FormData): unknown {
  const text = String(form.get(field.name) ?? '');
  if (field.kind === 'flag') return form.get(field.name) === 'on';
  if (field.kind === 'number' || field.kind === 'baht') return text.trim() === '' ? null : Number(text);
  if (field.kind === 'minute') return text || null;
  return text;
}

function Field({ field, row, error }: { field: RowField; row: DeskRow | null; error?: string }) {
  const value = row?.[field.name];
  if (field.kind === 'flag')
    return (
      <label className="flex items-center gap-2">
        <input type="checkbox" name={field.name} defaultChecked={row ? value === true : field.name === 'active'} />
        <span>{field.label}</span>
      </label>
    );
  if (field.kind === 'textarea')
    return (
      <label className="flex flex-col gap-1">
        <span className="text-sm">{field.label}</span>
        <textarea
          name={field.name}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          rows={4}
          defaultValue={String(value ?? '')}
        />
        {error && <span className="text-error text-sm">{error}</span>}
      </label>
    );
  if (field.kind === 'minute')
    return (
      <MinuteField
        name={field.name}
        label={field.label}
        defaultValue={bangkokMinute((value as string | null) ?? null)}
        error={error}
        required={field.required}
      />
    );
  return (
    <TextField
      name={field.name}
      label={field.label}
      inputMode={field.kind === 'number' ? 'numeric' : field.kind === 'baht' ? 'decimal' : undefined}
      defaultValue={String(value ?? (field.name === 'sort_order' ? 0 : ''))}
      error={error}
    />
  );
}

function RowForm({ desk, row, onSaved }: { desk: RowDeskName; row: DeskRow | null; onSaved: (message: string) => Promise<void> }) {
  const config = ROW_DESKS[desk];
  const fields: readonly RowField[] = config.fields;
  const picture = fields.find((field) => field.kind === 'picture');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { image, upload } = usePictureUpload(picture ? String(row?.[picture.name] ?? '') : '', setBusy, setError);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Record<string, unknown> = { id: row?.id };
    for (const field of fields) body[field.name] = field.kind === 'picture' ? image : valueOf(field, form);
    setBusy(true);
    const answer = await saveRow(config.save, body);
    setBusy(false);
    setError(answer.ok || answer.fields ? '' : answer.message);
    setErrors(answer.ok ? {} : (answer.fields ?? {}));
    if (answer.ok) await onSaved(answer.message);
  }

  const heading = row ? formTh.heading(config.noun, String(row.title ?? row.code)) : formTh.fresh(config.noun);
  const note = row ? config.note(row) : '';
  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="card bg-base-100 flex flex-col gap-3 p-4"
      data-row={row?.id ?? 'new'}
    >
      <h2 className="text-lg font-semibold">{heading}</h2>
      {note && <p className="text-sm opacity-70">{note}</p>}
      {fields.map((field) =>
        field.kind === 'picture' ? (
          <div key={field.name} className="flex flex-col gap-2">
            {image && (
              <img src={image} alt="" className="w-full rounded-box" style={{ aspectRatio: '16 / 9', objectFit: 'cover', maxWidth: 480 }} />
            )}
            <label className="btn self-start">
              {image ? formTh.changePicture : formTh.upload(field.label)}
              <PictureInput onChange={(event) => void upload(event.currentTarget.files?.[0])} />
            </label>
            {errors[field.name] && <span className="text-error text-sm">{errors[field.name]}</span>}
          </div>
        ) : (
          <Field key={field.name} field={field} row={row} error={errors[field.name]} />
        ),
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={busy}>
        {formTh.save(config.noun)}
      </button>
      <FormError message={error} />
    </form>
  );
}

export default function ContentRowsDesk({ desk, rows }: { desk: RowDeskName; rows: DeskRow[] }) {
  async function reload() {
    const answer = await getRows(ROW_DESKS[desk].list);
    return answer.ok ? (Object.values(answer.data)[0] as DeskRow[]) : null;
  }
  return <RowsDesk rows={rows} reload={reload} form={(row, onSaved) => <RowForm desk={desk} row={row} onSaved={onSaved} />} />;
}
