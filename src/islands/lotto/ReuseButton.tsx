// ดึงโพย from the bill list and the bill dialog: asks the platform for the category's round open
// now, then opens that round's page, where the builder shows the bill's lines checked against it
// (ReuseDialog.tsx) before adding them. A refusal (no round open now) is its Thai toast.
import { useState } from 'react';
import { getBillReuse } from '../../api/lotto/lotto-sets.ts';
import { toastError } from '../../api/client.ts';
import { lottoConveniences as t } from '../../i18n/lotto/lotto-conveniences.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

export default function ReuseButton({ billId, className = '' }: { billId: number; className?: string }) {
  const [busy, setBusy] = useState(false);
  // Rendered on the server too: a tap before hydration would do nothing, so it waits.
  const mounted = useMounted();

  async function reuse() {
    setBusy(true);
    try {
      const answer = await getBillReuse(billId);
      goTo(`/lotto/${answer.round.round_id}?reuse=${billId}`);
    } catch (error) {
      toastError(error);
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`btn btn-outline btn-primary btn-sm ${className}`}
      disabled={busy || !mounted}
      onClick={() => void reuse()}
      aria-label={t.reuse.buttonLabel(billId)}
      data-testid="bill-reuse"
    >
      {busy ? t.reuse.loading : t.reuse.button}
    </button>
  );
}
