import type { ReactNode } from 'react';
import { Page } from 'shared/ui/page.tsx';
import { SideMenuLayout } from 'shared/ui/side-menu-layout';
import { AccountSidebar } from './account-sidebar.tsx';

/** A signed-in page: the account sidebar beside the page's own content. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <SideMenuLayout $menuWidth="14rem">
        <AccountSidebar />
        <section aria-labelledby="account-page-title">
          <h1 id="account-page-title">{title}</h1>
          {children}
        </section>
      </SideMenuLayout>
    </Page>
  );
}
