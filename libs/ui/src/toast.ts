import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; 5000 unless given. */
  duration?: number;
}

export interface Toast extends ToastOptions {
  id: number;
}

const DEFAULT_DURATION = 5000;

// Module-level state: @atelier/ui is a Module Federation singleton, so a remote's toast()
// reaches the Toaster the shell renders.
let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function show(next: Toast | null): void {
  clearTimeout(timer);
  current = next;
  if (next) timer = setTimeout(() => dismissToast(next.id), next.duration ?? DEFAULT_DURATION);
  listeners.forEach((listener) => listener());
}

/** Shows a toast and returns its id. Only one toast is visible at once: a new one replaces the old. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  show({ ...options, id });
  return id;
}

/** Hides the toast with `id`, or whichever toast is showing. */
export function dismissToast(id?: number): void {
  if (current && (id === undefined || id === current.id)) show(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The toast on screen (or null) with the functions to show and dismiss toasts. */
export function useToast(): { current: Toast | null; toast: typeof toast; dismiss: typeof dismissToast } {
  return { current: useSyncExternalStore(subscribe, snapshot, snapshot), toast, dismiss: dismissToast };
}
