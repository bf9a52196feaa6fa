// The transfer slip of a waiting request whose money did not arrive (issue 42): the member picks
// the slip's picture (the phone's photo library), it is sent as base64, and the platform reads its
// QR. Verified and credited: the request closes as paid (the wallets reload); else the member reads
// that a cashier will check it. A refusal (no slip QR, a slip used before) is said in Thai.
import { type ChangeEvent, useState } from 'react';
import type { Deposit } from '../../contract/money/payments.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { depositTh as t } from '../../i18n/money/deposit.ts';
import { fileBase64 } from '../../lib/money/file-base64.ts';
import { loadWallets } from '../../stores/account/session.ts';
import FormError from '../shell/ui/FormError.tsx';

/** The call loads with the first slip, not with the page. */
const paymentsApi = () => import('../../api/money/payments.ts');
const MAX_BYTES = 5 * 1024 * 1024;

export default function SlipUpload({ deposit, onPaid }: { deposit: Deposit; onPaid: (next: Deposit) => void }) {
  const { error, setError, busy, run } = useSubmit();
  const [sent, setSent] = useState('');

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same picture may be picked again after a refusal
    if (!file) return;
    setSent('');
    if (file.size > MAX_BYTES) return setError(t.slipTooLarge);
    void run(async () => {
      const slip = await (await paymentsApi()).uploadSlip(deposit.id, await fileBase64(file));
      if (slip.state === 'credited') {
        void loadWallets();
        onPaid(slip.deposit);
      } else setSent(t.slipQueued(slip.trans_ref));
    });
  }

  return (
    <div className="space-y-2 rounded-box border border-dashed border-base-300 p-3" data-testid="deposit-slip">
      <p className="text-sm font-semibold">{t.slipTitle}</p>
      <p className="text-xs text-base-content/70">{t.slipHint}</p>
      {/* The browser's own file field speaks the browser's language: a Thai button wraps it. */}
      <label
        className={`btn btn-outline btn-primary btn-block has-focus-visible:outline-2 has-focus-visible:outline-primary ${busy ? 'btn-disabled' : ''}`}
      >
        {t.slipPick}
        <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" disabled={busy} onChange={pick} />
      </label>
      {busy ? (
        <p role="status" className="text-sm">
          {t.slipSending}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="alert alert-success alert-soft text-sm" data-testid="deposit-slip-sent">
          {sent}
        </p>
      ) : null}
      <FormError message={error} />
    </div>
  );
}
