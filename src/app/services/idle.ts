/**
 * Runs `run` once the browser's main thread is idle (at the latest after `timeoutMs`; where the
 * browser cannot say, after 1.5 s). The answer cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1500);
  return () => window.clearTimeout(handle);
}
