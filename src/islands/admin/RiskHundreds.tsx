// The four-digit grid's first level: 100 hundreds (the first two digits), each with its stakes and
// the highest share of the limit among its numbers, coloured like a number; tapping one shows its
// 100 numbers below.
import type { RiskGrid } from '../../contract/admin/admin-risk.ts';
import { baht, NEW_ALERT, shareTone } from './risk-tone.ts';
import { riskDeskTh as t } from '../../i18n/admin/admin-lotto.ts';

interface Props {
  grid: RiskGrid;
  /** Hundreds holding a number that newly passed the alert share. */
  fresh: string[];
  onPick: (prefix: string) => void;
}

export default function RiskHundreds({ grid, fresh, onPick }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <h2 className="text-sm font-semibold">{t.hundredsTitle}</h2>
      <p className="text-xs opacity-70">{t.hundredsNote}</p>
      <div className="grid grid-cols-10 gap-1" data-testid="risk-hundreds">
        {grid.hundreds.map((hundred) => {
          const shown = hundred.prefix === grid.prefix;
          return (
            <button
              key={hundred.prefix}
              type="button"
              className={`rounded p-1 text-center text-xs ${shareTone(hundred.top_share, hundred.stake, grid.alert_share_percent)} ${shown ? 'ring-primary ring-2' : ''} ${fresh.includes(hundred.prefix) ? NEW_ALERT : ''}`}
              aria-pressed={shown}
              title={t.hundredCell(hundred.prefix, baht(hundred.stake), hundred.top_share, hundred.alerts)}
              onClick={() => onPick(hundred.prefix)}
              data-prefix={hundred.prefix}
              data-new-alert={fresh.includes(hundred.prefix) || undefined}
            >
              <span className="block font-semibold">{hundred.prefix}xx</span>
              {hundred.stake > 0 && <span className="block">{baht(hundred.stake)}</span>}
              {hundred.stake > 0 && <span className="block">{hundred.top_share}%</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
