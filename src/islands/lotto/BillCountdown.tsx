// Time left to bet, counted on the server's clock. A placeholder until hydrated: the server's
// render and the browser's first one would disagree by the seconds in between. A Yeekee round adds
// its shot count and minimum under it (children).
import type { ReactNode } from 'react';
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';
import { formatCountdown } from '../../stores/server-clock.ts';
import { useServerNow } from '../../hooks/use-server-now.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

export default function BillCountdown({ closeAt, children }: { closeAt: string; children?: ReactNode }) {
  const mounted = useMounted();
  const now = useServerNow();
  const left = Date.parse(closeAt) - now;
  return (
    <div className="rounded-xl bg-base-300/70 px-3 py-1.5">
      {/* The count right after its label, growing to the right: the placeholder, the days and each
          second's digits (Prompt's are not all one width) never move where it starts (CLS). */}
      <p className="flex items-center gap-2 text-sm" data-testid="round-countdown">
        <span className="text-base-content/70">{t.closesIn}</span>
        <span className={`font-semibold tabular-nums ${mounted && left < 5 * 60_000 ? 'text-error' : 'text-primary'}`} role="timer">
          {mounted ? formatCountdown(left) : '--:--:--'}
        </span>
      </p>
      {children}
    </div>
  );
}
