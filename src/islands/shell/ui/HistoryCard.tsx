// A card with a titled list of past entries (claims, purchases, promotions), or its empty state.
import type { ReactNode } from 'react';

interface HistoryCardProps {
  title: string;
  empty: string;
  count: number;
  /** The list, drawn only when there is something in it */
  children: ReactNode;
}

export default function HistoryCard({ title, empty, count, children }: HistoryCardProps) {
  return (
    <section className="card border border-base-300 bg-base-100">
      <div className="card-body gap-2">
        <h2 className="card-title text-base">{title}</h2>
        {count === 0 ? <p className="py-3 text-center text-sm text-base-content/70">{empty}</p> : children}
      </div>
    </section>
  );
}
