import { css } from 'styled-components';

const grains = [18, 34, 50, 66, 82];

const stalk = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 200" fill="#2d6a36">',
  '<path d="M60 200 C58 140 62 80 60 10" fill="none" stroke="#2d6a36" stroke-width="4"/>',
  ...grains.map(
    (y) =>
      `<ellipse cx="44" cy="${y + 10}" rx="14" ry="7" transform="rotate(-30 44 ${y + 10})"/>` +
      `<ellipse cx="76" cy="${y + 18}" rx="14" ry="7" transform="rotate(30 76 ${y + 18})"/>`,
  ),
  '</svg>',
].join('');

/**
 * A millet stalk behind a slide's corner, drawn by CSS from an inline SVG image: decoration that costs no request,
 * and no elements for the browser to attach to when the page starts (four slides of sixteen shapes each were a
 * good part of the home page's first hydration).
 */
export const grainArt = css`
  &::after {
    content: '';
    position: absolute;
    right: 4%;
    bottom: 0;
    width: clamp(6rem, 22vw, 13rem);
    aspect-ratio: 120 / 200;
    background: url('data:image/svg+xml,${encodeURIComponent(stalk)}') no-repeat bottom / contain;
    opacity: 0.22;
    z-index: -1;
    pointer-events: none;
  }
`;
