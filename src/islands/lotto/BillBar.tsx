// The bill's line count and total with the validate button; sticky at the bottom of the screen
// on a phone so the member always sees what the bill costs, the whole total on one line (the
// site's floating buttons sit above the bar, on the screen's edges, not over its ends).
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';
import { formatBaht } from '../../lib/money/money.ts';

interface Props {
  count: number;
  total: number;
  validated: boolean;
  busy: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

export default function BillBar({ count, total, validated, busy, disabled, onSubmit }: Props) {
  return (
    <div
      className="sticky bottom-0 z-40 -mx-4 border-t border-base-300 bg-base-100/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:px-3 md:mx-0 md:rounded-xl md:border"
      data-testid="bill-bar"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1 leading-tight">
          <p className="text-xs text-base-content/60" data-testid="bill-count">
            {t.bar.count(count)}
          </p>
          <p className="text-lg font-semibold whitespace-nowrap text-primary tabular-nums" data-testid="bill-total">
            {formatBaht(total)}
          </p>
        </div>
        <button type="button" className="btn btn-primary min-w-36 shrink-0" disabled={disabled || busy || count === 0} onClick={onSubmit}>
          {busy ? t.bar.validating : validated ? t.bar.confirm : t.bar.validate}
        </button>
      </div>
    </div>
  );
}
