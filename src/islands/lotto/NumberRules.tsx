// The hot (เลขอั้น, paid at a reduced rate) and closed (เลขปิด, refused) numbers, by bet type, for a
// member to read before typing a number: beside the bill on a round page, and under each table of
// the rates page (rendered there on the server, no JavaScript).
import type { ClosedNumber, HotNumber } from '../../contract/lotto/lotto.ts';
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';

interface Props {
  /** The bet types offered, in order, for their names. */
  betTypes: { bet_type: string; name: string }[];
  hot: HotNumber[];
  closed: ClosedNumber[];
  /** A round's list, or the one every round of a category shares (the rates page). */
  scope: 'round' | 'category';
  heading: 'h2' | 'h3';
}

const rate = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

export default function NumberRules({ betTypes, hot, closed, scope, heading: Heading }: Props) {
  const byBet = <T extends { bet_type: string }>(list: T[]) =>
    betTypes.map((bet) => ({ bet, numbers: list.filter((n) => n.bet_type === bet.bet_type) })).filter((group) => group.numbers.length > 0);
  // Reduced numbers of one bet type may pay different rates (staff set any percent): one row per rate.
  const hotGroups = byBet(hot).flatMap(({ bet, numbers }) =>
    [...new Set(numbers.map((n) => n.rate))]
      .sort((a, b) => b - a)
      .map((paid) => ({ bet, paid, numbers: numbers.filter((n) => n.rate === paid) })),
  );
  const closedGroups = byBet(closed);
  const none = hotGroups.length + closedGroups.length === 0;
  return (
    <section className="rounded-2xl border border-base-300 bg-base-100 p-3 text-sm" data-testid="number-rules">
      <Heading className="font-semibold">{t.rules.title}</Heading>
      {none ? (
        <p className="text-base-content/70">{t.rules.none}</p>
      ) : (
        <dl className="mt-1 space-y-1">
          {hotGroups.map(({ bet, paid, numbers }) => (
            <div key={`hot-${bet.bet_type}-${paid}`} className="flex flex-wrap gap-x-2" data-rule="hot" data-rule-bet={bet.bet_type}>
              <dt className="text-warning">
                {t.rules.hot} {bet.name} ({t.rules.hotRate(rate.format(paid))})
              </dt>
              <dd className="font-semibold tabular-nums">{numbers.map((n) => n.number).join(' ')}</dd>
            </div>
          ))}
          {closedGroups.map(({ bet, numbers }) => (
            <div key={`closed-${bet.bet_type}`} className="flex flex-wrap gap-x-2" data-rule="closed" data-rule-bet={bet.bet_type}>
              <dt className="text-red-300">
                {t.rules.closed} {bet.name} ({t.rules.closedText})
              </dt>
              <dd className="font-semibold tabular-nums">{numbers.map((n) => n.number).join(' ')}</dd>
            </div>
          ))}
        </dl>
      )}
      {none && scope === 'round' ? null : (
        <p className="mt-1 text-xs text-base-content/60">{scope === 'round' ? t.rules.roundNote : t.rules.categoryNote}</p>
      )}
    </section>
  );
}
