// The play-time reminder's dialog (loaded by islands/account/SessionReminder.tsx when one is due): time
// played in this session, its stakes, returns and net result (GET /api/member/responsible/session),
// and the choice to continue or to stop (a logout, as the member menu's).
import { useEffect, useState } from 'react';
import type { SessionSummary } from '../../contract/account/responsible.ts';
import { responsibleTh } from '../../i18n/account/responsible.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { logout } from '../../stores/account/user.ts';
import Modal from '../shell/ui/Modal.tsx';

const t = responsibleTh.reminder;

interface Props {
  startedAt: string;
  everyMinutes: number;
  onContinue: () => void;
}

export default function ReminderDialog({ startedAt, everyMinutes, onContinue }: Props) {
  const [summary, setSummary] = useState<SessionSummary | null>(null);
  const [leaving, setLeaving] = useState(false);
  const minutes = Math.max(0, Math.floor((Date.now() - Date.parse(startedAt)) / 60_000));

  useEffect(() => {
    let live = true;
    void import('../../api/account/responsible.ts')
      .then((api) => api.getSessionSummary())
      .then((answer) => live && setSummary(answer))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  async function stop() {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // the session is forgotten locally either way
    }
    goTo('/', { fresh: true });
  }

  const row = (label: string, value: string, testId: string, tone = '') => (
    <div className="flex justify-between gap-4 border-b border-base-300 py-2 last:border-0">
      <dt className="text-base-content/70">{label}</dt>
      <dd className={`font-semibold tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );

  return (
    <Modal open onClose={onContinue} width={400} label={t.title}>
      <div className="space-y-4 p-5" data-testid="session-reminder">
        <h2 className="text-lg font-semibold">{t.title}</h2>
        <dl className="text-sm">
          {row(t.played, t.hours(Math.floor(minutes / 60), minutes % 60), 'reminder-played')}
          {summary ? (
            <>
              {row(t.stake, formatBaht(summary.stake), 'reminder-stake')}
              {row(t.returned, formatBaht(summary.returned), 'reminder-returned')}
              {row(t.net, formatBaht(summary.net), 'reminder-net', summary.net < 0 ? 'text-error' : 'text-success')}
            </>
          ) : null}
        </dl>
        <p className="text-xs text-base-content/70">{t.next(everyMinutes)}</p>
        <div className="flex flex-col gap-2">
          <button type="button" className="btn btn-primary w-full" onClick={onContinue}>
            {t.continue}
          </button>
          <button type="button" className="btn btn-outline w-full" disabled={leaving} onClick={() => void stop()}>
            {t.stop}
          </button>
        </div>
      </div>
    </Modal>
  );
}
