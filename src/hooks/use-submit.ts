// A form's submit state: busy while the action runs, and the Thai message of a refusal.
import { useState } from 'react';
import { th } from '../i18n/shell/th-shell.ts';

export function useSubmit() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : th.errors.generic);
    } finally {
      setBusy(false);
    }
  }

  return { error, setError, busy, run };
}
