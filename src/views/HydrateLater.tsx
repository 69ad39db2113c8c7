import { Suspense, type ReactNode } from 'react';

let pending: Promise<void> | null = null;

/**
 * Told by the composition root just before it hydrates the server's page: what `HydrateLater`
 * wraps is hydrated once `turn` settles, in a task of its own. A phone's main thread is then held
 * for the first screen's part of the page, not for the whole of it at once.
 */
export function hydrateLaterAfter(turn: Promise<void>): void {
  pending = turn.then(() => {
    pending = null;
  });
}

function Gate({ children }: { children: ReactNode }) {
  // Suspending while hydrating keeps the server's markup on screen (no fallback is shown) and
  // hydrates it when the turn comes.
  if (pending) throw pending;
  return <>{children}</>;
}

/**
 * A part of the page below the first screen, hydrated a turn after the rest (see above). Rendered
 * at once everywhere else: on the server, in tests, and on every later render.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
