/** Local storage key of the first-visit flag (spec document 2, section 9). */
export const HAS_VISITED_KEY = 'hasVisited';

/** How long the splash screen shows before it goes home. */
export const SPLASH_MS = 1500;
