export type ToastMessage = {
  title: string;
  description: string;
  /** 'destructive' is announced as an alert and styled as an error. */
  variant?: 'default' | 'destructive';
  /** A link to act on the message, e.g. send it by e-mail instead. */
  action?: { label: string; href: string };
  /**
   * A message about the page she is on (the disclaimer's thanks): dismissed when she goes on to
   * another page, whose back link, heading or call buttons it would cover.
   */
  thisPage?: true;
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

/**
 * Loads the toast code ahead of need: a form calls it when the visitor starts filling it in, so
 * that a "not sent" toast can still appear if the connection drops before the send.
 */
export function prepareToasts(): void {
  wakeHost.forEach((wake) => wake());
}

/** Called by <ToastHost>: `wake` runs when a toast is waiting, or one may come soon. */
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
