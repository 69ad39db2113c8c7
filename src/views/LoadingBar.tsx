/**
 * The thin loading bar of a navigation (spec §2, §9): it appears only when loading takes longer
 * than 200 ms (no flash on fast loads), fills over 5000 ms, and goes when the page is there.
 */
export const LOADING_BAR = { durationMs: 5000, throttleMs: 200 } as const;

export function LoadingBar() {
  return <div className="loading-bar" role="progressbar" aria-hidden="true" data-testid="loading-bar" />;
}
