import { create } from 'zustand';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

interface ToastState {
  current?: ToastMessage & { id: number };
  /**
   * Open dialogs' toast slots, the top-most last: while a dialog is open the toast shows inside it,
   * after its content, rather than over it (dialog.tsx registers each slot while the dialog is open).
   */
  dialogSlots: HTMLElement[];
  show: (message: ToastMessage) => number;
  /** Dismisses the toast on screen; with `id`, only if it is still that one. */
  dismiss: (id?: number) => void;
  addDialogSlot: (slot: HTMLElement) => void;
  removeDialogSlot: (slot: HTMLElement) => void;
}

let nextId = 1;

/** UI state only: the one toast on screen (at most one at a time, so messages never stack), and where it goes. */
export const useToastStore = create<ToastState>((set, get) => ({
  current: undefined,
  dialogSlots: [],
  show: (message) => {
    const id = nextId++;
    set({ current: { ...message, id } });
    return id;
  },
  dismiss: (id) => {
    if (id === undefined || get().current?.id === id) set({ current: undefined });
  },
  addDialogSlot: (slot) => set((state) => ({ dialogSlots: [...state.dialogSlots.filter((other) => other !== slot), slot] })),
  removeDialogSlot: (slot) => set((state) => ({ dialogSlots: state.dialogSlots.filter((other) => other !== slot) })),
}));

/** Shows a toast; answers its id, for `dismissToast` when what it said no longer holds. */
export const toast = (message: ToastMessage): number => useToastStore.getState().show(message);

export const dismissToast = (id: number): void => useToastStore.getState().dismiss(id);
