// The Yeekee result worked out in the open, so a member can redo it: sum of all shots, minus the
// 16th from the newest, the last five digits ABCDE, then 3 ตัวบน = CDE and 2 ตัวล่าง = AB.
// Under the minimum of shots (the operator's, from the shot list) there is no result and every bill is refunded.
import { memo } from 'react';
import type { ShotList } from '../../contract/lotto/lotto.ts';
import { lottoYeekee as t } from '../../i18n/lotto/lotto-yeekee.ts';
import { splitLastFive } from '../../rules/lotto/yeekee.ts';
import { groupDigits } from '../../lib/lotto/yeekee-math.ts';

type Arithmetic = NonNullable<ShotList['yeekee']>;

function Step({ label, value, sign, detail }: { label: string; value: string; sign?: string; detail?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-base-content/70">
        {sign ? (
          <span className="mr-1 font-semibold text-base-content" aria-hidden="true">
            {sign}
          </span>
        ) : null}
        {label}
        {detail ? <span className="block text-xs text-base-content/50">{detail}</span> : null}
      </dt>
      <dd className="break-all text-right font-mono font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function YeekeeArithmetic({ yeekee, minShots, verified }: { yeekee: Arithmetic; minShots: number; verified: boolean }) {
  // The platform sends the count (and no digits) when the round had too few shots.
  if (yeekee.shot_count < minShots || !yeekee.sixteenth || !yeekee.last_five)
    return (
      <section role="status" className="rounded-box border border-info/40 bg-info/10 p-3" data-testid="yeekee-refunded">
        <h3 className="font-semibold text-info">{t.refundedTitle}</h3>
        <p className="mt-1 text-sm">{t.refunded(yeekee.shot_count, minShots)}</p>
      </section>
    );

  const digits = yeekee.last_five;
  const { threeTop, twoBottom } = splitLastFive(digits);
  return (
    <section className="rounded-box border border-primary/40 bg-base-100 p-3" aria-label={t.resultTitle} data-testid="yeekee-arithmetic">
      <h3 className="mb-1 font-semibold">{t.resultTitle}</h3>
      <dl className="divide-y divide-base-300">
        <Step label={t.sum(yeekee.shot_count)} value={groupDigits(yeekee.sum)} />
        <Step sign="−" label={t.sixteenth(yeekee.sixteenth.rank)} detail={yeekee.sixteenth.name} value={yeekee.sixteenth.number} />
        <Step sign="=" label={t.difference(yeekee.sixteenth.rank)} value={groupDigits(yeekee.difference)} />
        <Step label={t.lastFive} value={digits} />
      </dl>
      <div className="mt-2 flex justify-center gap-1.5" aria-hidden="true">
        {digits.split('').map((digit, index) => (
          <span key={index} className="flex flex-col items-center gap-0.5">
            <span
              className={`grid size-10 place-items-center rounded-field font-mono text-2xl font-bold ${index >= 2 ? 'bg-primary text-primary-content' : 'bg-secondary text-secondary-content'}`}
            >
              {digit}
            </span>
            <span className="text-xs text-base-content/50">{'ABCDE'[index]}</span>
          </span>
        ))}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 text-center">
        <div className="rounded-box bg-base-200 p-2">
          <div className="text-xs text-base-content/60">
            {t.threeTop} {t.fromDigits('CDE')}
          </div>
          <div className="font-mono text-3xl font-bold tracking-widest text-primary" data-testid="yeekee-three-top">
            {threeTop}
          </div>
        </div>
        <div className="rounded-box bg-base-200 p-2">
          <div className="text-xs text-base-content/60">
            {t.twoBottom} {t.fromDigits('AB')}
          </div>
          <div className="font-mono text-3xl font-bold tracking-widest text-secondary" data-testid="yeekee-two-bottom">
            {twoBottom}
          </div>
        </div>
      </div>
      {/* Its place is kept until the shots have been checked (they arrive after the first paint). */}
      <p className={`mt-2 text-center text-xs text-success ${verified ? '' : 'invisible'}`} aria-hidden={!verified}>
        {t.verified}
      </p>
    </section>
  );
}

export default memo(YeekeeArithmetic);
