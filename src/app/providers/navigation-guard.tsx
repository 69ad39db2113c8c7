import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/**
 * Lets a page hold up in-app navigation (the order form asks before a filled form is left). The
 * shell asks the guard before following a link; the guard answers whether to go now, and may
 * navigate later itself.
 */
export type NavigationGuard = (target: string) => boolean;

interface GuardSlot {
  current: NavigationGuard | null;
}

const GuardContext = createContext<GuardSlot>({ current: null });

export function NavigationGuardProvider({ children }: { children: ReactNode }) {
  const slot = useRef<NavigationGuard | null>(null);
  return <GuardContext.Provider value={slot}>{children}</GuardContext.Provider>;
}

/** The shell's question: may the app navigate to `target` now? */
export function useMayNavigate(): (target: string) => boolean {
  const slot = useContext(GuardContext);
  return (target) => slot.current?.(target) ?? true;
}

/** A page's guard, active while the page is shown. */
export function useNavigationGuard(guard: NavigationGuard): void {
  const slot = useContext(GuardContext);
  const latest = useRef(guard);
  latest.current = guard;
  useEffect(() => {
    const active: NavigationGuard = (target) => latest.current(target);
    slot.current = active;
    return () => {
      if (slot.current === active) slot.current = null;
    };
  }, [slot]);
}
