import { toastConfig } from '@shared/domain/limits';
import { useSyncExternalStore } from 'react';

/**
 * Toast store (shadcn's pattern): one toast visible at a time; a dismissed toast is removed from the
 * store after the spec's removal delay (1,000,000 ms), closing animation aside.
 */
export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
};

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(input: Omit<ToastItem, 'id' | 'open'>) {
  const item: ToastItem = { ...input, id: nextId++, open: true };
  toasts = [item, ...toasts].slice(0, toastConfig.limit);
  emit();
  return item.id;
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, toastConfig.removeDelayMs);
}

export function useToasts() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}
