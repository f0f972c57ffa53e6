// wouter imports the use-sync-external-store shim for React 17; React 19 has the hook
// built in. vite.config.ts points the shim here so its fallback code stays out of the bundle.
export { useSyncExternalStore } from 'react';
