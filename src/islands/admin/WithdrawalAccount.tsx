// Where the cashier transfers a withdrawal to: the account the member chose (main or backup), in
// full (bank, number, holder's name), the number ready to copy.
import type { DeskWithdrawal } from '../../contract/admin/admin-desk.ts';
import { withdrawalAccountTh as t } from '../../i18n/admin/admin-money.ts';

export default function WithdrawalAccount({ withdrawal }: { withdrawal: DeskWithdrawal }) {
  return (
    <dl className="bg-base-200 rounded-box p-2" data-testid="bank-account" data-account={withdrawal.account}>
      <dt className={`badge badge-sm ${withdrawal.account === 'backup' ? 'badge-warning' : 'badge-ghost'}`}>{t[withdrawal.account]}</dt>
      <dd>
        {withdrawal.bank_name} <strong className="text-lg tabular-nums select-all">{withdrawal.bank_account}</strong>
      </dd>
      <dd className="text-sm">
        {t.holder} {withdrawal.member_name}
      </dd>
    </dl>
  );
}
