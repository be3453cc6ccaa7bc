import type { ReactNode } from 'react';
import styled from 'styled-components';

export type IllustrationName = 'plate' | 'dumbbell' | 'sunrise' | 'chilla' | 'dosa' | 'rotis' | 'wrap';

// The box keeps its 16:10 shape before and after the drawing paints, so nothing below it moves.
const Art = styled.svg<{ $background: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $background }) => $background};
`;

const spots = (points: readonly [number, number][], fill: string) =>
  points.map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.2" fill={fill} />);

const drawings: Record<IllustrationName, { background: string; art: ReactNode }> = {
  plate: {
    background: '#eef7e4',
    art: (
      <>
        <circle cx="80" cy="52" r="40" fill="#ffffff" stroke="#d9d4c7" strokeWidth="2" />
        <path d="M80 52 L80 18 A34 34 0 0 0 80 86 Z" fill="#5a9e4b" />
        <path d="M80 52 L80 18 A34 34 0 0 1 114 52 Z" fill="#e0b45a" />
        <path d="M80 52 L114 52 A34 34 0 0 1 80 86 Z" fill="#c8702e" />
        <rect x="130" y="20" width="5" height="64" rx="2.5" fill="#9aa39d" />
        <rect x="24" y="20" width="5" height="64" rx="2.5" fill="#9aa39d" />
      </>
    ),
  },
  dumbbell: {
    background: '#fdeee4',
    art: (
      <>
        <rect x="40" y="47" width="80" height="8" rx="4" fill="#55605a" />
        <rect x="30" y="30" width="14" height="42" rx="4" fill="#d4572a" />
        <rect x="116" y="30" width="14" height="42" rx="4" fill="#d4572a" />
        <rect x="20" y="36" width="10" height="30" rx="3" fill="#8a2f12" />
        <rect x="130" y="36" width="10" height="30" rx="3" fill="#8a2f12" />
        <path d="M18 86 H142" stroke="#e0b45a" strokeWidth="4" strokeLinecap="round" />
      </>
    ),
  },
  sunrise: {
    background: '#fbf1dc',
    art: (
      <>
        <circle cx="80" cy="70" r="26" fill="#f2a93b" />
        {[-60, -30, 0, 30, 60].map((angle) => (
          <rect
            key={angle}
            x="78"
            y="22"
            width="4"
            height="12"
            rx="2"
            fill="#f2a93b"
            transform={`rotate(${angle} 80 70)`}
          />
        ))}
        <rect x="0" y="70" width="160" height="30" fill="#7fb069" />
        <path d="M120 88 C120 76 124 68 132 62" stroke="#2d6a36" strokeWidth="3" fill="none" />
        <ellipse cx="138" cy="62" rx="9" ry="4.5" fill="#2d6a36" transform="rotate(-30 138 62)" />
      </>
    ),
  },
  chilla: {
    background: '#eef7e4',
    art: (
      <>
        <rect x="112" y="48" width="44" height="8" rx="4" fill="#3a3f3c" />
        <ellipse cx="70" cy="52" rx="52" ry="36" fill="#3a3f3c" />
        <ellipse cx="70" cy="52" rx="40" ry="27" fill="#d9a441" />
        {spots(
          [
            [52, 44],
            [70, 38],
            [88, 48],
            [60, 62],
            [80, 64],
          ],
          '#3f8f4a',
        )}
        {spots(
          [
            [62, 50],
            [84, 56],
            [74, 46],
          ],
          '#c0392b',
        )}
      </>
    ),
  },
  dosa: {
    background: '#f6e9f0',
    art: (
      <>
        <ellipse cx="80" cy="56" rx="70" ry="34" fill="#ffffff" stroke="#d9d4c7" strokeWidth="2" />
        <path d="M22 60 L112 36 L112 76 Z" fill="#b5652b" />
        <path d="M112 36 C122 46 122 66 112 76 Z" fill="#8f4a1c" />
        <circle cx="130" cy="38" r="11" fill="#f4f1e8" stroke="#d9d4c7" />
        <circle cx="132" cy="70" r="11" fill="#e07b2c" stroke="#d9d4c7" />
        <circle cx="40" cy="36" r="8" fill="#6aa84f" stroke="#d9d4c7" />
      </>
    ),
  },
  rotis: {
    background: '#fbf1dc',
    art: (
      <>
        <path d="M24 58 H136 L124 88 H36 Z" fill="#a8713a" />
        <ellipse cx="80" cy="56" rx="50" ry="14" fill="#d8a15a" />
        <ellipse cx="80" cy="48" rx="50" ry="14" fill="#e2b26c" />
        <ellipse cx="80" cy="40" rx="50" ry="14" fill="#ebc17e" />
        {spots(
          [
            [62, 38],
            [90, 36],
            [100, 44],
            [72, 44],
          ],
          '#9b5f24',
        )}
      </>
    ),
  },
  wrap: {
    background: '#fdeee4',
    art: (
      <>
        <path d="M30 70 L110 22 L128 50 L48 96 Z" fill="#e2b26c" />
        <ellipse cx="119" cy="36" rx="10" ry="16" fill="#f4e3c1" transform="rotate(-31 119 36)" />
        {spots(
          [
            [116, 32],
            [121, 40],
          ],
          '#3f8f4a',
        )}
        {spots(
          [
            [114, 40],
            [123, 33],
          ],
          '#c0392b',
        )}
        <path d="M40 72 L116 27" stroke="#c9974f" strokeWidth="2" />
      </>
    ),
  },
};

/** An article's picture, drawn inline: no image file to wait for. */
export function ArticleIllustration({ name, className }: { name: IllustrationName; className?: string }) {
  const { background, art } = drawings[name];
  return (
    <Art viewBox="0 0 160 100" className={className} $background={background} aria-hidden="true" focusable="false">
      {art}
    </Art>
  );
}
