import { useEffect, useState } from 'react';

/** Spec §8: checked every 2000 ms. */
export const DEBUG_CHECK_MS = 2000;

/** Developer-tool shortcuts: F12, Ctrl/Cmd+Shift+I/J/C, Ctrl/Cmd+U (view source). */
export function isDevToolsShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean {
  const key = event.key.toLowerCase();
  if (key === 'f12') return true;
  const command = event.ctrlKey || event.metaKey;
  return command && ((event.shiftKey && ['i', 'j', 'c'].includes(key)) || key === 'u');
}

/**
 * The spec's debugging deterrent, a per-site setting (off by default): it blocks developer-tool
 * shortcuts and the context menu, and every 2000 ms looks whether docked developer tools take room
 * from the page, covering it while they do. It deters the curious only; nothing depends on it.
 */
export function DebugDeterrent() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const block = (event: Event) => event.preventDefault();
    const keys = (event: KeyboardEvent) => isDevToolsShortcut(event) && event.preventDefault();
    window.addEventListener('contextmenu', block);
    window.addEventListener('keydown', keys);
    const timer = setInterval(() => setOpen(window.outerWidth - window.innerWidth > 200 || window.outerHeight - window.innerHeight > 260), DEBUG_CHECK_MS);
    return () => {
      window.removeEventListener('contextmenu', block);
      window.removeEventListener('keydown', keys);
      clearInterval(timer);
    };
  }, []);
  return open ? <div className="debug-cover" aria-hidden="true" /> : null;
}
