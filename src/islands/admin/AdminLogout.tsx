// The back office's log-out button (layouts/Admin.astro): pages take no posts, so it is a call; the
// session ends on the server (the door clears both staff cookies), then the log-in page. An island,
// not a page script: the back office's CSP runs no inline code, and Astro inlines a small script.
import { logOut } from '../../api/admin/admin-staff.ts';
import { adminTh } from '../../i18n/admin/admin-common.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

export default function AdminLogout() {
  // Off until the island runs (client:idle, late): a tap before would not log out.
  const ready = useMounted();
  async function logout() {
    await logOut();
    location.assign('/admin/login');
  }
  return (
    <button type="button" className="btn btn-ghost btn-sm mt-auto w-full justify-start" disabled={!ready} onClick={() => void logout()}>
      {adminTh.logOut}
    </button>
  );
}
