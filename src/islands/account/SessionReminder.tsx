// The play-time reminder of the default layout (responsible play): after every `everyMinutes` of a
// session it opens a dialog (islands/account/ReminderDialog.tsx, loaded only then) with the time
// played and the session's result. The server passes the session's start, so the first reminder
// falls at the same moment on every page; "continue" puts the next one `everyMinutes` later, kept
// in this browser for the session.
import { lazy, Suspense, useEffect, useState } from 'react';

const ReminderDialog = lazy(() => import('./ReminderDialog.tsx'));

interface Props {
  startedAt: string;
  everyMinutes: number;
}

const keyOf = (startedAt: string) => `r999:reminder:${startedAt}`;
// setTimeout takes at most 2^31 - 1 ms; a longer wait is checked again then.
const MAX_WAIT = 2_147_000_000;

function nextDue(startedAt: string, everyMinutes: number): number {
  const kept = Number(globalThis.localStorage?.getItem(keyOf(startedAt)));
  return Number.isFinite(kept) && kept > 0 ? kept : Date.parse(startedAt) + everyMinutes * 60_000;
}

export default function SessionReminder({ startedAt, everyMinutes }: Props) {
  const [due, setDue] = useState(() => nextDue(startedAt, everyMinutes));
  const [open, setOpen] = useState(false);
  // Bumped when a timer fires before the reminder is due (a wait longer than setTimeout takes).
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (open) return;
    const wait = due - Date.now();
    if (wait <= 0) {
      setOpen(true);
      return;
    }
    const timer = setTimeout(() => setChecks((count) => count + 1), Math.min(wait, MAX_WAIT));
    return () => clearTimeout(timer);
  }, [due, open, checks]);

  function keepPlaying() {
    const next = Date.now() + everyMinutes * 60_000;
    localStorage.setItem(keyOf(startedAt), String(next));
    setOpen(false);
    setDue(next);
  }

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReminderDialog startedAt={startedAt} everyMinutes={everyMinutes} onContinue={keepPlaying} />
    </Suspense>
  );
}
