// The point shop (/redeem): items with their price, quantities picked into a basket, the total
// priced by `calc` on the platform before buying, the purchase, and the history. The header's
// points and wallets reload after a purchase.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Purchase, Quote, ShopItem } from '../../contract/rewards/shop.ts';
import { SHOP_MAX_QUANTITY } from '../../contract/rewards/shop.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { questsShopTh as t } from '../../i18n/rewards/quests-shop.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { $points } from '../../stores/rewards/quest.ts';
import { refreshWallets } from '../../stores/account/session.ts';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';
import HistoryCard from '../shell/ui/HistoryCard.tsx';

const shopApi = () => import('../../api/rewards/quests-shop.ts');

interface Props {
  items: readonly ShopItem[];
  points: number;
  history: readonly Purchase[];
}

export default function PointShop({ items, points: firstPoints, history: firstHistory }: Props) {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  // The quest store's points once loaded (the header's refresh reloads them), else the server's.
  const points = useStore($points) ?? firstPoints;
  const [quote, setQuote] = useState<Quote | null>(null);
  const [history, setHistory] = useState(firstHistory);
  const { error, busy, run } = useSubmit();
  const basket = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ item_id: Number(itemId), quantity }));
  const key = JSON.stringify(basket);

  // The platform prices the basket (its prices, the member's points) whenever it changes.
  useEffect(() => {
    if (basket.length === 0) return setQuote(null);
    let current = true;
    void shopApi()
      .then((api) => api.priceBasket(basket))
      .then((priced) => current && setQuote(priced))
      .catch(() => current && setQuote(null));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the basket is compared by its key
  }, [key]);

  const change = (itemId: number, by: number) =>
    setQuantities((now) => ({ ...now, [itemId]: Math.min(SHOP_MAX_QUANTITY, Math.max(0, (now[itemId] ?? 0) + by)) }));

  function buy() {
    void run(async () => {
      const api = await shopApi();
      await api.buyBasket(basket);
      notify.success(t.bought);
      setQuantities({});
      const [nextHistory] = await Promise.all([api.shopHistory(), refreshWallets()]);
      setHistory(nextHistory);
    });
  }

  return (
    <Hydrated>
      <div className="space-y-4">
        <p className="text-lg font-semibold text-primary" data-testid="shop-points">
          {t.myPoints(points)}
        </p>
        <ul className="grid gap-3 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="card border border-base-300 bg-base-100" data-testid="shop-item">
              <div className="card-body items-center gap-2 p-4 text-center">
                <img src={item.image} alt="" width={96} height={96} loading="lazy" />
                <h2 className="font-semibold">{item.title}</h2>
                <p className="text-sm text-primary">{t.price(item.price_points)}</p>
                <div className="flex items-center gap-2" role="group" aria-label={`${t.quantity} ${item.title}`}>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm btn-square"
                    aria-label={`${t.less} ${item.title}`}
                    onClick={() => change(item.id, -1)}
                  >
                    −
                  </button>
                  <span className="text-center tabular-nums" style={{ minWidth: 32 }} data-testid="shop-quantity">
                    {quantities[item.id] ?? 0}
                  </span>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm btn-square"
                    aria-label={`${t.more} ${item.title}`}
                    onClick={() => change(item.id, 1)}
                  >
                    +
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <section className="card border border-base-300 bg-base-100">
          <div className="card-body gap-2">
            <p className="flex justify-between">
              <span>{t.total}</span>
              <span className="font-semibold tabular-nums" data-testid="shop-total">
                {(quote?.total_points ?? 0).toLocaleString('en-US')}
              </span>
            </p>
            {quote && !quote.enough ? (
              <p className="text-sm text-warning" role="status">
                {t.notEnough}
              </p>
            ) : null}
            <FormError message={error} />
            <button type="button" className="btn btn-primary" disabled={busy || !quote || !quote.enough} onClick={buy}>
              {t.buy}
            </button>
          </div>
        </section>
        <HistoryCard title={t.history} empty={t.noHistory} count={history.length}>
          <ul className="divide-y divide-base-300 text-sm" data-testid="shop-history">
            {history.map((row) => (
              <li key={row.id} className="flex justify-between gap-2 py-1.5">
                <span>
                  {row.title} × {row.quantity}
                  <span className="block text-xs text-base-content/60">{formatThaiDateTime(row.created_at)}</span>
                </span>
                <span className="text-right tabular-nums">
                  −{t.price(row.points)}
                  <span className="block text-xs text-base-content/60">
                    {row.kind === 'free_credit' ? formatBaht(row.amount) : t.spins(row.amount)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </HistoryCard>
      </div>
    </Hydrated>
  );
}
