import { createElement, type ComponentType } from 'react';

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

/**
 * A page whose code loads on first use, with the reload guard, and a `preload` that fetches it
 * ahead of a tap (its promise settles once the code is here or has failed).
 *
 * Not `React.lazy`: a lazy component suspends on its first render even when its code has arrived,
 * so a page hydrated after `preload` would stay dead for a turn, and a field the shopper changed
 * in that turn would be lost. This one renders at once when its code is here.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const guarded = reloadOnChunkFailure(load);
  let page: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let loading: Promise<void> | null = null;
  const once = () =>
    (loading ??= guarded().then(
      (module) => {
        page = module.default;
      },
      (error: unknown) => {
        failure = { error };
        loading = null;
      },
    ));
  function LazyPage(props: P) {
    if (page) return createElement(page, props);
    if (failure) {
      // Shown by the error boundary; the next render (another page, a retry) asks again.
      const { error } = failure;
      failure = null;
      throw error;
    }
    // Suspense shows the fallback (or keeps the server's markup while hydrating) until it settles.
    throw once();
  }
  return Object.assign(LazyPage, { preload: once });
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
