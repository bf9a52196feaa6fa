// A thin bar of how far something has come (a promotion's turnover, a quest), read out as a
// progressbar. Sizes are inline: the site's stylesheet stays as it is.
export default function ProgressBar({ label, value, max, height = 8 }: { label: string; value: number; max: number; height?: number }) {
  const percent = max > 0 ? Math.min(100, (100 * value) / max) : 100;
  return (
    <div
      className="w-full overflow-hidden rounded-full bg-base-300"
      style={{ height }}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <div className="rounded-full bg-primary" style={{ height: '100%', width: `${percent}%` }} />
    </div>
  );
}
