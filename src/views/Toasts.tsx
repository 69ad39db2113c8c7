import type { Toast } from '../app/toast';

/** Failure toasts (spec §8), announced to screen readers as they appear. */
export function Toasts({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div className="toasts" role="status" aria-live="assertive">
      {toasts.map((toast) => (
        <p key={toast.id} className="toast" onClick={() => onDismiss(toast.id)}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}
