// ดึงโพย (issue 27): an earlier bill's lines as the platform checked them against the round open
// now, shown before they go into the bill: a closed number refused with its reason, a reduced one
// at its reduced rate. Adding puts the lines that may be bet into the builder; placing them still
// goes through ตรวจสอบโพย and ยืนยันแทง. Loaded when a re-use is asked for (LottoBill.tsx).
import type { BillReuse } from '../../contract/lotto/lotto-sets.ts';
import { lottoConveniences as t } from '../../i18n/lotto/lotto-conveniences.ts';
import { lottoBill as bill } from '../../i18n/lotto/lotto-bill.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { formatRate } from './rate-format.ts';
import Modal from '../shell/ui/Modal.tsx';

interface Props {
  reuse: BillReuse | null;
  onClose: () => void;
  onAdd: (reuse: BillReuse) => void;
}

export default function ReuseDialog({ reuse, onClose, onAdd }: Props) {
  const usable = reuse?.lines.filter((line) => line.ok).length ?? 0;
  return (
    <Modal open={reuse !== null} onClose={onClose} width={480} label={reuse ? t.reuse.title(reuse.bill_id) : t.reuse.button}>
      {reuse ? (
        <>
          <div className="border-b border-base-300 px-4 py-3">
            <h2 className="text-lg font-semibold">{t.reuse.title(reuse.bill_id)}</h2>
            <p className="text-sm text-base-content/70">{t.reuse.round(reuse.round.name)}</p>
          </div>
          <div className="max-h-[60dvh] space-y-2 overflow-y-auto px-4 py-3" data-testid="reuse-dialog">
            <p className="text-xs text-base-content/60">{t.reuse.checked}</p>
            <ul className="divide-y divide-base-300 rounded-box border border-base-300 text-sm">
              {reuse.lines.map((line) => (
                <li key={line.index} className="px-3 py-2" data-testid="reuse-line" data-ok={line.ok}>
                  <div className="flex items-center justify-between gap-2">
                    <span>
                      <span className="font-mono font-semibold tracking-widest">{line.input_number}</span>{' '}
                      <span className="text-base-content/70">{line.bet_name}</span>
                    </span>
                    <span className="text-right tabular-nums">{formatBaht(line.amount)}</span>
                  </div>
                  {line.ok ? (
                    <p className={`text-xs ${line.hot ? 'text-warning' : 'text-base-content/60'}`}>
                      {bill.lines.rate} {formatRate(line.rate)}
                      {line.hot ? ` · ${t.reuse.reduced}` : ''}
                    </p>
                  ) : (
                    <p className="text-xs text-red-300">
                      {t.reuse.refused}: {line.message}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <p className="text-xs text-base-content/60">{usable > 0 ? t.reuse.confirmNote : t.reuse.none}</p>
          </div>
          <div className="flex gap-2 border-t border-base-300 px-4 py-3">
            <button type="button" className="btn flex-1" onClick={onClose}>
              {t.reuse.cancel}
            </button>
            <button type="button" className="btn btn-primary flex-1" disabled={usable === 0} onClick={() => onAdd(reuse)}>
              {t.reuse.add(usable)}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
