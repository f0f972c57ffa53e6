/** The spec's key: "true" once the visitor has accepted the disclaimer; any other value is not an acceptance. */
const DISCLAIMER_KEY = 'disclaimerAccepted';

// Storage can throw (blocked cookies, some private modes). The disclaimer must still work
// for the visit, so every access is guarded and a failure reads as "not accepted".
export function readDisclaimerAccepted(): boolean {
  try {
    return window.localStorage.getItem(DISCLAIMER_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeDisclaimerAccepted(): void {
  try {
    window.localStorage.setItem(DISCLAIMER_KEY, 'true');
  } catch {
    // Nothing to do: the dialog closes for this visit and shows again next time.
  }
}

export function clearDisclaimerAccepted(): void {
  try {
    window.localStorage.removeItem(DISCLAIMER_KEY);
  } catch {
    // Without storage the dialog shows on every load anyway.
  }
}
