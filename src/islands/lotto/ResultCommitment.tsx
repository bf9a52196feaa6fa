// A finished round's commitment, folded: the hash published before betting opened, the text
// (result + secret) revealed with the result, and a button that redoes SHA-256 in this browser.
import { useState } from 'react';
import type { LottoResult } from '../../contract/lotto/lotto.ts';
import { lottoLobbyTh as t } from '../../i18n/lotto/lotto-lobby.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { ChevronRightIcon } from '../shell/ui/icons.tsx';
import { commitmentHolds } from './result-groups.ts';

type Check = 'idle' | 'checking' | 'match' | 'mismatch' | 'unsupported';

export default function ResultCommitment({ result }: { result: Pick<LottoResult, 'commit_hash' | 'commit_text'> }) {
  const live = useMounted(); // the button works once hydrated
  const [check, setCheck] = useState<Check>('idle');
  if (!result.commit_hash) return null;
  const text = result.commit_text;

  async function verify(commitText: string, commitHash: string) {
    setCheck('checking');
    const holds = await commitmentHolds(commitText, commitHash);
    setCheck(holds === null ? 'unsupported' : holds ? 'match' : 'mismatch');
  }

  return (
    <details className="group rounded-xl bg-base-200/60 text-sm" data-testid="result-commitment">
      <summary className="flex cursor-pointer list-none items-center gap-1 px-3 py-2 font-medium">
        <ChevronRightIcon className="size-4 transition group-open:rotate-90" />
        {t.results.verify}
      </summary>
      <div className="space-y-2 px-3 pb-3">
        <p className="text-base-content/70">{t.results.verifyText}</p>
        <dl className="space-y-1">
          <dt className="text-xs text-base-content/60">{t.results.commitHash}</dt>
          <dd className="break-all font-mono text-xs">{result.commit_hash}</dd>
          <dt className="text-xs text-base-content/60">{t.results.commitText}</dt>
          <dd className="break-all font-mono text-xs" data-testid="commit-text">
            {text ?? t.results.notRevealed}
          </dd>
        </dl>
        {text && (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn btn-outline btn-xs"
              disabled={!live || check === 'checking'}
              onClick={() => void verify(text, result.commit_hash ?? '')}
            >
              {check === 'checking' ? t.results.checking : t.results.check}
            </button>
            <span
              role="status"
              className={check === 'match' ? 'text-success' : check === 'mismatch' ? 'text-error' : 'text-base-content/70'}
            >
              {check === 'match' && `✓ ${t.results.match}`}
              {check === 'mismatch' && `✗ ${t.results.mismatch}`}
              {check === 'unsupported' && t.results.cannotCheck}
            </span>
          </div>
        )}
      </div>
    </details>
  );
}
