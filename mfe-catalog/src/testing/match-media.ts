/** jsdom has no `matchMedia`; the hero's reduced-motion check needs one. */
export function stubMatchMedia(matchingQuery?: string) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === matchingQuery,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as Partial<MediaQueryList> as MediaQueryList;
}
