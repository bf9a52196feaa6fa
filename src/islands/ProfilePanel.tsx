// The member's profile: account details, change password, and the secondary bank account.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { changePassword, updateSubBankAccount } from '../api/auth.ts';
import { toastError } from '../api/client.ts';
import type { UserInfo } from '../api/schemas.ts';
import Field from '../components/Field.tsx';
import FormError from '../components/FormError.tsx';
import { th } from '../i18n/th.ts';
import { BANKS } from '../lib/banks.ts';
import { formatThaiDate } from '../lib/thai-date.ts';
import { $userInfo, loadUserInfo } from '../stores/user.ts';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-base-300 py-2 last:border-0">
      <dt className="text-base-content/60">{label}</dt>
      <dd className="text-right font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function useSubmit() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : th.errors.generic);
    } finally {
      setBusy(false);
    }
  }
  return { error, setError, busy, run };
}

function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, busy, run } = useSubmit();

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (newPassword !== confirm) return setError(th.auth.passwordMismatch);
    void run(async () => {
      await changePassword(oldPassword, newPassword);
      toast.success(th.profile.passwordChanged);
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={th.profile.changePassword}>
      <Field label={th.profile.oldPassword}>
        <input
          name="old_password"
          type="password"
          className="input w-full"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
        />
      </Field>
      <Field label={th.profile.newPassword} hint={th.auth.passwordHint}>
        <input
          name="new_password"
          type="password"
          className="input w-full"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
      </Field>
      <Field label={th.auth.passwordConfirm}>
        <input
          name="confirm_password"
          type="password"
          className="input w-full"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </Field>
      <FormError message={error} />
      <button type="submit" className="btn btn-primary w-full" disabled={busy || !oldPassword || !newPassword}>
        {busy ? th.auth.submitting : th.profile.changePassword}
      </button>
    </form>
  );
}

function SubBankForm({ user }: { user: UserInfo }) {
  const [bankCode, setBankCode] = useState(user.sub_bank_code ?? '');
  const [account, setAccount] = useState(user.sub_bank_account ?? '');
  const { error, busy, run } = useSubmit();

  function submit(event: SubmitEvent) {
    event.preventDefault();
    void run(async () => {
      await updateSubBankAccount(bankCode, account);
      await loadUserInfo();
      toast.success(th.profile.subBankSaved);
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={th.profile.subBankTitle}>
      <Field label={th.auth.bank}>
        <select name="sub_bank_code" className="select w-full" value={bankCode} onChange={(e) => setBankCode(e.target.value)}>
          <option value="">{th.auth.chooseBank}</option>
          {BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={th.auth.bankAccount}>
        <input
          name="sub_bank_account"
          className="input w-full"
          inputMode="numeric"
          maxLength={15}
          value={account}
          onChange={(e) => setAccount(e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <FormError message={error} />
      <button type="submit" className="btn btn-outline btn-primary w-full" disabled={busy}>
        {busy ? th.auth.submitting : th.profile.save}
      </button>
    </form>
  );
}

export default function ProfilePanel() {
  const user = useStore($userInfo);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    loadUserInfo()
      .catch(toastError)
      .finally(() => setLoaded(true));
  }, []);

  if (!loaded || !user) {
    return <div className="card bg-base-100 p-8 text-center text-base-content/60">{th.profile.loading}</div>;
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="card border border-base-300 bg-base-100 md:col-span-2">
        <div className="card-body">
          <h2 className="card-title">{th.profile.details}</h2>
          <dl className="text-sm">
            <Row label={th.auth.fullName} value={user.full_name} testId="profile-name" />
            <Row label={th.auth.phone} value={user.phone} testId="profile-phone" />
            <Row label={th.profile.mainBank} value={`${user.bank_name ?? user.bank_code ?? '-'} ${user.bank_account ?? ''}`} />
            <Row
              label={th.profile.subBank}
              value={
                user.sub_bank_account ? `${user.sub_bank_name ?? user.sub_bank_code ?? ''} ${user.sub_bank_account}` : th.profile.noSubBank
              }
              testId="profile-sub-bank"
            />
            <Row label={th.profile.refCode} value={user.ref_code ?? '-'} />
            {user.created_at ? <Row label={th.profile.memberSince} value={formatThaiDate(user.created_at)} /> : null}
          </dl>
        </div>
      </section>
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body">
          <h2 className="card-title">{th.profile.changePassword}</h2>
          <ChangePasswordForm />
        </div>
      </section>
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body">
          <h2 className="card-title">{th.profile.subBankTitle}</h2>
          <SubBankForm user={user} />
        </div>
      </section>
    </div>
  );
}
