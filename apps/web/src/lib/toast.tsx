import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToastContainerProps, toast as toastFn } from 'react-toastify';

/**
 * Toasts (react-toastify) load after the page is usable, not with it: the container mounts once
 * the page has hydrated, and `toast` loads the library on first use (toasts follow a click, and
 * react-toastify keeps a toast shown before its container mounts until the container is there).
 */
const load = () => import('./toast-library');

type Toast = typeof toastFn;
type Kind = 'success' | 'error' | 'info';

function show(kind: Kind | undefined, ...args: Parameters<Toast>) {
  void load().then(({ toast }) => (kind ? toast[kind](...args) : toast(...args)));
}

export const toast = Object.assign((...args: Parameters<Toast>) => show(undefined, ...args), {
  success: (...args: Parameters<Toast>) => show('success', ...args),
  error: (...args: Parameters<Toast>) => show('error', ...args),
  info: (...args: Parameters<Toast>) => show('info', ...args),
});

const Container = lazy(() => load().then((m) => ({ default: m.ToastContainer })));

/** The toasts' container, mounted after hydration (the server's HTML has none). */
export function Toasts(props: ToastContainerProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Container {...props} />
    </Suspense>
  );
}
