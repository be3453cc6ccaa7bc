import { useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useServerMarkup } from 'shared/ui/use-server-markup';
import { VisuallyHidden } from 'shared/ui/visually-hidden';

/** The scrolling banner's words. */
const phrases = [
  'Healthy choices made effortless with gluten-free, high-protein power',
  'Quick, nutritious and delicious',
  'Health made simple',
];

const scroll = keyframes`to { transform: translateX(-50%); }`;

const Banner = styled.div`
  display: flex;
  align-items: center;
  margin-top: 2rem;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;
  overflow: hidden;
`;

const Window = styled.div`
  flex: 1;
  overflow: hidden;
`;

const Track = styled.div<{ $paused: boolean }>`
  display: flex;
  width: max-content;
  animation: ${scroll} 40s linear infinite;
  ${({ $paused }) =>
    $paused &&
    css`
      animation-play-state: paused;
    `}
  &:hover {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    width: auto;
    animation: none;
    > [aria-hidden] {
      display: none;
    }
  }
`;

const Line = styled.p`
  display: flex;
  margin: 0;
  padding: 0.8rem 0;
  font-weight: 600;
  letter-spacing: 0.02em;
  white-space: nowrap;
  span::after {
    content: '✦';
    margin: 0 1.5rem;
    color: #f6d58b;
  }
  @media (prefers-reduced-motion: reduce) {
    flex-wrap: wrap;
    justify-content: center;
    padding: 0.8rem 1rem;
    white-space: normal;
    span:last-child::after {
      content: none;
    }
  }
`;

const Toggle = styled.button`
  flex: none;
  margin: 0 0.5rem;
  padding: 0.3rem 0.7rem;
  border: 1px solid #fff;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: #fff;
  font-size: 0.85rem;
  cursor: pointer;
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

/**
 * A marquee of the shop's promise; a second copy follows the first so the loop has no gap. On a page the server
 * rendered it starts moving once the page is hydrated: a frame drawn 60 times a second would take a core from
 * the page's start-up.
 */
export function ScrollingBanner() {
  const [paused, setPaused] = useState(false);
  const starting = useServerMarkup();
  const line = phrases.map((phrase) => <span key={phrase}>{phrase}</span>);
  return (
    <Banner>
      <Window>
        <Track $paused={paused || starting}>
          <Line>{line}</Line>
          <Line aria-hidden="true">{line}</Line>
        </Track>
      </Window>
      <Toggle type="button" onClick={() => setPaused(!paused)}>
        {paused ? 'Play' : 'Pause'}
        <VisuallyHidden> scrolling text</VisuallyHidden>
      </Toggle>
    </Banner>
  );
}
