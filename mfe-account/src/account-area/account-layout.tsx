import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page } from 'shared/ui/page.tsx';
import { AccountSidebar } from './account-sidebar.tsx';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: 14rem minmax(0, 1fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
  h1 {
    margin-top: 0;
  }
`;

/** A signed-in page: the account sidebar beside the page's own content. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Columns>
        <AccountSidebar />
        <section aria-labelledby="account-page-title">
          <h1 id="account-page-title">{title}</h1>
          {children}
        </section>
      </Columns>
    </Page>
  );
}
