import { Suspense, useLayoutEffect, type ReactNode } from 'react';

/** Per turn (1, 2, ...): what its parts wait for while the server's page is hydrated; null once it has come. */
let pending: (Promise<void> | null)[] = [];
/** Parts the server's page holds that are not hydrated yet, and who hears when none is left. */
let left = 0;
let hydrated: (() => void) | null = null;

/** The element around each part hydrated later (`data-later`, its turn): the page's starter keeps taps inside it until then. */
export const LATER_SELECTOR = '[data-later]';

/**
 * The parts of a server's page hydrated later, as it says (`data-later="<turn>"`): how many and
 * the last turn they take.
 */
export function laterParts(root: ParentNode): { count: number; turns: number } {
  const parts = [...root.querySelectorAll<HTMLElement>(LATER_SELECTOR)];
  return { count: parts.length, turns: Math.max(0, ...parts.map((part) => Number(part.dataset.later) || 1)) };
}

/** A turn of the browser's (the app gives its own, `nextTurn`). */
const zeroTimeout = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Told by the composition root just before it hydrates the server's page: the parts `HydrateLater`
 * wraps are hydrated one turn each, in tasks of their own: turn 1 once `turn` settles, each next
 * turn after the browser has had another (`between`). A phone's main thread is then held for one
 * part of the page at a time, never for the whole of it. Settles in the task that hydrated the
 * last of the page's `parts.count` parts, before the browser hands on any tap (the composition
 * root takes the taps kept for them then).
 */
export function hydrateLaterAfter(turn: Promise<void>, parts = { count: 1, turns: 1 }, between: () => Promise<void> = zeroTimeout): Promise<void> {
  pending = [];
  let previous = turn;
  for (let index = 0; index < parts.turns; index++) {
    const comes = index === 0 ? previous : previous.then(between);
    pending.push(comes.then(() => void (pending[index] = null)));
    previous = comes;
  }
  left = parts.count;
  return new Promise((resolve) => {
    hydrated = resolve;
    if (left <= 0) settle();
  });
}

function settle() {
  hydrated?.();
  hydrated = null;
}

function Gate({ turn, children }: { turn: number; children: ReactNode }) {
  useLayoutEffect(() => {
    left -= 1;
    if (left <= 0) settle();
  }, []);
  // Suspending while hydrating keeps the server's markup on screen (no fallback is shown) and
  // hydrates it when the turn comes.
  const waiting = pending[turn - 1];
  if (waiting) throw waiting;
  return <>{children}</>;
}

/**
 * A part of the page hydrated after the first screen, in its turn (1 by default; see above).
 * Rendered at once everywhere else: on the server, in tests, and on every later render. Its
 * element takes no box of its own (`display: contents`): its children lay out as the page's own.
 */
export function HydrateLater({ turn = 1, children }: { turn?: number; children: ReactNode }) {
  // The element is the suspended part's one root: a part that resumes hydrating from a single
  // element keeps the server's nodes (its buttons, its fields as the shopper left them).
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>
        <div className="later" data-later={turn}>
          {children}
        </div>
      </Gate>
    </Suspense>
  );
}
