// The round page's commitment check for a finished round: hydrated only for its button, which
// redoes SHA-256 of the revealed text in the browser.
import type { LottoResult } from '../../contract/lotto/lotto.ts';
import ResultCommitment from './ResultCommitment.tsx';

export default function CommitmentCheck({ result }: { result: Pick<LottoResult, 'commit_hash' | 'commit_text'> }) {
  return <ResultCommitment result={result} />;
}
