// The profile's LINE section (issue 44): link the member's LINE account, unlink it, and the switch
// of each kind of message. Drawn only when the site has LINE (the page leaves it out otherwise).
// Linking takes an ID token from LINE's own log-in through the LIFF SDK, loaded with the tap only
// (its own chunk); outside LINE that log-in leaves the page and comes back to it, where the link
// goes on by itself.
import { useEffect, useState } from 'react';
import type { LineStatus, LineTopic } from '../../contract/account/line.ts';
import { lineTh } from '../../i18n/account/line.ts';
import { notify } from '../../lib/shell/notify.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import FormError from '../shell/ui/FormError.tsx';

const lineApi = () => import('../../api/account/line.ts');
/** The switches in the order shown (from the words: the contract's schemas stay out of the page's JS). */
const TOPICS = Object.keys(lineTh.topics) as LineTopic[];
/** Set while LINE's log-in page has the member: back on the profile, the link goes on. */
const RESUME = 'r999-line-link';

/** LINE's ID token for this member, or null while LINE's log-in page takes over. */
async function lineIdToken(liffId: string): Promise<string | null> {
  const liff = (await import('@line/liff')).default;
  await liff.init({ liffId });
  if (!liff.isLoggedIn()) {
    sessionStorage.setItem(RESUME, '1');
    liff.login({ redirectUri: location.href });
    return null;
  }
  sessionStorage.removeItem(RESUME);
  const token = liff.getIDToken();
  if (!token) throw new Error(lineTh.noLiff);
  return token;
}

export default function LinePanel({ initial }: { initial: LineStatus }) {
  const [status, setStatus] = useState(initial);
  const { error, busy, run } = useSubmit();
  const mounted = useMounted();

  const link = () =>
    run(async () => {
      if (!status.liff_id) throw new Error(lineTh.noLiff);
      const token = await lineIdToken(status.liff_id);
      if (!token) return;
      setStatus(await (await lineApi()).linkLine(token));
      notify.success(lineTh.linkedToast);
    });

  // Back from LINE's log-in page: finish what the tap began.
  useEffect(() => {
    if (!status.linked && sessionStorage.getItem(RESUME)) void link();
    // Once, on arriving.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const unlink = () =>
    run(async () => {
      setStatus(await (await lineApi()).unlinkLine());
      notify.success(lineTh.unlinkedToast);
    });

  const toggle = (topic: LineTopic, on: boolean) =>
    run(async () => {
      setStatus(await (await lineApi()).switchLine({ [topic]: on }));
    });

  return (
    <section className="card border border-base-300 bg-base-100" data-testid="profile-line">
      <div className="card-body gap-3">
        <h2 className="card-title">{lineTh.title}</h2>
        <p className="text-sm text-base-content/70">{lineTh.intro}</p>
        {status.linked ? (
          <>
            <p className="text-sm font-medium text-success" data-testid="line-linked">
              {lineTh.linked}
            </p>
            {status.blocked ? <p className="alert alert-warning text-sm">{lineTh.blocked}</p> : null}
            <ul className="divide-y divide-base-300">
              {TOPICS.map((topic) => (
                <li key={topic}>
                  <label className="flex cursor-pointer items-center justify-between gap-4 py-2 text-sm">
                    <span>{lineTh.topics[topic]}</span>
                    <input
                      type="checkbox"
                      className="size-5 accent-success"
                      name={`line-${topic}`}
                      checked={status.notify[topic]}
                      disabled={!mounted || busy}
                      onChange={(event) => void toggle(topic, event.target.checked)}
                    />
                  </label>
                </li>
              ))}
            </ul>
            <p className="text-xs text-base-content/60">{lineTh.chat}</p>
            <FormError message={error} />
            <button type="button" className="btn btn-outline btn-sm" disabled={!mounted || busy} onClick={() => void unlink()}>
              {lineTh.unlink}
            </button>
          </>
        ) : (
          <>
            <FormError message={error} />
            <button
              type="button"
              className="btn border-0 bg-[#06C755] text-white hover:bg-[#05b14c]"
              disabled={!mounted || busy}
              onClick={() => void link()}
              data-testid="line-link"
            >
              {lineTh.link}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
