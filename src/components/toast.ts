export type ToastMessage = {
  title: string;
  description: string;
  /** 'destructive' is announced as an alert and styled as an error. */
  variant?: 'default' | 'destructive';
};

type Show = (message: ToastMessage) => void;

// The one way to show a toast on this site. <ToastHost> loads sonner on first use, so its
// code stays out of the first page load; messages sent before it is ready wait in line.
let show: Show | null = null;
const waiting: ToastMessage[] = [];
const wakeHost = new Set<() => void>();

export function showToast(message: ToastMessage): void {
  if (show) {
    show(message);
    return;
  }
  waiting.push(message);
  wakeHost.forEach((wake) => wake());
}

/** Called by <ToastHost>: `wake` runs when a toast is waiting. */
export function onToastWaiting(wake: () => void): () => void {
  wakeHost.add(wake);
  if (waiting.length) wake();
  return () => wakeHost.delete(wake);
}

/** Called by <ToastHost> once sonner's Toaster is mounted. */
export function connectToasts(next: Show | null): void {
  show = next;
  if (next) waiting.splice(0).forEach(next);
}
