import { lazy, Suspense } from 'react';
import { create } from 'zustand';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

interface ToastState {
  current?: ToastMessage & { id: number };
  show: (message: ToastMessage) => void;
  dismiss: () => void;
}

let nextId = 1;

/** UI state only: the one toast on screen (the spec shows at most one at a time). */
export const useToastStore = create<ToastState>((set) => ({
  current: undefined,
  show: (message) => set({ current: { ...message, id: nextId++ } }),
  dismiss: () => set({ current: undefined }),
}));

export const toast = (message: ToastMessage) => useToastStore.getState().show(message);

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
