import { proxy } from 'valtio';

interface AlertItem {
  id: number;
  /** Already translated: the caller supplies the text (spec 5). */
  message: string;
}

/** Spec 8: alerts carry a Tip title and a Confirm button; they queue and show one at a time. */
export const alertState = proxy<{ queue: AlertItem[] }>({ queue: [] });

// Callbacks stay out of the proxy: snapshots would otherwise hand out wrapped copies.
const callbacks = new Map<number, () => void>();
let nextId = 1;

export function alertTip(message: string, onConfirm?: () => void): void {
  const id = nextId++;
  if (onConfirm) callbacks.set(id, onConfirm);
  alertState.queue.push({ id, message });
}

/** Closes the shown alert and runs its callback. */
export function confirmAlert(): void {
  const item = alertState.queue.shift();
  if (!item) return;
  const callback = callbacks.get(item.id);
  callbacks.delete(item.id);
  callback?.();
}
