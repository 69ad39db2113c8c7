import { lazy, type ComponentType } from 'react';

/** Spec §2: a page chunk that fails to load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const RELOADED_AT = 'doorstep.chunkReloadAt';

/**
 * After a deploy, an old page asks for chunks that are gone: reloading gets the new ones. If the
 * reload happened less than 60 s ago the chunk is really broken (or the network is down): the
 * error goes to the error page instead of a reload loop.
 */
export function reloadOnChunkFailure<T>(load: () => Promise<T>, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSession(), reload = () => window.location.reload(), now = Date.now): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const last = Number(storage?.getItem(RELOADED_AT) ?? 0);
      if (storage && now() - last > CHUNK_RELOAD_GUARD_MS) {
        storage.setItem(RELOADED_AT, String(now()));
        reload();
        // The page is going: never settle, so nothing renders an error meanwhile.
        return new Promise<T>(() => {});
      }
      throw error;
    });
}

/** `React.lazy` with the reload guard, and a `preload` to fetch the chunk ahead of a tap. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const guarded = reloadOnChunkFailure(load);
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => (loading ??= guarded().catch((error: unknown) => {
    loading = null;
    throw error;
  }));
  return Object.assign(lazy(once), { preload: () => void once().catch(() => {}) });
}

function safeSession(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Spec §8: no link prefetch on 2g or when the shopper asked to save data. */
export function mayPrefetch(connection: { saveData?: boolean; effectiveType?: string } | undefined = (globalThis.navigator as { connection?: { saveData?: boolean; effectiveType?: string } } | undefined)?.connection): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
