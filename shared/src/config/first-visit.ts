/** Local storage key of the first-visit flag. */
export const HAS_VISITED_KEY = 'hasVisited';

/** How long the splash screen shows before it goes home. */
export const SPLASH_MS = 1500;
