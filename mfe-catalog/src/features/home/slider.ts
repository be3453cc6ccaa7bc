import styled from 'styled-components';

/** keen-slider's own stylesheet, as components (remotes add no global CSS). */
export const SliderTrack = styled.div`
  display: flex;
  align-content: flex-start;
  overflow: hidden;
  position: relative;
  width: 100%;
  user-select: none;
  -webkit-touch-callout: none;
  touch-action: pan-y;
  -webkit-tap-highlight-color: transparent;
`;

/** `flex-shrink: 0` keeps slides full width before the slider measures them, so nothing jumps. */
export const SliderSlide = styled.div`
  position: relative;
  overflow: hidden;
  flex-shrink: 0;
  width: 100%;
  min-height: 100%;
`;
