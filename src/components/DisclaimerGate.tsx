import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { loadTexts } from '@/i18n/translate';
import { readDisclaimerAccepted } from './disclaimerStorage';

// The dialog and its texts are a chunk of their own: only a visitor who has not accepted yet
// downloads them, so every later page view loads less JavaScript. If the chunk cannot be
// loaded (offline), the page stays usable and the dialog comes back on the next page load,
// since nothing was stored.
const DisclaimerDialog = lazy(
  (): Promise<{ default: ComponentType<{ onAccepted: () => void }> }> =>
    Promise.all([import('./DisclaimerDialog'), loadTexts('disclaimerDialog')]).then(
      ([m]) => ({ default: m.DisclaimerDialog }),
      () => ({ default: () => null }),
    ),
);

/** Shows the disclaimer dialog while local storage has no acceptance (the spec's popup). */
export function DisclaimerGate() {
  const [needed, setNeeded] = useState(false);
  // Storage is read after hydration so the prerendered HTML and the first render agree.
  useEffect(() => setNeeded(!readDisclaimerAccepted()), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerDialog onAccepted={() => setNeeded(false)} />
    </Suspense>
  );
}
