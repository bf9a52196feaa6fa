// Prefetches a page when a link is hovered or touched, except on 2g or data-saver connections,
// where it is skipped entirely (SPEC.md section 9).
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

const done = new Set<string>();

function prefetch(anchor: HTMLAnchorElement): void {
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/') || anchor.target === '_blank') return;
  if (anchor.dataset.prefetch === 'false' || url.pathname === location.pathname) return;
  if (done.has(url.pathname + url.search)) return;
  done.add(url.pathname + url.search);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url.pathname + url.search;
  document.head.append(link);
}

export function installPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (isSlowConnection(connection)) return;
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) prefetch(anchor);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
