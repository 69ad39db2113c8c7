import { useCallback, useSyncExternalStore } from 'react';

/**
 * The back office's location under its base (`/admin`): the path after it (`/` for the base
 * itself), and a navigate that pushes a history entry. Back and forward work through popstate.
 * (Small and its own: sharing wouter with the shopper's pages would split the landing page's chunks.)
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function relativePath(pathname: string, base: string): string {
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

export function useAdminLocation(base: string): [string, (path: string) => void] {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  const navigate = useCallback(
    (path: string) => {
      const target = path === '/' ? base : base + path;
      if (target !== window.location.pathname) window.history.pushState(null, '', target);
      notify();
    },
    [base],
  );
  return [relativePath(pathname, base), navigate];
}
