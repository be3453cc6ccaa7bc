/** jsdom has no `matchMedia`; keen-slider's breakpoints and the reduced-motion check need one. */
export function stubMatchMedia(matchingQuery?: string) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === matchingQuery,
      media: query,
      onchange: null,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- keen-slider still listens through the old API
      addListener: () => {},
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- and stops listening through it
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
