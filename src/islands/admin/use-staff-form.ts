// A back-office form's sending: busy while the call runs, and a refusal told where it belongs
// (a field's own message beside the field, not twice; any other message above the button).
// The staff log-in's two steps and the enrolment share it.
import { useState } from 'react';
import type { AdminAnswer } from '../../api/admin/admin.ts';

export function useStaffForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});

  /** `stayBusy`: a success leaves the page (the form stays off until it has). */
  async function send<T>(call: () => Promise<AdminAnswer<T>>, stayBusy = false): Promise<AdminAnswer<T>> {
    setBusy(true);
    const answer = await call();
    if (answer.ok && stayBusy) return answer;
    setBusy(false);
    setError(answer.ok || answer.fields ? '' : answer.message);
    setFields(answer.ok ? {} : (answer.fields ?? {}));
    return answer;
  }
  return { busy, error, fields, send, setError, setFields };
}
