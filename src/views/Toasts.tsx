/** One toast as the view shows it (the app's toast store holds these). */
export interface ToastView {
  id: number;
  message: string;
}

/** Failure toasts (spec §8), announced to screen readers as they appear. */
export function Toasts({ toasts, onDismiss }: { toasts: readonly ToastView[]; onDismiss: (id: number) => void }) {
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
