/**
 * The page's storage and address as shared code meets them: absent where it runs outside a browser
 * (in Node, when a tool imports it or a page is rendered on the server).
 */
export const browserGlobals: Partial<Pick<Window, 'localStorage' | 'sessionStorage' | 'location'>> = globalThis;
