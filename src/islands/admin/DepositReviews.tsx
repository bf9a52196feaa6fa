// Beside the deposit queue (issue 42): the bank texts a cashier must look at (unreadable, or read
// but not certain, with the Thai reason and the request its amount named), and the members' slips
// waiting (what the slip's QR and the provider said; the picture opened on demand, from a staff
// call, never a public address). The cashier then confirms the request in the queue above, or
// marks a text dealt with (with an optional note) so it leaves the list.
import { useState } from 'react';
import type { DeskSlip, DeskText } from '../../contract/admin/admin-desk.ts';
import { bangkokClock, formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { getSlipPicture, markTextDealt } from '../../api/admin/admin-money.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { reviewTh as t } from '../../i18n/admin/admin-money.ts';
import DeskDialog from './DeskDialog.tsx';
import { FormError } from './fields.tsx';
import { DecisionForm, Notice } from './queue-parts.tsx';

interface Props {
  texts: DeskText[];
  slips: DeskSlip[];
  /** The role may decide deposits (and so mark texts dealt with). */
  canDecide: boolean;
  /** The buttons work (the island runs). */
  ready: boolean;
  /** After a text was marked: the desk reloads its lists. */
  onChanged: () => Promise<void>;
}

function RequestLink({ id }: { id: number }) {
  return (
    <a className="link" href={`#deposit-${id}`}>
      {t.forRequest(id)}
    </a>
  );
}

function TextCard({ text, onDealt }: { text: DeskText; onDealt: (() => void) | null }) {
  return (
    <li className="card bg-base-100 gap-1 p-4 text-sm" data-testid={`bank-text-${text.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-xl font-semibold text-primary">{text.amount === null ? t.unreadable : formatBaht(text.amount)}</span>
        <span className="badge badge-outline">#{text.id}</span>
      </div>
      {text.reason && <p className="font-medium text-warning">{text.reason}</p>}
      <blockquote className="rounded bg-base-200 p-2 break-words whitespace-pre-wrap">{text.text}</blockquote>
      <p className="opacity-80">
        {t.device(text.device_id, text.account.bank_code, text.account.account_no)}
        {text.sender && ` · ${t.from(text.sender)}`}
      </p>
      <p className="opacity-80">
        {t.receivedAt(bangkokClock(text.received_at))}
        {text.paid_at && ` · ${t.paidAt(bangkokClock(text.paid_at))}`}
        {text.deposit_id !== null && (
          <>
            {' · '}
            <RequestLink id={text.deposit_id} />
          </>
        )}
      </p>
      {onDealt && (
        <button type="button" className="btn btn-sm btn-outline mt-1 self-start" onClick={onDealt}>
          {t.dealt}
        </button>
      )}
    </li>
  );
}

function SlipCard({ slip, onOpen }: { slip: DeskSlip; onOpen: () => void }) {
  return (
    <li className="card bg-base-100 gap-1 p-4 text-sm" data-testid={`slip-${slip.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-xl font-semibold text-primary">{formatBaht(slip.pay_amount)}</span>
        <RequestLink id={slip.deposit_id} />
      </div>
      <p>
        {slip.member_name} · {slip.member_phone} · {t.requestStatus[slip.deposit_status] ?? slip.deposit_status}
      </p>
      <p className="break-words">{t.bankRef(slip.sending_bank, slip.trans_ref)}</p>
      <p>{slip.amount === null ? t.noAmount : `${t.slipAmount} ${formatBaht(slip.amount)}`}</p>
      {slip.reason && <p className="font-medium text-warning">{slip.reason}</p>}
      <p className="opacity-80">
        {t.uploadedAt(formatThaiDateTime(slip.uploaded_at))}
        {slip.paid_at && ` · ${t.paidAt(bangkokClock(slip.paid_at))}`}
      </p>
      <button type="button" className="btn btn-sm btn-outline mt-1 self-start" onClick={onOpen}>
        {t.open}
      </button>
    </li>
  );
}

export default function DepositReviews({ texts, slips, canDecide, ready, onChanged }: Props) {
  const [picture, setPicture] = useState<{ id: number; src: string } | null>(null);
  const [error, setError] = useState('');
  const [dealing, setDealing] = useState<DeskText | null>(null);
  const [dealError, setDealError] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  async function markDealt(text: DeskText, note: string) {
    setBusy(true);
    const answer = await markTextDealt({ id: text.id, note: note.trim() || undefined });
    setBusy(false);
    if (!answer.ok) {
      setDealError(answer.fields?.note ?? answer.message);
      // Dealt with by someone else meanwhile: the list shows what is still waiting.
      if (answer.error !== 1001) await onChanged();
      return;
    }
    setDealing(null);
    setNotice(answer.message);
    await onChanged();
  }

  async function open(slip: DeskSlip) {
    const answer = await getSlipPicture(slip.id);
    setError(answer.ok ? '' : answer.message);
    if (answer.ok) setPicture({ id: slip.id, src: `data:${answer.data.type};base64,${answer.data.base64}` });
  }

  return (
    <>
      <section aria-labelledby="slips-title" className="flex flex-col gap-3">
        <h2 id="slips-title" className="text-lg font-semibold">
          {t.slips} <span className="badge badge-neutral">{slips.length}</span>
        </h2>
        <FormError message={error} />
        {slips.length === 0 ? (
          <p className="text-sm opacity-70">{t.noSlips}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" data-testid="slip-queue">
            {slips.map((slip) => (
              <SlipCard key={slip.id} slip={slip} onOpen={() => void open(slip)} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="texts-title" className="flex flex-col gap-3">
        <h2 id="texts-title" className="text-lg font-semibold">
          {t.texts} <span className="badge badge-neutral">{texts.length}</span>
        </h2>
        <p className="text-sm opacity-80">{t.textsNote}</p>
        <Notice text={notice} />
        {texts.length === 0 ? (
          <p className="text-sm opacity-70">{t.noTexts}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" data-testid="bank-texts">
            {texts.map((text) => (
              <TextCard
                key={text.id}
                text={text}
                onDealt={canDecide && ready ? () => (setDealError(''), setNotice(''), setDealing(text)) : null}
              />
            ))}
          </ul>
        )}
      </section>
      <DeskDialog title={dealing ? t.dealtTitle(dealing.id) : t.dealt} open={dealing !== null} onClose={() => setDealing(null)}>
        {dealing && (
          <DecisionForm
            onDecide={(form) => void markDealt(dealing, String(form.get('note') ?? ''))}
            onCancel={() => setDealing(null)}
            error={dealError}
            busy={busy}
            submitLabel={t.dealt}
            refusing={false}
          >
            <blockquote className="rounded bg-base-200 p-2 text-sm break-words whitespace-pre-wrap">{dealing.text}</blockquote>
            <p className="text-sm opacity-80">{t.dealtNote}</p>
            <label className="flex flex-col gap-1">
              <span className="text-sm">{t.note}</span>
              <textarea name="note" className="textarea w-full" maxLength={200} />
            </label>
          </DecisionForm>
        )}
      </DeskDialog>
      <DeskDialog title={picture ? t.picture(picture.id) : t.open} open={picture !== null} onClose={() => setPicture(null)}>
        {picture && (
          <>
            <img src={picture.src} alt={t.picture(picture.id)} className="mx-auto max-h-[70vh] w-auto rounded" />
            <div className="modal-action">
              <button type="button" className="btn" onClick={() => setPicture(null)}>
                {t.close}
              </button>
            </div>
          </>
        )}
      </DeskDialog>
    </>
  );
}
