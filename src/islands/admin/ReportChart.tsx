// The report's chart: stakes, payouts and the house result per period, drawn by uPlot, loaded
// only here (import() once the chart is in view). uPlot because it is the smallest chart library
// that draws a year of daily points without effort (about 22 KB gzip, canvas, no dependencies;
// Chart.js is three times that). The table beside it holds the same figures for a screen reader.
import { useEffect, useRef, useState } from 'react';
import { reportTh as t } from '../../i18n/admin/admin-reports.ts';
// Its small stylesheet rides with this page's CSS (the script comes only once the chart is in view).
import 'uplot/dist/uPlot.min.css';

interface Period {
  /** The period in Thai (contract/admin/admin-reports.ts periodText), whole and short for the axis. */
  text: string;
  tick: string;
  stakes: number;
  payouts: number;
  result: number;
}

const SERIES = [
  { label: t.series.stake, stroke: '#facc15' },
  { label: t.series.payout, stroke: '#60a5fa' },
  { label: t.series.house, stroke: '#34d399' },
];

/** The canvas draws with the page's Prompt (its Thai): uPlot's system fonts may have none. */
const AXIS_FONT = "12px 'Prompt', sans-serif";

export default function ReportChart({ periods }: { periods: Period[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    const size = () => ({ width: element.clientWidth, height: 240 });
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const x = periods.map((_, index) => index);
        chart = new UPlot(
          {
            ...size(),
            series: [
              { label: t.period, value: (_u: unknown, index: number | null) => (index === null ? '--' : (periods[index]?.text ?? '--')) },
              ...SERIES.map((series) => ({ ...series, width: 2 })),
            ],
            scales: { x: { time: false } },
            axes: [
              {
                stroke: '#9ca3af',
                font: AXIS_FONT,
                values: (_u: unknown, ticks: number[]) => ticks.map((tick) => periods[tick]?.tick ?? ''),
              },
              { stroke: '#9ca3af', font: AXIS_FONT, size: 70 },
            ],
            legend: { show: true },
          },
          [x, periods.map((p) => p.stakes), periods.map((p) => p.payouts), periods.map((p) => p.result)],
          element,
        );
      })
      .catch(() => setFailed(true));
    const resize = () => chart?.setSize(size());
    window.addEventListener('resize', resize);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [periods]);

  return (
    // uPlot's stylesheet names system fonts, which may have no Thai: the page's Prompt instead.
    <div data-testid="report-chart" className="[&_.u-legend]:font-sans [&_.uplot]:font-sans">
      <div ref={box} className="w-full" aria-hidden="true" />
      {failed && <p className="text-sm opacity-70">{t.noChart}</p>}
    </div>
  );
}
