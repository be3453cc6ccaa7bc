import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

// Off-screen blocks skip style, layout and paint until they are scrolled near.
const Section = styled.section<{ $tinted: boolean }>`
  content-visibility: auto;
  contain-intrinsic-size: auto 640px;
  padding: 3.5rem 1rem;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.highlight : 'transparent')};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  > h2 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  }
`;

const Intro = styled.p`
  max-width: 44rem;
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface HomeSectionProps {
  title: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** One block of the home page: a landmark named by its heading. */
export function HomeSection({ title, intro, tinted = false, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} $tinted={tinted}>
      <Inner>
        <h2 id={headingId}>{title}</h2>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Inner>
    </Section>
  );
}
