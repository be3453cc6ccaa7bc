import type { ReactNode } from 'react';
import { Page } from 'shared/ui/page.tsx';
import styled from 'styled-components';
import { Prose } from '../../ui/prose.ts';

export interface PolicySection {
  /** The section's anchor: the side navigation links to `#id`. */
  id: string;
  heading: string;
  content: ReactNode;
}

interface PolicyLayoutProps {
  title: string;
  intro: ReactNode;
  navLabel: string;
  sections: readonly PolicySection[];
}

const Intro = styled.div`
  max-width: 46rem;
  margin-bottom: 2rem;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0 0 0.5rem;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: start;
  }
`;

// On a phone the links wrap into rows above the text; on wider screens they stay beside it while it scrolls.
const SideNav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 0.4rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.highlight};
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    position: sticky;
    top: 5rem;
    ol {
      flex-direction: column;
    }
  }
`;

// Clear of the shell's sticky top bar when a side link scrolls here.
const Section = styled.section`
  scroll-margin-top: 5rem;
  &:first-child h2 {
    margin-top: 0;
  }
`;

/** A policy page: its sections, and a side navigation that links to each. */
export function PolicyLayout({ title, intro, navLabel, sections }: PolicyLayoutProps) {
  return (
    <Page>
      <h1>{title}</h1>
      <Intro>{intro}</Intro>
      <Columns>
        <SideNav aria-label={navLabel}>
          <ol>
            {sections.map(({ id, heading }) => (
              <li key={id}>
                <a href={`#${id}`}>{heading}</a>
              </li>
            ))}
          </ol>
        </SideNav>
        <Prose>
          {sections.map(({ id, heading, content }) => (
            <Section key={id} id={id} aria-labelledby={`${id}-heading`}>
              <h2 id={`${id}-heading`}>{heading}</h2>
              {content}
            </Section>
          ))}
        </Prose>
      </Columns>
    </Page>
  );
}
