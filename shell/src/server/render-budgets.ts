import type { RenderBudgets } from 'shared/contracts/page-rendering';

/**
 * A visitor gets the page's region without its data after 300 ms (the browser fetches it); its head is waited
 * for up to 2 s, well within the 3 s after which the API gives the render up.
 */
export const RENDER_BUDGETS: RenderBudgets = { dataMs: 300, headMs: 2000 };
