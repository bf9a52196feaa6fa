// A content desk of rows (the banners, announcements, events, promotions, coupons): every row as
// its own form, a blank form for a new one at the end, the saved message above them all. After a
// save the list is read again and the blank form starts over.
import { Fragment, useState, type ReactNode } from 'react';
import Hydrated from '../shell/ui/Hydrated.tsx';

interface Props<R extends { id: number }> {
  rows: R[];
  /** The list again after a save; null keeps what is shown. */
  reload: () => Promise<R[] | null>;
  /** One row's form; null is the blank form for a new row. */
  form: (row: R | null, onSaved: (message: string) => Promise<void>) => ReactNode;
}

export default function RowsDesk<R extends { id: number }>({ rows: first, reload, form }: Props<R>) {
  const [rows, setRows] = useState(first);
  // the blank form starts again after each new row
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState('');
  async function saved(message: string) {
    const fresh = await reload();
    if (fresh) setRows(fresh);
    setRound((n) => n + 1);
    setNotice(message);
  }
  // The desk waits for its island: a form sent before would be a plain GET of this page.
  return (
    <Hydrated>
      <div className="flex flex-col gap-4">
        {notice && (
          <p role="status" className="alert alert-success sticky top-0 z-10 text-sm">
            {notice}
          </p>
        )}
        {rows.map((row) => (
          <Fragment key={row.id}>{form(row, saved)}</Fragment>
        ))}
        <Fragment key={`new-${round}`}>{form(null, saved)}</Fragment>
      </div>
    </Hydrated>
  );
}
