import { lazy, Suspense } from 'react';
import { useToastStore } from './toast-store';

export { dismissToast, toast, useToastStore, type ToastMessage } from './toast-store';

// The Radix toast is loaded with the first toast: most visits never show one.
const ToastView = lazy(() => import('./toast-view'));

export function Toaster() {
  const hasToast = useToastStore((state) => state.current !== undefined);
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
