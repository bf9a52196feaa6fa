// The bill dialog: the bill's lines with their result cards once settled, the round result with
// where it came from (and its commitment to check), totals, and cancel where the rules allow it.
// Opens for `billId`; closed when it is null.
import { useEffect, useState } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import { toastError } from '../../api/client.ts';
import { getBill } from '../../api/lotto/lotto.ts';
import type { BillDetail, BillSummary, LottoResult } from '../../contract/lotto/lotto.ts';
import { lottoBills as t } from '../../i18n/lotto/lotto-bills.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { formatThaiDate, formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { loadBills } from '../../stores/lotto/lotto-bills.ts';
import { refreshWallets } from '../../stores/account/session.ts';
import { CloseIcon } from '../shell/ui/icons.tsx';
import Modal from '../shell/ui/Modal.tsx';
import BillDetailCancel from './BillDetailCancel.tsx';
import BillDetailLine from './BillDetailLine.tsx';
import BillPicture from './BillPicture.tsx';
import ReuseButton from './ReuseButton.tsx';
import ResultCommitment from './ResultCommitment.tsx';
import ResultSource from './ResultSource.tsx';
import { BillStatusBadge } from './BillListItem.tsx';

interface Props {
  billId: number | null;
  /** The list's copy of the bill: the header shows at once while the lines load. */
  summary?: BillSummary;
  onClose: () => void;
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 py-1">
      <dt className="shrink-0 text-base-content/60">{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

function RoundResult({ result, refunded }: { result: LottoResult | null; refunded: boolean }) {
  if (!result || (result.three_top === null && result.two_bottom === null))
    return (
      <p className="rounded-box bg-base-200 p-3 text-center text-sm text-base-content/60">
        {refunded ? t.resultRefunded : t.resultPending}
        {refunded && result?.void_reason ? ` (${t.voidReason} ${result.void_reason})` : null}
      </p>
    );
  const extra = [
    ...(result.four_top ? [t.fourTop(result.four_top)] : []),
    ...result.three_front.map(t.threeFront),
    ...result.three_bottom.map(t.threeBottom),
  ];
  return (
    <section className="rounded-box bg-base-200 p-3" aria-label={t.result} data-testid="bill-result">
      <h3 className="mb-2 text-center text-sm text-base-content/70">{t.result}</h3>
      <div className="grid grid-cols-2 text-center">
        <div>
          <div className="text-xs text-base-content/60">{t.threeTop}</div>
          <div className="font-mono text-2xl font-semibold tracking-widest text-primary">{result.three_top ?? '-'}</div>
        </div>
        <div className="border-l border-base-300">
          <div className="text-xs text-base-content/60">{t.twoBottom}</div>
          <div className="font-mono text-2xl font-semibold tracking-widest text-primary">{result.two_bottom ?? '-'}</div>
        </div>
      </div>
      {extra.length ? <p className="mt-2 text-center text-xs text-base-content/60">{extra.join(' · ')}</p> : null}
      <ResultSource result={result} className="mt-2 text-center" />
      {result.commit_hash ? (
        <div className="mt-2">
          <ResultCommitment result={result} />
        </div>
      ) : null}
    </section>
  );
}

export default function BillDetailDialog({ billId, summary, onClose }: Props) {
  const [detail, setDetail] = useState<BillDetail | null>(null);
  const [failed, setFailed] = useState(false);
  // Bumped after a cancel (or a retry) to fetch the bill again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (billId === null) {
      setDetail(null);
      return;
    }
    let current = true; // an answer for a bill no longer shown is dropped
    setFailed(false);
    getBill(billId)
      .then((bill) => current && setDetail(bill))
      .catch((error) => {
        toastError(error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [billId, version]);

  const bill: BillSummary | undefined = detail?.bill_id === billId ? detail : summary;
  const lines = detail?.bill_id === billId ? detail.lines : null;
  const settled = bill?.status === 'won' || bill?.status === 'lost';

  function cancelled(refunded: number) {
    notify.success(t.cancelled(formatBaht(refunded)));
    void refreshWallets().catch(toastError);
    // The bill changed: the list (the store every view of it reads) asks again.
    void loadBills().catch(toastError);
    setVersion((n) => n + 1);
  }

  return (
    <Modal open={billId !== null} onClose={onClose} width={480} label={t.dialogLabel}>
      <div className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-3">
        <h2 className="flex min-w-0 items-center gap-2 text-lg font-semibold">
          <span className="truncate">
            {t.billNo} #{billId}
          </span>
          {bill ? <BillStatusBadge status={bill.status} /> : null}
        </h2>
        <button type="button" className="btn btn-circle btn-ghost btn-sm" onClick={onClose} aria-label={t.close}>
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="space-y-3 px-4 py-3" data-testid="bill-dialog">
        {bill ? (
          <dl className="text-sm">
            <Info label={t.round} value={bill.round_name} />
            <Info label={t.category} value={bill.category_name} />
            <Info label={t.drawDate} value={formatThaiDate(bill.draw_date)} />
            <Info label={t.placedAt} value={formatThaiDateTime(bill.created_at)} />
          </dl>
        ) : null}
        {lines === null || !detail ? (
          failed ? (
            <div className="flex flex-col items-center gap-3 py-8 text-center">
              <p>{t.detailFailed}</p>
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setVersion((n) => n + 1)}>
                {t.retry}
              </button>
            </div>
          ) : (
            <p className="py-8 text-center text-base-content/60">{t.dialogLoading}</p>
          )
        ) : (
          <>
            {detail.status === 'cancelled' && !detail.result ? null : (
              <RoundResult result={detail.result} refunded={detail.status === 'refunded'} />
            )}
            <table className="data-table" aria-label={t.lines} data-testid="bill-detail-lines">
              <thead>
                <tr>
                  <th>{t.number}</th>
                  <th>{t.betType}</th>
                  <th className="text-right">{t.amount}</th>
                  <th className="text-right">{t.lineResult}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <BillDetailLine key={line.line_id} line={line} />
                ))}
              </tbody>
            </table>
            <dl className="rounded-box border border-base-300 px-3 py-2 text-sm">
              <Info label={t.lines} value={t.count(lines.length)} />
              <Info label={t.totalStake} value={formatBaht(detail.total)} />
              {settled ? <Info label={t.totalPayout} value={formatBaht(detail.payout)} /> : null}
            </dl>
            <BillPicture billId={detail.bill_id} />
            <ReuseButton billId={detail.bill_id} className="btn-block" />
            <BillDetailCancel bill={detail} onCancelled={cancelled} />
          </>
        )}
      </div>
      <div className="border-t border-base-300 px-4 py-3">
        <button type="button" className="btn btn-block" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Modal>
  );
}
