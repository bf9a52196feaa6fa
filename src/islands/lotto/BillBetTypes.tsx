// Bet type chips, grouped by digit count. Several chips of one digit count can be on at once
// (3 ตัวบน + 3 ตัวโต๊ด); the island decides what a tap on another group does.
import type { BetRate, BetType } from '../../contract/lotto.ts';
import { lottoBill as t } from '../../i18n/lotto-bill.ts';

interface Props {
  betTypes: BetRate[];
  selected: BetType[];
  onToggle: (betType: BetType) => void;
  disabled: boolean;
}

export default function BillBetTypes({ betTypes, selected, onToggle, disabled }: Props) {
  const groups = [...new Set(betTypes.map((b) => b.digits))].sort((a, b) => b - a);
  return (
    <fieldset className="space-y-2" aria-label={t.betTypes}>
      {groups.map((digits) => (
        <div key={digits} className="flex items-start gap-2">
          <span className="mt-3 w-11 shrink-0 text-xs text-base-content/60">{t.digitGroups[digits] ?? `${digits}`}</span>
          <div className="grid flex-1 grid-cols-2 gap-1.5">
            {betTypes
              .filter((b) => b.digits === digits)
              .map((bet) => {
                const on = selected.includes(bet.bet_type);
                return (
                  <button
                    key={bet.bet_type}
                    type="button"
                    aria-pressed={on}
                    disabled={disabled}
                    onClick={() => onToggle(bet.bet_type)}
                    data-testid={`bet-${bet.bet_type}`}
                    className={`btn h-11 gap-1.5 px-2 font-normal ${on ? 'btn-primary' : 'btn-outline border-base-content/20'}`}
                  >
                    <span className="text-sm font-medium">{bet.name}</span>
                    <span className={`text-xs tabular-nums ${on ? 'opacity-80' : 'text-base-content/60'}`}>
                      x{bet.rate.toLocaleString('th-TH')}
                    </span>
                  </button>
                );
              })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
