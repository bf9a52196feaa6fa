// Bet type chips, most digits first, four to a row with the rate under the name, so the keypad
// below stays on a phone's screen. Several chips of one digit count can be on at once
// (3 ตัวบน + 3 ตัวโต๊ด); the island decides what a tap on another digit count does.
import type { BetRate, BetType } from '../../contract/lotto/lotto.ts';
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';

interface Props {
  betTypes: BetRate[];
  selected: BetType[];
  onToggle: (betType: BetType) => void;
  disabled: boolean;
}

export default function BillBetTypes({ betTypes, selected, onToggle, disabled }: Props) {
  const ordered = [...betTypes].sort((a, b) => b.digits - a.digits);
  return (
    <fieldset className="grid grid-cols-4 gap-1.5" aria-label={t.betTypes}>
      {ordered.map((bet) => {
        const on = selected.includes(bet.bet_type);
        return (
          <button
            key={bet.bet_type}
            type="button"
            aria-pressed={on}
            disabled={disabled}
            onClick={() => onToggle(bet.bet_type)}
            data-testid={`bet-${bet.bet_type}`}
            className={`btn h-10 flex-col gap-0 px-1 font-normal leading-tight ${on ? 'btn-primary' : 'btn-outline border-base-content/20'}`}
          >
            <span className="text-sm font-medium">{bet.name}</span>
            <span className={`text-xs tabular-nums ${on ? 'opacity-80' : 'text-base-content/60'}`}>
              x{bet.rate.toLocaleString('th-TH')}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
