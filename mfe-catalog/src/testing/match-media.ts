/** jsdom has no `matchMedia`; keen-slider's breakpoints and the reduced-motion check need one. */
export function stubMatchMedia(matchingQuery?: string) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === matchingQuery,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
