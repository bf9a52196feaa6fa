// A Yeekee round's shot count and its rule: fewer shots than the platform's minimum and the round
// has no result, every bill is refunded. Shown where the member bets and where they shoot; the
// count follows the live shot list once it arrives, the round's answer gives the first paint.
import { useStore } from '@nanostores/react';
import { lottoYeekee as t } from '../../i18n/lotto/lotto-yeekee.ts';
import { $shots } from '../../stores/lotto/lotto-yeekee.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

interface Props {
  roundId: number;
  /** From the round's answer, until the shot list brings its own. */
  count: number;
  minShots: number;
  /** One line, beside the bill builder (the keypad must stay on a phone's screen). */
  short?: boolean;
}

export default function YeekeeShotRule({ roundId, count, minShots, short = false }: Props) {
  const mounted = useMounted();
  const stored = useStore($shots);
  const list = mounted && stored?.round_id === roundId ? stored : null;
  const shots = list?.count ?? count;
  const min = list?.min_shots ?? minShots;
  const enough = shots >= min;
  return (
    <p className="text-xs" data-testid="yeekee-shot-rule" data-count={shots} data-min={min}>
      <span className={`font-semibold tabular-nums ${enough ? 'text-success' : 'text-warning'}`}>
        {enough ? t.shotsEnough(shots, min) : t.shotsSoFar(shots, min)}
      </span>{' '}
      <span className="text-base-content/70">{short ? t.minRuleShort(min) : t.minRule(min)}</span>
    </p>
  );
}
