// The line under a result that says where its numbers came from (see result-source.ts).
import type { LottoResult } from '../../contract/lotto/lotto.ts';
import { resultSourceKind, resultSourceText } from './result-source.ts';

export default function ResultSource({ result, className = '' }: { result: LottoResult; className?: string }) {
  const text = resultSourceText(result);
  if (!text) return null;
  return (
    <p className={`text-xs text-base-content/70 ${className}`} data-testid="result-source" data-source={resultSourceKind(result)}>
      {text}
    </p>
  );
}
