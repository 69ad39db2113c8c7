import { Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';

/** Per turn: what its parts wait for while the server's page is hydrated; null once it has come. */
let pending = new Map<number, Promise<void> | null>();
/** Parts the server's page holds that are not hydrated yet, and who hears when none is left. */
let left = 0;
let hydrated: (() => void) | null = null;

/** The element around each part hydrated later (`data-later`, its turn). */
export const LATER_SELECTOR = '[data-later]';
/**
 * A part not hydrated yet: the page's starter keeps the taps inside it until the app has taken
 * them. A part that has come alive is marked (`data-alive`), so a tap there, which the app
 * answers itself, is not kept and tapped again.
 */
export const WAITING_SELECTOR = '[data-later]:not([data-alive])';

/**
 * The turns of the frame every page has (views/Layout.tsx): its header comes first, then the page
 * itself (its components' own work: its hooks, its prices), then the page's own parts (turns 3 to
 * 8), and the footer and consent banner last.
 */
export const HEADER_TURN = 1;
export const PAGE_TURN = 2;
export const FOOTER_TURN = 9;

/**
 * The parts of a server's page hydrated later, as it says (`data-later="<turn>"`): how many, and
 * the turns they take, in order. A turn is a rank, not a count: one no part takes is skipped.
 */
export function laterParts(root: ParentNode): { count: number; turns: number[] } {
  const parts = [...root.querySelectorAll<HTMLElement>(LATER_SELECTOR)];
  const turns = new Set(parts.map((part) => Number(part.dataset.later) || 1));
  return { count: parts.length, turns: [...turns].sort((a, b) => a - b) };
}

/** A turn of the browser's (the app gives its own, `nextTurn`). */
const zeroTimeout = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Told by the composition root just before it hydrates the server's page: the parts `HydrateLater`
 * wraps are hydrated one turn each, in tasks of their own: the first turn once `turn` settles,
 * each next turn after the browser has had another (`between`). A phone's main thread is then held
 * for one part of the page at a time, never for the whole of it. Settles in the task that hydrated
 * the last of the page's `parts.count` parts, before the browser hands on any tap (the composition
 * root takes the taps kept for them then).
 */
export function hydrateLaterAfter(turn: Promise<void>, parts: { count: number; turns: readonly number[] } = { count: 1, turns: [1] }, between: () => Promise<void> = zeroTimeout): Promise<void> {
  pending = new Map();
  let previous = turn;
  parts.turns.forEach((rank, index) => {
    const comes = index === 0 ? previous : previous.then(between);
    pending.set(rank, comes.then(() => void pending.set(rank, null)));
    previous = comes;
  });
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

/** The parts counted as hydrated: a part's layout effect may run more than once (Preact mounts a resumed part twice). */
const counted = new WeakSet<Element>();

function Gate({ turn, children }: { turn: number; children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = part.current;
    if (!element || counted.has(element)) return;
    counted.add(element);
    element.setAttribute('data-alive', '');
    left -= 1;
    if (left <= 0) settle();
  }, []);
  // Suspending while hydrating keeps the server's markup on screen (no fallback is shown) and
  // hydrates it when the turn comes.
  const waiting = pending.get(turn);
  if (waiting) throw waiting;
  // The element is the suspended part's one root: a part that resumes hydrating from a single
  // element keeps the server's nodes (its buttons, its fields as the shopper left them).
  return (
    <div className="later" data-later={turn} ref={part}>
      {children}
    </div>
  );
}

/**
 * A part of the page hydrated after the rest, in its turn (1 by default; see above).
 * Rendered at once everywhere else: on the server, in tests, and on every later render. Its
 * element takes no box of its own (`display: contents`): its children lay out as the page's own.
 */
export function HydrateLater({ turn = 1, children }: { turn?: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  );
}
