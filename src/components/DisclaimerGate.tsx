import { Suspense, useState } from 'react';
import { readDisclaimerAccepted } from './disclaimerStorage';
import { useBrowserValue } from './useBrowserValue';
import { lazyLoaded } from './lazyLoaded';
import { RetryWhenOnline } from './retryWhenOnline';

// The dialog is a chunk of its own: only a visitor who has not accepted yet
// downloads them, so every later page view loads less JavaScript. If the chunk cannot be
// loaded (offline), the page stays usable and the dialog comes once the browser is back online.
const DisclaimerDialog = lazyLoaded(() => import('./DisclaimerDialog').then((m) => m.DisclaimerDialog), RetryWhenOnline);

/** Shows the disclaimer dialog while local storage has no acceptance (the spec's popup). */
export function DisclaimerGate() {
  // The prerendered page has no dialog; the browser then reads what the visitor stored.
  const stored = useBrowserValue(readDisclaimerAccepted, true);
  // Accepting also counts when storage is blocked and nothing could be stored.
  const [acceptedNow, setAcceptedNow] = useState(false);
  if (stored || acceptedNow) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerDialog onAccepted={() => setAcceptedNow(true)} />
    </Suspense>
  );
}
