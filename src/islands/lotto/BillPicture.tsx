// The bill as a picture (issue 27): download it, or hand it to the phone's share sheet (LINE, say)
// where the browser can share files. The picture is drawn on the server for the bill's owner
// (pages/member/bill/[id].png.ts).
import { useState } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import { lottoBills as t } from '../../i18n/lotto/lotto-bills.ts';

export default function BillPicture({ billId }: { billId: number }) {
  const href = `/member/bill/${billId}.png`;
  const name = `bill-${billId}.png`;
  const [sharing, setSharing] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.canShare === 'function';

  async function share() {
    setSharing(true);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(t.pictureFailed);
      const file = new File([await response.blob()], name, { type: 'image/png' });
      if (!navigator.canShare({ files: [file] })) {
        window.location.assign(href);
        return;
      }
      await navigator.share({ files: [file], title: `${t.billNo} #${billId}` });
    } catch (error) {
      // The member closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) notify.error(t.pictureFailed);
    } finally {
      setSharing(false);
    }
  }

  return (
    <div className="flex gap-2">
      <a className="btn btn-outline btn-sm flex-1" href={href} download={name} data-astro-reload>
        {t.pictureDownload}
      </a>
      {canShare ? (
        <button type="button" className="btn btn-outline btn-sm flex-1" disabled={sharing} onClick={() => void share()}>
          {t.pictureShare}
        </button>
      ) : null}
    </div>
  );
}
