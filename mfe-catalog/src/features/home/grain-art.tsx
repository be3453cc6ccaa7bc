import styled from 'styled-components';

const Art = styled.svg`
  position: absolute;
  right: 4%;
  bottom: 0;
  width: clamp(6rem, 22vw, 13rem);
  height: auto;
  color: #2d6a36;
  opacity: 0.22;
  z-index: -1;
  pointer-events: none;
`;

const grains = [18, 34, 50, 66, 82];

/** A millet stalk drawn inline: decoration that costs no request. */
export function GrainArt() {
  return (
    <Art viewBox="0 0 120 200" aria-hidden="true" focusable="false">
      <path d="M60 200 C58 140 62 80 60 10" fill="none" stroke="currentColor" strokeWidth="4" />
      {grains.map((y) => (
        <g key={y} fill="currentColor">
          <ellipse cx="44" cy={y + 10} rx="14" ry="7" transform={`rotate(-30 44 ${y + 10})`} />
          <ellipse cx="76" cy={y + 18} rx="14" ry="7" transform={`rotate(30 76 ${y + 18})`} />
        </g>
      ))}
    </Art>
  );
}
