import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page } from 'shared/ui/page.tsx';

const Card = styled.section`
  max-width: 28rem;
  margin: 1rem auto;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin-top: 0;
  }
`;

/** The narrow card that the signed-out screens (login, register, passwords) sit in. */
export function EntryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Card aria-labelledby="entry-card-title">
        <h1 id="entry-card-title">{title}</h1>
        {children}
      </Card>
    </Page>
  );
}
