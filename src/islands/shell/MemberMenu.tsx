// The member button (a person, unlike the site drawer's ☰) that opens the member menu dialog
// (width 480) and from it the logout confirmation. The dialogs load when first opened
// (src/islands/shell/MemberMenuDialogs.tsx), not with every page a member opens.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { UserIcon } from './ui/icons.tsx';
import { th } from '../../i18n/shell/th-shell.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { $dialogs, openDialog } from '../../stores/shell/ui.ts';

const MemberMenuDialogs = lazy(() => import('./MemberMenuDialogs.tsx'));

export default function MemberMenu() {
  const dialogs = useStore($dialogs);
  const mounted = useMounted();
  const [wanted, setWanted] = useState(false);
  // After hydration: the island may wake (client:wanted) with the flag already set by the bottom bar.
  if (mounted && (dialogs.memberMenu || dialogs.logout) && !wanted) setWanted(true);

  return (
    <>
      <button
        type="button"
        className="btn btn-square btn-ghost btn-sm"
        aria-label={th.nav.openMenu}
        onClick={() => openDialog('memberMenu')}
      >
        <UserIcon className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MemberMenuDialogs />
        </Suspense>
      ) : null}
    </>
  );
}
