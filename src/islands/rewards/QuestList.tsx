// Today's quests (/member/creditfree): each with its progress and reward; a quest done is redeemed
// once; the header's points and wallets reload.
import { useState } from 'react';
import type { Quest } from '../../contract/rewards/quests.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { questsShopTh as t } from '../../i18n/rewards/quests-shop.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { refreshWallets } from '../../stores/account/session.ts';
import FormError from '../shell/ui/FormError.tsx';
import ProgressBar from '../shell/ui/ProgressBar.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

const questsApi = () => import('../../api/rewards/quests-shop.ts');

const money = (quest: Quest) => quest.kind === 'deposit' || quest.kind === 'lotto_bet';
const figure = (quest: Quest, value: number) => (money(quest) ? formatBaht(value) : value.toLocaleString('en-US'));

export default function QuestList({ initial }: { initial: readonly Quest[] }) {
  const [quests, setQuests] = useState(initial);
  const { error, busy, run } = useSubmit();

  function redeem(quest: Quest) {
    void run(async () => {
      setQuests(await (await questsApi()).redeemQuest(quest.id));
      notify.success(t.redeemDone);
      await refreshWallets();
    });
  }

  return (
    <Hydrated>
      <div className="space-y-3">
        <FormError message={error} />
        <ul className="space-y-3">
          {quests.map((quest) => (
            <li key={quest.id} className="card border border-base-300 bg-base-100" data-testid="quest" data-code={quest.code}>
              <div className="card-body gap-2 p-4">
                <div className="flex items-center justify-between gap-2">
                  <h2 className="font-semibold">{quest.title}</h2>
                  <span className="text-sm text-primary">
                    {t.reward(
                      quest.reward_kind === 'points' ? t.points(quest.reward_amount) : t.freeCredit(formatBaht(quest.reward_amount)),
                    )}
                  </span>
                </div>
                <ProgressBar label={quest.title} value={quest.progress} max={quest.target} />
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm tabular-nums text-base-content/70" data-testid="quest-progress">
                    {t.progress(figure(quest, quest.progress), figure(quest, quest.target))}
                  </span>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={busy || !quest.done || quest.redeemed}
                    onClick={() => redeem(quest)}
                  >
                    {quest.redeemed ? t.redeemed : quest.done ? t.redeem : t.notDone}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Hydrated>
  );
}
