/** Toasts raised in the browser (a cart call's answer), shown by the same toaster as the server's flash messages. */
export interface ClientToast {
  id: string;
  text: string;
  error: boolean;
  /** A second line under the text, which is then the toast's title. */
  description?: string;
}

let toasts: ClientToast[] = [];
const listeners = new Set<() => void>();
let sequence = 0;

export function showToast(text: string, error = false, description?: string): void {
  sequence += 1;
  // Only the last few matter: the toaster shows three at a time.
  toasts = [...toasts.slice(-4), { id: `client-${sequence}`, text, error, description }];
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const clientToasts = (): ClientToast[] => toasts;
export const noClientToasts = (): ClientToast[] => [];
