// วางเลข (issue 27): numbers pasted as text (from LINE, notes), read by lib/lotto/paste-numbers.ts
// and shown line by line, with what could not be read, before any is added to the bill. Loaded
// with its first opening (LottoBill.tsx).
import { useMemo, useState } from 'react';
import { lottoConveniences as t } from '../../i18n/lotto/lotto-conveniences.ts';
import { parsePastedNumbers, pasteExample, type PastedLine } from '../../lib/lotto/paste-numbers.ts';
import { CloseIcon } from '../shell/ui/icons.tsx';
import Modal from '../shell/ui/Modal.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The chosen bet types' names and their digit count (the builder's chips). */
  betNames: string[];
  digits: number;
  defaultAmount: number;
  onAdd: (lines: PastedLine[]) => void;
}

export default function PasteDialog({ open, onClose, betNames, digits, defaultAmount, onAdd }: Props) {
  const [text, setText] = useState('');
  const read = useMemo(() => parsePastedNumbers(text, digits), [text, digits]);
  const count = read.lines.length * betNames.length;
  const example = pasteExample(digits);

  function add() {
    onAdd(read.lines);
    setText('');
  }

  return (
    <Modal open={open} onClose={onClose} width={480} label={t.paste.title}>
      <div className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-3">
        <h2 className="text-lg font-semibold">{t.paste.title}</h2>
        <button type="button" className="btn btn-circle btn-ghost btn-sm" onClick={onClose} aria-label={t.paste.cancel}>
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="max-h-[70dvh] space-y-3 overflow-y-auto px-4 py-3" data-testid="paste-numbers">
        <label className="block space-y-1">
          <span className="text-sm">{t.paste.label}</span>
          <textarea
            className="w-full rounded-box border border-base-300 bg-base-100 p-3"
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t.paste.placeholder(example.numbers, example.priced)}
            inputMode="numeric"
          />
          <span className="block text-xs text-base-content/60" data-testid="paste-hint">
            {t.paste.hint(betNames.join(', '), digits, example.pricedOne)}
          </span>
        </label>
        {read.lines.length > 0 ? (
          <section aria-label={t.paste.understood(read.lines.length)} data-testid="paste-understood">
            <h3 className="text-sm font-medium text-success">{t.paste.understood(read.lines.length)}</h3>
            <ol className="mt-1 divide-y divide-base-300 rounded-box border border-base-300 text-sm">
              {read.lines.map((line) => (
                <li key={line.number} className="flex justify-between gap-2 px-3 py-1.5">
                  <span className="font-mono font-semibold tracking-widest">{line.number}</span>
                  <span className="text-base-content/70">
                    {line.amount === null ? t.paste.defaultPrice(defaultAmount) : t.paste.price(line.amount)}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ) : text.trim() ? (
          <p className="text-sm text-base-content/60">{t.paste.nothing}</p>
        ) : null}
        {read.unread.length > 0 ? (
          <section role="alert" className="rounded-box bg-warning/10 p-3 text-sm text-warning" data-testid="paste-unread">
            <h3 className="font-medium">{t.paste.unreadTitle}</h3>
            <ul className="mt-1 space-y-0.5">
              {read.unread.map((part, index) => (
                <li key={`${index}:${part.text}`}>
                  <span className="font-mono">{part.text}</span> · {t.paste.reasons[part.reason](digits)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {read.repeated.length > 0 ? (
          <p className="text-sm text-base-content/70">{t.paste.repeated([...new Set(read.repeated)].join(', '))}</p>
        ) : null}
      </div>
      <div className="flex gap-2 border-t border-base-300 px-4 py-3">
        <button type="button" className="btn flex-1" onClick={onClose}>
          {t.paste.cancel}
        </button>
        <button type="button" className="btn btn-primary flex-1" disabled={count === 0} onClick={add}>
          {t.paste.add(count)}
        </button>
      </div>
    </Modal>
  );
}
