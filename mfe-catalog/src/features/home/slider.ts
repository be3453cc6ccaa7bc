import styled from 'styled-components';

/** The slides of a carousel (`use-carousel.ts`), stacked in one cell; vertical swipes still scroll the page. */
export const SliderTrack = styled.div`
  display: grid;
  overflow: hidden;
  position: relative;
  width: 100%;
  user-select: none;
  -webkit-touch-callout: none;
  touch-action: pan-y;
  -webkit-tap-highlight-color: transparent;
`;

export const SliderSlide = styled.div`
  grid-area: 1 / 1;
  position: relative;
  overflow: hidden;
  width: 100%;
`;
