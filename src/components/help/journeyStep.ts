import { useEffect } from 'react';

/** How many parts of the page now shown mark it a step of a sensitive journey. */
let steps = 0;

/**
 * Marks the page as a step of a sensitive journey while `active` (a page that shows the quick
 * exit). The router (src/app/Root.tsx) leaves such a page by replacing it in the history, not by
 * adding to it: a sensitive page is only ever the current entry, and the quick exit, which
 * replaces the current entry, leaves none of them behind the Back button.
 */
export function useJourneyStep(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    steps++;
    return () => {
      steps--;
    };
  }, [active]);
}

/** Whether the page being left is a step of a sensitive journey. */
export const onJourneyStep = (): boolean => steps > 0;
