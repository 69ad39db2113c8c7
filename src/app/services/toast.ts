/**
 * A tiny store of toasts (spec §8: failures show as a toast). The API client pushes messages; the
 * Toasts view renders them; each fades after TOAST_MS.
 */
export interface Toast {
  id: number;
  message: string;
}

export const TOAST_MS = 4_000;

export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number) {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  return {
    show(message: string): void {
      // The same message twice in a row (a double tap) shows once.
      if (toasts.at(-1)?.message === message) return;
      const id = nextId++;
      toasts = [...toasts.slice(-2), { id, message }];
      emit();
      schedule(() => dismiss(id), TOAST_MS);
    },
    dismiss,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly Toast[] => toasts,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
