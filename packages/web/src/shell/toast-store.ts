import { create } from 'zustand';
import type { NavMessage } from '../navigation/nav-state.ts';

export interface ToastState {
  /** The toast showing now (a newer one replaces it). */
  toast: (NavMessage & { id: number }) | null;
  show(message: NavMessage): void;
  close(): void;
}

let nextId = 1;

/** The app's toast: success (5 s) or error (5 min) messages from anywhere. */
export const useToasts = create<ToastState>((set) => ({
  toast: null,
  show: (message) => set({ toast: { ...message, id: nextId++ } }),
  close: () => set({ toast: null }),
}));

/** Shows a toast from outside React (API handlers, effects). */
export const showToast = (message: NavMessage): void => useToasts.getState().show(message);
