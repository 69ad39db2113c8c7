import { Suspense, useLayoutEffect, type ReactNode } from 'react';

let pending: Promise<void> | null = null;
let hydrated: (() => void) | null = null;

/** The element around each part hydrated later (`data-later`): the page's starter keeps taps inside it until then. */
export const LATER_SELECTOR = '[data-later]';

/**
 * Told by the composition root just before it hydrates the server's page: what `HydrateLater`
 * wraps is hydrated once `turn` settles, in a task of its own. A phone's main thread is then held
 * for the first screen's part of the page, not for the whole of it at once. Settles in the task
 * that hydrated those parts, before the browser hands on any tap (the composition root takes the
 * taps kept for them then).
 */
export function hydrateLaterAfter(turn: Promise<void>): Promise<void> {
  pending = turn.then(() => {
    pending = null;
  });
  return new Promise((resolve) => (hydrated = resolve));
}

function Gate({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    hydrated?.();
    hydrated = null;
  }, []);
  // Suspending while hydrating keeps the server's markup on screen (no fallback is shown) and
  // hydrates it when the turn comes.
  if (pending) throw pending;
  return <>{children}</>;
}

/**
 * A part of the page below the first screen, hydrated a turn after the rest (see above). Rendered
 * at once everywhere else: on the server, in tests, and on every later render. Its element takes
 * no box of its own (`display: contents`): its children lay out as the page's own.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <div className="later" data-later="">
      <Suspense fallback={null}>
        <Gate>{children}</Gate>
      </Suspense>
    </div>
  );
}
