// เลขชุด (issue 27): the member's sets, kept by the platform. Save the bill's lines under a name,
// add a set to the bill in one tap (the builder checks each line against this round), rename and
// delete. Loaded with its first opening (LottoBill.tsx), not with the round page.
import { useEffect, useState, type SubmitEvent } from 'react';
import { deleteSet, getSets, renameSet, saveSet } from '../../api/lotto/lotto-sets.ts';
import { toastError } from '../../api/client.ts';
import { NUMBER_SET_LIMITS, type NumberSet } from '../../contract/lotto/lotto-sets.ts';
import { lottoConveniences as t } from '../../i18n/lotto/lotto-conveniences.ts';
import { notify } from '../../lib/shell/notify.ts';
import type { BillInputLine } from '../../stores/lotto/lotto.ts';
import { CloseIcon } from '../shell/ui/icons.tsx';
import Modal from '../shell/ui/Modal.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The bill's lines now: what "save" keeps. */
  lines: BillInputLine[];
  onAdd: (set: NumberSet) => void;
}

export default function NumberSetsDialog({ open, onClose, lines, onAdd }: Props) {
  const [sets, setSets] = useState<NumberSet[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [name, setName] = useState('');
  const [saveError, setSaveError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setFailed(false);
    getSets()
      .then((list) => current && setSets(list))
      .catch((error) => {
        toastError(error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [open, version]);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setSaveError('');
    try {
      const answer = await saveSet(
        name,
        lines.map(({ bet_type, number, amount }) => ({ bet_type, number, amount })),
      );
      if (answer.error !== 0 || !answer.data) return setSaveError(answer.message);
      notify.success(t.sets.saved(answer.data.name));
      setName('');
      setSets((list) => [...(list ?? []), answer.data!]);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} width={480} label={t.sets.title}>
      <div className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-3">
        <h2 className="text-lg font-semibold">{t.sets.title}</h2>
        <button type="button" className="btn btn-circle btn-ghost btn-sm" onClick={onClose} aria-label={t.sets.close}>
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="max-h-[70dvh] space-y-3 overflow-y-auto px-4 py-3" data-testid="number-sets">
        <p className="text-sm text-base-content/70">{t.sets.hint}</p>
        <form onSubmit={(event) => void save(event)} className="space-y-2 rounded-box bg-base-200 p-3">
          <h3 className="text-sm font-medium">{t.sets.saveTitle}</h3>
          {lines.length === 0 ? (
            <p className="text-sm text-base-content/60">{t.sets.saveEmpty}</p>
          ) : (
            <div className="flex gap-2">
              <input
                className="input input-sm min-w-0 flex-1"
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={NUMBER_SET_LIMITS.name}
                placeholder={t.sets.namePlaceholder}
                aria-label={t.sets.name}
                required
              />
              <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !name.trim()}>
                {busy ? t.sets.saving : `${t.sets.save} (${t.sets.count(lines.length)})`}
              </button>
            </div>
          )}
          {saveError ? (
            <p role="alert" className="text-sm text-red-300">
              {saveError}
            </p>
          ) : null}
        </form>
        {sets === null ? (
          failed ? (
            <div className="flex flex-col items-center gap-2 py-4 text-center">
              <p>{t.sets.loadFailed}</p>
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setVersion((n) => n + 1)}>
                {t.sets.retry}
              </button>
            </div>
          ) : (
            <p className="py-4 text-center text-base-content/60">{t.sets.loading}</p>
          )
        ) : sets.length === 0 ? (
          <p className="py-4 text-center text-base-content/60">{t.sets.empty}</p>
        ) : (
          <ul className="space-y-2" aria-label={t.sets.title}>
            {sets.map((set) => (
              <SetRow
                key={set.set_id}
                set={set}
                onAdd={() => onAdd(set)}
                onRenamed={(renamed) =>
                  setSets((list) => list?.map((entry) => (entry.set_id === renamed.set_id ? renamed : entry)) ?? null)
                }
                onDeleted={() => setSets((list) => list?.filter((entry) => entry.set_id !== set.set_id) ?? null)}
              />
            ))}
          </ul>
        )}
        <p className="text-xs text-base-content/60">{t.sets.limits(NUMBER_SET_LIMITS.sets, NUMBER_SET_LIMITS.lines)}</p>
      </div>
    </Modal>
  );
}

interface RowProps {
  set: NumberSet;
  onAdd: () => void;
  onRenamed: (set: NumberSet) => void;
  onDeleted: () => void;
}

/** One set: its name and numbers, add in one tap; rename and delete open in place. */
function SetRow({ set, onAdd, onRenamed, onDeleted }: RowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(set.name);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const numbers = [...new Set(set.lines.map((line) => line.number))].join(' ');

  async function rename(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await renameSet(set.set_id, name);
      if (answer.error !== 0 || !answer.data) return setError(answer.message);
      notify.success(t.sets.renamed(answer.data.name));
      onRenamed(answer.data);
      setMode('view');
    } catch (caught) {
      toastError(caught);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await deleteSet(set.set_id);
      notify.success(t.sets.removed(set.name));
      onDeleted();
    } catch (caught) {
      toastError(caught);
      setBusy(false);
    }
  }

  return (
    <li className="rounded-box border border-base-300 p-3" data-testid="number-set">
      {mode === 'rename' ? (
        <form onSubmit={(event) => void rename(event)} className="flex gap-2">
          <input
            className="input input-sm min-w-0 flex-1"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={NUMBER_SET_LIMITS.name}
            aria-label={t.sets.newName}
            required
          />
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !name.trim()}>
            {t.sets.save}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMode('view')}>
            {t.sets.cancel}
          </button>
        </form>
      ) : (
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-medium">{set.name}</p>
            <p className="truncate text-xs text-base-content/60">
              {t.sets.count(set.lines.length)} · <span className="font-mono">{numbers}</span>
            </p>
          </div>
          <button type="button" className="btn btn-primary btn-sm shrink-0" onClick={onAdd} aria-label={t.sets.addLabel(set.name)}>
            {t.sets.add}
          </button>
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-300">
          {error}
        </p>
      ) : null}
      {mode === 'delete' ? (
        <div className="mt-2 flex items-center justify-end gap-2 text-sm">
          <span>{t.sets.removeConfirm(set.name)}</span>
          <button type="button" className="btn btn-error btn-sm" disabled={busy} onClick={() => void remove()}>
            {t.sets.removeYes}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMode('view')}>
            {t.sets.cancel}
          </button>
        </div>
      ) : mode === 'view' ? (
        <div className="mt-2 flex justify-end gap-1">
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => setMode('rename')}
            aria-label={t.sets.renameLabel(set.name)}
          >
            {t.sets.rename}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-xs text-red-300"
            onClick={() => setMode('delete')}
            aria-label={t.sets.removeLabel(set.name)}
          >
            {t.sets.remove}
          </button>
        </div>
      ) : null}
    </li>
  );
}
