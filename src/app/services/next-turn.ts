/**
 * Gives the browser a turn (to paint, to take a tap) before the caller goes on: work split at these
 * points runs as short tasks, so a slow phone never stops answering for the whole of it. Uses
 * `scheduler.yield()` where the browser has it (the caller's work goes ahead of other queued
 * tasks), a zero timeout elsewhere.
 */
export function nextTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
