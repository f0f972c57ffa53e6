import { Suspense, useEffect, useState } from 'react';
import { lazyLoaded } from './lazyLoaded';
import { RetryWhenOnline } from './retryWhenOnline';
import { onToastWaiting } from './toast';

// sonner and the toast layout stay out of the first page load: they arrive when a toast is
// waiting, or may come soon (a form is being filled in).
const ToastLayer = lazyLoaded(() => import('./ToastLayer').then((m) => m.ToastLayer), RetryWhenOnline);

/** Mounts the toast layer the first time a toast is wanted. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWaiting(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  );
}
