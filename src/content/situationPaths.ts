import { situationSteps } from '@generated/situation-paths';

/** Every step of every situation of "Hvad er der sket?" (content/situations/): each gets a page. */
export { situationSteps };
