// The member's profile: account details, change password, and the secondary bank account.
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import type { UserInfo } from '../../contract/account/member.ts';
import type { Bank } from '../../contract/money/banks.ts';
import Field from '../shell/ui/Field.tsx';
import NewPasswordFields from '../shell/ui/NewPasswordFields.tsx';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';
import { BankSelect, DigitsInput, OneTimeCodeInput, PasswordInput, SubmitButton } from '../shell/ui/inputs.tsx';
import { th } from '../../i18n/th.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { formatThaiDate } from '../../rules/bangkok-calendar.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { $userInfo, loadUserInfo } from '../../stores/account/user.ts';

/** The auth calls load with the first save, not with the page (the API client carries zod). */
const authApi = () => import('../../api/account/auth.ts');

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

function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, busy, run } = useSubmit();

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (newPassword !== confirm) return setError(th.auth.passwordMismatch);
    void run(async () => {
      await (await authApi()).changePassword(oldPassword, newPassword);
      notify.success(th.profile.passwordChanged);
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={th.profile.changePassword}>
      <Field label={th.profile.oldPassword}>
        <PasswordInput name="old_password" autoComplete="current-password" value={oldPassword} onValue={setOldPassword} />
      </Field>
      <NewPasswordFields
        label={th.profile.newPassword}
        password={newPassword}
        onPassword={setNewPassword}
        confirm={confirm}
        onConfirm={setConfirm}
        confirmName="confirm_password"
      />
      <FormError message={error} />
      <SubmitButton busy={busy} label={th.profile.changePassword} disabled={!oldPassword || !newPassword} />
    </form>
  );
}

/**
 * The backup bank account is a withdrawal destination: a change takes the code the platform sends
 * to the member's phone by SMS, as a password reset does.
 */
function SubBankForm({ banks }: { banks: readonly Bank[] }) {
  const [bankCode, setBankCode] = useState('');
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState('');
  const [resendIn, startCountdown] = useCountdown();
  const { error, setError, busy, run } = useSubmit();

  function askForCode() {
    void run(async () => {
      const api = await authApi();
      const answer = await api.requestSubBankCode();
      if (answer.error === 0 && answer.data) {
        startCountdown(answer.data.resend_after_seconds);
        return setSent(answer.message);
      }
      const wait = api.codeWaitSeconds(answer.refusal);
      if (wait !== null) startCountdown(wait);
      setError(answer.message);
    });
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    void run(async () => {
      await (await authApi()).updateSubBankAccount(bankCode, account, code);
      await loadUserInfo();
      setBankCode('');
      setAccount('');
      setCode('');
      setSent('');
      notify.success(th.profile.subBankSaved);
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={th.profile.subBankTitle}>
      <p className="text-sm text-base-content/70">{th.profile.subBankRule}</p>
      <Field label={th.auth.bank}>
        <BankSelect name="sub_bank_code" value={bankCode} onValue={setBankCode} banks={banks} />
      </Field>
      <Field label={th.auth.bankAccount}>
        <DigitsInput name="sub_bank_account" maxLength={15} value={account} onValue={setAccount} />
      </Field>
      <Field label={th.forgot.code} hint={sent || undefined}>
        <OneTimeCodeInput className="tabular-nums" value={code} onValue={setCode} />
      </Field>
      <button
        type="button"
        className="btn btn-outline btn-sm w-full tabular-nums"
        onClick={askForCode}
        disabled={busy || resendIn > 0}
        data-testid="sub-bank-code"
      >
        {resendIn > 0 ? th.forgot.resendIn(resendIn) : sent ? th.forgot.resend : th.profile.subBankSendCode}
      </button>
      <FormError message={error} />
      <SubmitButton busy={busy} label={th.profile.save} disabled={!bankCode || !account || code.length !== 6} />
    </form>
  );
}

/**
 * `initial`: the member the server rendered the page for (its guard let only a member in). The page
 * is drawn from it at once, no loading card that later jumps; after a save the store's fresher copy
 * of the same member takes over.
 */
export default function ProfilePanel({ initial, banks }: { initial: UserInfo; banks: readonly Bank[] }) {
  const stored = useStore($userInfo);
  const mounted = useMounted();
  const user = mounted && stored?.id === initial.id ? stored : initial;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="card border border-base-300 bg-base-100 md:col-span-2">
        <div className="card-body">
          <h2 className="card-title">{th.profile.details}</h2>
          <dl className="text-sm">
            <Row label={th.auth.fullName} value={user.full_name} testId="profile-name" />
            <Row label={th.auth.phone} value={user.phone} testId="profile-phone" />
            <Row
              label={th.profile.mainBank}
              value={`${user.bank_name ?? user.bank_code ?? '-'} ${user.bank_account_masked ?? ''}`}
              testId="profile-main-bank"
            />
            <Row
              label={th.profile.subBank}
              value={
                user.sub_bank_account_masked
                  ? `${user.sub_bank_name ?? user.sub_bank_code ?? ''} ${user.sub_bank_account_masked}`
                  : th.profile.noSubBank
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
          {/* Typed before React takes over, a password would be lost and the button stay off. */}
          <Hydrated>
            <ChangePasswordForm />
          </Hydrated>
        </div>
      </section>
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body">
          <h2 className="card-title">{th.profile.subBankTitle}</h2>
          <Hydrated>
            <SubBankForm banks={banks} />
          </Hydrated>
        </div>
      </section>
    </div>
  );
}
